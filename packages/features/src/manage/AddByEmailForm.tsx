import { siyumManageMessages } from '@siyum/domain';
import { Button, FormError, TextField } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import type { Checked } from './manage';

/**
 * The submit flow of an "add someone by email" form: check, mark and focus what is wrong, or
 * hand the value over. The fields are cleared only when the app accepted it (`add` did not return
 * `false` or throw); otherwise the form keeps what was typed, and the app explains through its
 * error line.
 */
export function useAddByEmail<T, F extends string>({
  check,
  add,
  focusInvalid,
  reset,
}: {
  check: () => Checked<T, F>;
  add: (value: T) => unknown;
  /** Moves focus to the first marked field. */
  focusInvalid: (errors: Partial<Record<F, string>>) => void;
  /** Clears the fields after an accepted add. */
  reset: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  /** After a refused submit, a marked field is checked again as it changes. */
  const recheck = (field: F, result: () => Checked<T, F>) => {
    if (!errors[field]) return;
    const next = result();
    setErrors((previous) => ({ ...previous, [field]: next.ok ? undefined : next.errors[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      focusInvalid(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    let added = false;
    try {
      added = (await add(result.value)) !== false;
    } catch {
      // The app explains through its error line; the form keeps what was typed.
    } finally {
      setPending(false);
    }
    if (added) reset();
  };

  return { errors, pending, emailRef, recheck, submit };
}

export interface AddByEmailFormProps {
  heading: string;
  intro: string;
  email: string;
  emailError: string | undefined;
  emailRef: RefObject<HTMLInputElement | null>;
  onEmailChange: (email: string) => void;
  /** The app's error for the last add. */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields after the email. */
  children: ReactNode;
}

/** A manage-page section holding an "add by email" form: heading, intro, email, fields, submit. */
export function AddByEmailForm({
  heading,
  intro,
  email,
  emailError,
  emailRef,
  onEmailChange,
  error,
  pending,
  submitLabel,
  busyLabel,
  submitDisabled,
  onSubmit,
  children,
}: AddByEmailFormProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const headingId = useId();
  return (
    <section className="siyum-manage__section siyum-manage__add" aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-manage__heading">
        {heading}
      </h2>
      <p className="siyum-manage__intro">{intro}</p>
      <form className="siyum-manage__form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
        <TextField
          ref={emailRef}
          label={m.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={email}
          error={emailError}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        {children}
        <FormError>{error}</FormError>
        <div className="siyum-manage__submit">
          <Button type="submit" busy={pending} busyLabel={busyLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  format,
  SUPPORT_LIMITS,
  type SupportForm as SupportFormFields,
  type SupportFormValues,
  type SupportKind,
  serverMessages,
  supportFormSchema,
  supportMessages,
  supportValidationMessages,
} from '@siyum/domain';
import { Button, FormError, TextField } from '@siyum/ui/form';
import { CheckCircleIcon, rewordedResolver } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { Textarea } from '@siyum/ui/primitives';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatNodes, useReaderLocale } from '../shared/reader';
import './support.css';

export interface SupportFormProps {
  /** Which page the form is on: the subject's hint and the form's name differ. */
  kind: SupportKind;
  /**
   * Sends the message (the app calls support.send). Resolving shows the confirmation; rejecting
   * keeps what was typed and shows `describeError(error)` above the button.
   */
  onSubmit: (values: SupportFormValues) => Promise<unknown>;
  /** The sentence for a failed send (the app's API error description); a generic one otherwise. */
  describeError?: (error: unknown) => string;
  /** Fields filled in advance, e.g. a signed-in user's name and email. */
  defaultValues?: Partial<SupportFormFields>;
}

const EMPTY: SupportFormFields = { name: '', email: '', subject: '', message: '' };

/**
 * The /contact-us and /support form: name, email, subject and message, checked with the same schema
 * as the server. States: empty, invalid (each field says what is wrong and the first one gets
 * focus), submitting (busy button), server error (an alert; the fields keep their text) and sent
 * (a confirmation naming the reply address, with a way to write again as the same sender).
 */
export function SupportForm({ kind, onSubmit, describeError, defaultValues }: SupportFormProps) {
  const m = useUiMessages('support', supportMessages);
  const server = useUiMessages('server', serverMessages);
  const { isolate } = useReaderLocale();
  // The schema (shared with the server) writes English sentences: the form shows them in the provider's words.
  const validation = useUiMessages('supportValidation', supportValidationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(supportFormSchema), validation, supportValidationMessages),
    [validation],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportFormFields, unknown, SupportFormValues>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<SupportFormValues | undefined>();
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const send = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
      setSent(values);
    } catch (error) {
      setFailure(describeError?.(error) ?? server.internal);
    }
  });

  if (sent) {
    return (
      <section className="siyum-support siyum-support__sent" aria-labelledby={`${formId}-sent`}>
        <CheckCircleIcon className="siyum-support__sent-icon" />
        <div className="siyum-support__sent-body">
          <h2
            id={`${formId}-sent`}
            ref={confirmationRef}
            tabIndex={-1}
            className="siyum-support__sent-heading"
          >
            {m.sentHeading}
          </h2>
          <p role="status" className="siyum-support__sent-text">
            {formatNodes(m.sentText, { email: isolate(sent.email) })}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              // The next message keeps who is writing.
              reset({ name: sent.name, email: sent.email, subject: '', message: '' });
              setSent(undefined);
            }}
          >
            {m.sendAnother}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="siyum-support"
      aria-label={kind === 'support' ? m.supportFormLabel : m.contactFormLabel}
      noValidate
      onSubmit={(event) => void send(event)}
    >
      <div className="siyum-support__row">
        <TextField
          label={m.name}
          autoComplete="name"
          required
          maxLength={SUPPORT_LIMITS.nameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={SUPPORT_LIMITS.emailMax}
          description={m.emailDescription}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label={m.subject}
        required
        maxLength={SUPPORT_LIMITS.subjectMax}
        description={kind === 'support' ? m.supportSubjectDescription : m.contactSubjectDescription}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <Textarea
        label={m.message}
        required
        rows={7}
        maxLength={SUPPORT_LIMITS.messageMax}
        description={format(m.messageDescription, { max: SUPPORT_LIMITS.messageMax })}
        error={errors.message?.message}
        {...register('message')}
      />
      <FormError>{failure}</FormError>
      <div className="siyum-support__actions">
        <Button type="submit" busy={isSubmitting} busyLabel={m.submitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}

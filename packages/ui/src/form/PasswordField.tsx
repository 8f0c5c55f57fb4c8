import { authMessages } from '@siyum/domain';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { Field } from './Field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLInputElement>;
  /** Whether the password shows as plain text (controlled). */
  shown?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultShown?: boolean;
  onShownChange?: (shown: boolean) => void;
}

/**
 * A password input with a show/hide toggle. The toggle is a toggle button: its name stays
 * "Show password" and `aria-pressed` says whether the password is shown, as the ARIA pattern asks
 * (a name that flips as well would read "Hide password, pressed" — a double negative). Its tooltip
 * names the action the next press performs. Toggling swaps only the input's `type`, so the value,
 * the caret and react-hook-form's registration are untouched, and focus stays on the toggle.
 */
export function PasswordField({
  label,
  error,
  description,
  required,
  id,
  className,
  ref,
  shown: shownProp,
  defaultShown = false,
  onShownChange,
  disabled,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...input
}: PasswordFieldProps) {
  const [shownState, setShownState] = useState(defaultShown);
  const shown = shownProp ?? shownState;
  const toggle = () => {
    const next = !shown;
    if (shownProp === undefined) setShownState(next);
    onShownChange?.(next);
  };
  return (
    <Field
      label={label}
      error={error}
      description={description}
      required={required}
      id={id}
      className={className}
      describedBy={describedBy}
    >
      {(control) => (
        <div
          className="siyum-password"
          data-state={shown ? 'shown' : 'hidden'}
          data-disabled={disabled ? '' : undefined}
        >
          <input
            ref={ref}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="off"
            {...input}
            {...control}
            type={shown ? 'text' : 'password'}
            disabled={disabled}
            className="siyum-input siyum-password__input"
            data-invalid={control['aria-invalid'] ? '' : undefined}
          />
          <button
            type="button"
            className="siyum-password__toggle"
            aria-label={authMessages.showPassword}
            aria-pressed={shown}
            aria-controls={control.id}
            title={shown ? authMessages.hidePassword : authMessages.showPassword}
            disabled={disabled}
            onClick={toggle}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
      )}
    </Field>
  );
}

/** An eye; crossed out while the password is shown (pressing again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className="siyum-password__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

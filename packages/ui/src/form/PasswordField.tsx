import { authMessages } from '@siyum/domain';
import { EyeIcon } from '../internal/icons/controls';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { Field, type LabelledInputProps, splitFieldProps } from './Field';

export interface PasswordFieldProps extends Omit<LabelledInputProps, 'type'> {
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
  ref,
  shown: shownProp,
  defaultShown = false,
  onShownChange,
  disabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { field, input } = splitFieldProps(props);
  const messages = useUiMessages('auth', authMessages);
  const [shown, setShown] = useControllableState({
    value: shownProp,
    defaultValue: defaultShown,
    onChange: onShownChange,
  });
  return (
    <Field {...field}>
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
            className="siyum-icon-button siyum-password__toggle"
            aria-label={messages.showPassword}
            aria-pressed={shown}
            aria-controls={control.id}
            title={shown ? messages.hidePassword : messages.showPassword}
            disabled={disabled}
            onClick={() => setShown(!shown)}
          >
            <EyeIcon className="siyum-password__icon" crossed={shown} />
          </button>
        </div>
      )}
    </Field>
  );
}

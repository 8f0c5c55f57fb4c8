import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { RequiredMark, useControlId } from './Field';
import { cx, fieldIds, hasContent } from './form';
import './form.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may contain links (they stay clickable and do not toggle the box). */
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it, required mark, description and error text. */
export function Checkbox({
  label,
  error,
  description,
  required,
  id,
  className,
  ref,
  disabled,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const controlId = useControlId(id);
  const invalid = hasContent(error);
  const ids = fieldIds(controlId, { description: hasContent(description), error: invalid, describedBy });
  return (
    <div
      className={cx('siyum-checkbox', className)}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className="siyum-checkbox__row">
        <input
          ref={ref}
          {...input}
          id={controlId}
          type="checkbox"
          disabled={disabled}
          className="siyum-checkbox__input"
          aria-describedby={ids.describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
        />
        <label className="siyum-checkbox__label" htmlFor={controlId}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {ids.descriptionId && (
        <p id={ids.descriptionId} className="siyum-field__description siyum-checkbox__text">
          {description}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className="siyum-field__error siyum-checkbox__text">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldTexts, type LabelledInputProps, RequiredMark, splitFieldProps, useFieldWiring } from './Field';
import './form.css';

export interface CheckboxProps extends Omit<LabelledInputProps, 'type'> {
  /** The label; may contain links (they stay clickable and do not toggle the box). */
  label: ReactNode;
}

/** A native checkbox with its label beside it, required mark, description and error text. */
export function Checkbox({ ref, disabled, ...props }: CheckboxProps) {
  const { field, input } = splitFieldProps(props);
  const { controlId, invalid, ids } = useFieldWiring(field);
  return (
    <div
      className={cx('siyum-checkbox', field.className)}
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
          aria-required={field.required || undefined}
        />
        <label className="siyum-checkbox__label" htmlFor={controlId}>
          {field.label}
          {field.required && <RequiredMark />}
        </label>
      </div>
      <FieldTexts
        ids={ids}
        description={field.description}
        error={field.error}
        className="siyum-checkbox__text"
      />
    </div>
  );
}

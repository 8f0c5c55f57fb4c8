import { formMessages } from '@siyum/domain';
import { type ReactNode, useId } from 'react';
import { cx, fieldIds, hasContent } from './form';
import './form.css';

/** The attributes a control needs to be wired to its label, description and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shows the asterisk on the label and marks the control aria-required. */
  required?: boolean;
  /** Error text; when present the control is aria-invalid and described by it. */
  error?: string | undefined;
  description?: ReactNode;
  /** Id for the control; generated when omitted. */
  id?: string;
  className?: string;
  /** Ids the control was already described by (kept after the field's own). */
  describedBy?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Stable control id: the caller's, else one from `useId`. */
export function useControlId(id: string | undefined): string {
  const generated = useId();
  return id ?? `field${generated}`;
}

/** The visible asterisk; hidden from screen readers, which hear `aria-required` instead. */
export function RequiredMark() {
  return (
    <span className="siyum-field__required" aria-hidden="true">
      {formMessages.requiredMark}
    </span>
  );
}

/** Label, control, description and error text, wired for screen readers. */
export function Field({
  label,
  required,
  error,
  description,
  id,
  className,
  describedBy,
  children,
}: FieldProps) {
  const controlId = useControlId(id);
  const invalid = hasContent(error);
  const ids = fieldIds(controlId, { description: hasContent(description), error: invalid, describedBy });
  const control: FieldControlProps = { id: controlId };
  if (ids.describedBy) control['aria-describedby'] = ids.describedBy;
  if (invalid) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div className={cx('siyum-field', className)} data-invalid={invalid ? '' : undefined}>
      <label className="siyum-field__label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(control)}
      {ids.descriptionId && (
        <p id={ids.descriptionId} className="siyum-field__description">
          {description}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className="siyum-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

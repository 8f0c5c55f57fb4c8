import { formMessages } from '@siyum/domain';
import { type ReactNode, useId } from 'react';
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
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, description and error text, wired for screen readers. */
export function Field({ label, required, error, description, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id: controlId };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div
      className={['siyum-field', className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <label className="siyum-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="siyum-field__required" aria-hidden="true">
            {formMessages.requiredMark}
          </span>
        )}
      </label>
      {children(control)}
      {description && (
        <p id={descriptionId} className="siyum-field__description">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="siyum-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

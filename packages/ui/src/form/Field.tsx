import { formMessages } from '@siyum/domain';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { type FieldIds, fieldIds, hasContent } from './form';
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

/** What a labelled control takes for its `Field`, whatever the control (input, textarea, select). */
export interface LabelledControlProps {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  /** Id of the control; generated when omitted. */
  id?: string;
  required?: boolean | undefined;
  className?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/** What every labelled input widget takes beside the input's own attributes. */
export interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  /** Id of the input; generated when omitted. */
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled control's props split in two: what its `Field` takes, and what goes on the control. */
export function splitFieldProps<P extends LabelledControlProps>({
  label,
  error,
  description,
  required,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: P) {
  return { field: { label, error, description, required, id, className, describedBy }, input };
}

/** Stable control id: the caller's, else one from `useId`. */
export function useControlId(id: string | undefined): string {
  const generated = useId();
  return id ?? `field${generated}`;
}

/** A field's control id, whether it shows an error, and the ids of its description and error text. */
export function useFieldWiring(parts: {
  id: string | undefined;
  description: ReactNode;
  error: string | undefined;
  describedBy: string | undefined;
}): { controlId: string; invalid: boolean; ids: FieldIds } {
  const controlId = useControlId(parts.id);
  const invalid = hasContent(parts.error);
  const ids = fieldIds(controlId, {
    description: hasContent(parts.description),
    error: invalid,
    describedBy: parts.describedBy,
  });
  return { controlId, invalid, ids };
}

/** The description and error lines under a control, at the ids the control is described by. */
export function FieldTexts({
  ids,
  description,
  error,
  className,
}: {
  ids: FieldIds;
  description: ReactNode;
  error: string | undefined;
  className?: string;
}) {
  return (
    <>
      {ids.descriptionId && (
        <p id={ids.descriptionId} className={cx('siyum-field__description', className)}>
          {description}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className={cx('siyum-field__error', className)}>
          {error}
        </p>
      )}
    </>
  );
}

/** The visible asterisk; hidden from screen readers, which hear `aria-required` instead. */
export function RequiredMark() {
  const messages = useUiMessages('form', formMessages);
  return (
    <span className="siyum-field__required" aria-hidden="true">
      {messages.requiredMark}
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
  const { controlId, invalid, ids } = useFieldWiring({ id, description, error, describedBy });
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
      <FieldTexts ids={ids} description={description} error={error} />
    </div>
  );
}

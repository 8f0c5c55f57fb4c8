import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spread `register('name')` into it. */
export function TextField({
  label,
  error,
  description,
  required,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
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
        <input
          ref={ref}
          type="text"
          {...input}
          {...control}
          className="siyum-input"
          data-invalid={control['aria-invalid'] ? '' : undefined}
        />
      )}
    </Field>
  );
}

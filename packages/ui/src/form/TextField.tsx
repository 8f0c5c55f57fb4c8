import { Field, type LabelledInputProps, splitFieldProps } from './Field';

export type TextFieldProps = LabelledInputProps;

/** A labelled text input; spread `register('name')` into it. */
export function TextField({ ref, ...props }: TextFieldProps) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field}>
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

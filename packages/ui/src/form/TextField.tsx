import { Field, type LabelledInputProps, splitFieldProps } from './Field';

export type TextFieldProps = LabelledInputProps;

/** Addresses and numbers read left to right in every language: on a Hebrew page too. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

/**
 * A labelled text input; spread `register('name')` into it. An email, phone or URL input stays
 * left to right inside a right-to-left page (issue 23).
 */
export function TextField({ ref, ...props }: TextFieldProps) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          ref={ref}
          type="text"
          dir={input.type && LEFT_TO_RIGHT_TYPES.has(input.type) ? 'ltr' : undefined}
          {...input}
          {...control}
          className="siyum-input"
          data-invalid={control['aria-invalid'] ? '' : undefined}
        />
      )}
    </Field>
  );
}

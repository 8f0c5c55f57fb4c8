import type { CSSProperties, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps } from '../form/Field';
import './Textarea.css';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  /** Id of the textarea; generated when omitted. */
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input in the text field's frame, growing by dragging its bottom edge;
 * `rows` (4 by default) sets its first height, which is also the least it can be dragged to. Spread
 * `register('name')` into it.
 */
export function Textarea({ ref, rows = 4, style, ...props }: TextareaProps) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...input}
          {...control}
          className="siyum-input siyum-textarea"
          style={{ ...style, '--siyum-textarea-rows': rows } as CSSProperties}
          data-invalid={control['aria-invalid'] ? '' : undefined}
        />
      )}
    </Field>
  );
}

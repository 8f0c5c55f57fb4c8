import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps } from '../form/Field';
import { ChevronIcon } from '../internal/icons/controls';
import './NativeSelect.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly NativeSelectOption[];
  error?: string | undefined;
  description?: ReactNode;
  /** Id of the select; generated when omitted. */
  id?: string;
  /** React 19 passes ref as a prop, so react-hook-form's `register` works directly. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>` in the text input's frame, with the library's chevron. For a few fixed
 * choices: it costs no script, phones open their own picker, and the keyboard (arrows, type-ahead)
 * works as everywhere else. A long list that wants search or several choices is `Select`.
 */
export function NativeSelect({ ref, options, ...props }: NativeSelectProps) {
  const { field, input } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="siyum-native-select">
          <select
            ref={ref}
            {...input}
            {...control}
            className="siyum-input siyum-native-select__control"
            data-invalid={control['aria-invalid'] ? '' : undefined}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronIcon className="siyum-native-select__chevron" />
        </div>
      )}
    </Field>
  );
}

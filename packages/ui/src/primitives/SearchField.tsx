import { formMessages } from '@siyum/domain';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Field, type LabelledInputProps, splitFieldProps } from '../form/Field';
import { CrossIcon, SearchIcon } from '../internal/icons/controls';
import { useMergedRefs } from '../internal/mergeRefs';
import { useUiMessages } from '../messages/UiMessagesProvider';
import './SearchField.css';

export interface SearchFieldProps extends Omit<LabelledInputProps, 'type'> {
  /** Called after the clear button (or Escape) emptied the field; focus is back in it. */
  onClear?: () => void;
}

const hasText = (value: unknown) => value !== undefined && value !== null && String(value) !== '';

/**
 * Empties an input the way typing does: through the native setter and an `input` event, so React's
 * `onChange` (and a form library's `register`) hear it whether the field is controlled or not.
 */
function emptyInput(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled `type="search"` input with a magnifier at its start and, while it holds text, a clear
 * button at its end (Escape clears too). Controlled (`value` + `onChange`) or not (`defaultValue`,
 * `register`); clearing reports an `onChange` with the empty value either way.
 */
export function SearchField({ ref, onClear, ...props }: SearchFieldProps) {
  const m = useUiMessages('form', formMessages);
  const { field, input } = splitFieldProps(props);
  const { onChange, onKeyDown, ...attributes } = input;
  const own = useRef<HTMLInputElement>(null);
  const refs = useMergedRefs(own, ref);
  // An uncontrolled field's text is the element's; this follows it for the clear button.
  const [typed, setTyped] = useState(() => hasText(input.defaultValue));
  const filled = input.value !== undefined ? hasText(input.value) : typed;
  const clearable = filled && !input.disabled && !input.readOnly;

  const clear = () => {
    const element = own.current;
    if (!element) return;
    emptyInput(element);
    element.focus();
    onClear?.();
  };
  return (
    <Field {...field}>
      {(control) => (
        <div className="siyum-search">
          <SearchIcon className="siyum-search__icon" />
          <input
            ref={refs}
            type="search"
            {...attributes}
            {...control}
            className="siyum-input siyum-search__input"
            data-invalid={control['aria-invalid'] ? '' : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setTyped(event.target.value !== '');
              onChange?.(event);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              onKeyDown?.(event);
              if (event.key !== 'Escape' || event.defaultPrevented || !clearable) return;
              event.preventDefault();
              clear();
            }}
          />
          {clearable && (
            <button
              type="button"
              className="siyum-icon-button siyum-search__clear"
              aria-label={m.clearSearchBox}
              aria-controls={control.id}
              onClick={clear}
            >
              <CrossIcon className="siyum-search__clear-icon" />
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

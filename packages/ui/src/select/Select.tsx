import * as Popover from '@radix-ui/react-popover';
import { format, selectMessages } from '@siyum/domain';
import { type JSX, type Ref, useLayoutEffect, useRef } from 'react';
import { Field, type FieldControlProps } from '../form';
import { splitFieldProps } from '../form/Field';
import { cx } from '../internal/cx';
import { CheckAllIcon, CheckIcon, ChevronIcon, CrossIcon, SearchIcon } from '../internal/icons/controls';
import { ListboxOption, ListboxPopup } from '../internal/Listbox';
import { useMergedRefs } from '../internal/mergeRefs';
import { useUiMessages } from '../messages/UiMessagesProvider';
import type { SelectOption } from './select';
import { toValueList } from './select';
import { useSelect } from './useSelect';
import './Select.css';

export type { SelectOption } from './select';

interface SelectBaseProps {
  options: readonly SelectOption[];
  label: string;
  /** Shown in the trigger while nothing is chosen; defaults to "Select…". */
  placeholder?: string;
  /** Adds a search box at the top of the open list. */
  searchable?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  id?: string;
  /** Submits the value with a native form (one hidden input per chosen value). */
  name?: string;
  className?: string;
  /** The trigger button, so a form library can focus the select (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
}

export type SelectProps = SelectBaseProps &
  (
    | {
        multiple?: false;
        value?: string | null;
        defaultValue?: string | null;
        onChange?: (value: string | null) => void;
      }
    | {
        multiple: true;
        /** Adds a "Select all" row that picks every option the list shows. */
        selectAll?: boolean;
        value?: string[];
        defaultValue?: string[];
        onChange?: (value: string[]) => void;
      }
  );

/** A labelled dropdown: single or multi-select, with optional search box and "Select all". */
export function Select(props: SelectProps): JSX.Element {
  const { field } = splitFieldProps(props);
  return (
    <Field {...field} description={undefined} className={cx('siyum-select', field.className)}>
      {(control) => <SelectControl {...props} control={control} />}
    </Field>
  );
}

function SelectControl({ control, ref, ...props }: SelectProps & { control: FieldControlProps }) {
  const { id, ...aria } = control;
  const messages = useUiMessages('select', selectMessages);
  const multiple = props.multiple === true;
  const select = useSelect({
    id,
    options: props.options,
    multiple,
    selectAll: props.multiple === true && props.selectAll === true,
    searchable: props.searchable === true,
    disabled: props.disabled === true,
    value: props.value === undefined ? undefined : toValueList(props.value),
    defaultValue: toValueList(props.defaultValue),
    onChange: (next) => {
      if (props.multiple === true) props.onChange?.([...next]);
      else props.onChange?.(next[0] ?? null);
    },
  });
  const { state, items, ids, selectedOptions } = select;
  const triggerRef = useMergedRefs(select.triggerRef, ref);
  const controlRef = useRef<HTMLDivElement>(null);
  const chipListRef = useRef<HTMLUListElement>(null);
  const pendingChipFocus = useRef<number | null>(null);

  // After a chip is removed, focus the chip that took its place, the one before it, or the trigger.
  useLayoutEffect(() => {
    const index = pendingChipFocus.current;
    if (index === null) return;
    pendingChipFocus.current = null;
    const buttons = chipListRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? select.triggerRef.current;
    target?.focus();
  });

  const removeChip = (value: string, index: number) => {
    pendingChipFocus.current = index;
    select.remove(value);
  };

  const single = multiple ? undefined : selectedOptions[0];
  const placeholder = props.placeholder ?? messages.placeholder;
  const summary = selectedOptions.map((option) => option.label).join(', ');

  return (
    <Popover.Root open={state.open} onOpenChange={select.onOpenChange}>
      <Popover.Anchor asChild>
        <div
          ref={controlRef}
          className="siyum-control siyum-select__control"
          data-state={state.open ? 'open' : 'closed'}
          data-disabled={props.disabled ? '' : undefined}
          data-invalid={props.error ? '' : undefined}
          data-multiple={multiple ? '' : undefined}
        >
          {multiple && selectedOptions.length > 0 && (
            <ul ref={chipListRef} className="siyum-select__chips">
              {selectedOptions.map((option, index) => (
                <li key={option.value} className="siyum-select__chip">
                  <span className="siyum-select__chip-label">{option.label}</span>
                  {!props.disabled && (
                    <button
                      type="button"
                      className="siyum-icon-button siyum-select__chip-remove"
                      aria-label={format(messages.removeChip, { label: option.label })}
                      onClick={() => removeChip(option.value, index)}
                    >
                      <CrossIcon />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <button {...select.triggerProps} {...aria} ref={triggerRef} className="siyum-select__trigger">
            {multiple ? (
              selectedOptions.length > 0 ? (
                <span className="siyum-visually-hidden">{summary}</span>
              ) : (
                <span className="siyum-select__placeholder">{placeholder}</span>
              )
            ) : single ? (
              <span className="siyum-select__value">{single.label}</span>
            ) : (
              <span className="siyum-select__placeholder">{placeholder}</span>
            )}
            <ChevronIcon className="siyum-select__chevron" />
          </button>
        </div>
      </Popover.Anchor>
      {props.name &&
        select.selected.map((value) => <input key={value} type="hidden" name={props.name} value={value} />)}
      <ListboxPopup
        anchorRef={controlRef}
        className="siyum-select__content"
        // Not a dialog: a plain group around the listbox the trigger controls.
        role="group"
        aria-label={props.label}
        data-multiple={multiple ? '' : undefined}
        onOpenAutoFocus={(event) => {
          // Focus stays on the trigger (aria-activedescendant) unless there is a search box.
          event.preventDefault();
          const search = select.searchRef.current;
          if (search) {
            search.focus();
            search.setSelectionRange(search.value.length, search.value.length);
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (select.restoreFocusRef.current) select.triggerRef.current?.focus();
          select.restoreFocusRef.current = false;
        }}
        onEscapeKeyDown={() => {
          select.restoreFocusRef.current = true;
        }}
        onInteractOutside={() => {
          select.restoreFocusRef.current = false;
        }}
      >
        {props.searchable && (
          <div className="siyum-select__search">
            <SearchIcon className="siyum-select__search-icon" />
            <input
              {...select.searchProps}
              className="siyum-select__search-input"
              aria-label={messages.search}
              placeholder={messages.search}
            />
          </div>
        )}
        {(select.allSelected || items.length === 0) && (
          <p id={ids.empty} className="siyum-select__empty" role="status">
            {select.allSelected ? messages.allAvailableSelected : messages.noMatches}
          </p>
        )}
        {items.length > 0 && (
          <div
            id={ids.listbox}
            role="listbox"
            aria-label={props.label}
            aria-multiselectable={multiple || undefined}
            className="siyum-listbox"
          >
            {items.map((item, index) => (
              <ListboxOption
                key={item.kind === 'selectAll' ? '\u0000all' : item.option.value}
                {...select.optionProps(item, index)}
                className="siyum-select__option"
              >
                {item.kind === 'selectAll' ? (
                  <CheckAllIcon className="siyum-select__check" />
                ) : (
                  <CheckIcon className="siyum-select__check" />
                )}
                <span className="siyum-select__option-label">
                  {item.kind === 'selectAll' ? messages.selectAll : item.label}
                </span>
              </ListboxOption>
            ))}
          </div>
        )}
      </ListboxPopup>
    </Popover.Root>
  );
}

import * as Popover from '@radix-ui/react-popover';
import { addressMessages, format } from '@siyum/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Field } from '../form';
import { PinIcon } from '../internal/icons/controls';
import { ListboxOption, ListboxPopup, useActiveOptionInView } from '../internal/Listbox';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { Spinner } from '../spinner';
import type { AddressEvent, AutocompleteState } from './address';
import type { AddressSuggestion } from './lookups';

export interface AddressAutocompleteProps {
  label: string;
  /** The street text (the controlled address's `street`). */
  value: string;
  ui: AutocompleteState;
  loading: boolean;
  dispatch: (event: AddressEvent) => void;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
  name?: string;
}

/**
 * The street input as a combobox: a listbox of suggestions in a Radix popover anchored to the
 * input. Focus never leaves the input; arrows move the highlighted option (aria-activedescendant),
 * Enter chooses it, Escape closes the list.
 */
export function AddressAutocomplete({
  label,
  value,
  ui,
  loading,
  dispatch,
  required,
  error,
  disabled,
  description,
  placeholder,
  name,
}: AddressAutocompleteProps) {
  const messages = useUiMessages('address', addressMessages);
  const listId = `address-list${useId()}`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const open = ui.open && ui.suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = open && ui.activeIndex >= 0 ? optionId(ui.activeIndex) : undefined;
  useActiveOptionInView(activeId);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (ui.suggestions.length === 0) return;
      event.preventDefault();
      dispatch({ type: 'activeMoved', by: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter' && open && ui.activeIndex >= 0) {
      event.preventDefault();
      dispatch({ type: 'suggestionChosen', index: ui.activeIndex });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      dispatch({ type: 'closed' });
    }
  };

  return (
    <Field label={label} required={required} error={error} description={description}>
      {(control) => (
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            if (!next) dispatch({ type: 'closed' });
          }}
        >
          <Popover.Anchor asChild>
            <div
              ref={anchorRef}
              className="siyum-address__combobox"
              data-state={open ? 'open' : 'closed'}
              data-loading={loading ? '' : undefined}
            >
              <input
                {...control}
                className="siyum-input siyum-address__input"
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                aria-activedescendant={activeId}
                autoComplete="off"
                spellCheck={false}
                name={name}
                value={value}
                placeholder={placeholder}
                disabled={disabled}
                onChange={(event) => dispatch({ type: 'streetTyped', text: event.target.value })}
                onKeyDown={onKeyDown}
                onFocus={() => dispatch({ type: 'focused' })}
                onBlur={() => dispatch({ type: 'blurred' })}
              />
              {loading && (
                <span className="siyum-address__loading">
                  <Spinner size={24} label={messages.searching} />
                </span>
              )}
            </div>
          </Popover.Anchor>
          <ListboxPopup
            anchorRef={anchorRef}
            id={listId}
            role="listbox"
            aria-label={ui.list === 'units' ? messages.units : messages.suggestions}
            className="siyum-listbox siyum-address__list"
            data-list={ui.list}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            {ui.suggestions.map((item, index) => (
              <ListboxOption
                key={suggestionKey(item, index)}
                id={optionId(index)}
                active={index === ui.activeIndex}
                // Selection follows the highlight: Enter chooses the highlighted suggestion.
                selected={index === ui.activeIndex}
                className="siyum-address__option"
                onChoose={() => dispatch({ type: 'suggestionChosen', index })}
              >
                <SuggestionContent item={item} moreEntries={messages.moreEntries} />
              </ListboxOption>
            ))}
          </ListboxPopup>
        </Popover.Root>
      )}
    </Field>
  );
}

function suggestionKey(item: AddressSuggestion, index: number): string {
  return item.kind === 'intl'
    ? `${item.suggestion.address_id}-${index}`
    : `${item.suggestion.street_line}|${item.suggestion.secondary}|${item.suggestion.zipcode}-${index}`;
}

function SuggestionContent({ item, moreEntries }: { item: AddressSuggestion; moreEntries: string }) {
  const entries = item.suggestion.entries;
  const main =
    item.kind === 'us'
      ? [item.suggestion.street_line, item.suggestion.secondary].filter(Boolean).join(' ')
      : item.suggestion.address_text;
  const place =
    item.kind === 'us'
      ? `${item.suggestion.city}, ${item.suggestion.state} ${item.suggestion.zipcode}`.trim()
      : undefined;
  return (
    <>
      <PinIcon className="siyum-address__option-icon" />
      <span className="siyum-address__option-text">
        <span className="siyum-address__option-main">{main}</span>
        {place && <span className="siyum-address__option-place">{place}</span>}
      </span>
      {entries > 1 && (
        <span className="siyum-address__option-entries">{format(moreEntries, { count: entries })}</span>
      )}
    </>
  );
}

/**
 * How a select reacts: keys, pointer and focus wired to the pure rules of `select.ts`, the value
 * kept controlled or uncontrolled, and one-open-at-a-time across the page.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useActiveOptionInView } from '../internal/Listbox';
import { useControllableState } from '../internal/useControllableState';
import {
  canOpen,
  createOpenRegistry,
  initialSelectState,
  isAllSelected,
  listItems,
  pickValue,
  removeValue,
  type SelectAction,
  type SelectContext,
  type SelectItem,
  type SelectOption,
  type SelectState,
  selectAllValues,
  selectedOptions,
  selectReducer,
  TYPEAHEAD_TIMEOUT_MS,
} from './select';

/** Opening one select closes any other: one registry for the page. */
const openSelects = createOpenRegistry();

/** Why the list closed decides whether focus goes back to the trigger. */
type CloseReason = 'keyboard' | 'pick' | 'outside' | 'other';

export interface UseSelectProps {
  /** The trigger's id (from `Field`); the listbox, search box and options derive theirs from it. */
  id: string;
  options: readonly SelectOption[];
  multiple: boolean;
  selectAll: boolean;
  searchable: boolean;
  disabled: boolean;
  value: readonly string[] | undefined;
  defaultValue: readonly string[];
  onChange: (value: readonly string[]) => void;
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function isPrintableKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function useSelect(props: UseSelectProps) {
  const { id, options, multiple, selectAll, searchable, disabled } = props;
  const [selected, setSelected] = useControllableState<readonly string[]>({
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
  });
  const [state, setState] = useState<SelectState>(initialSelectState);

  const context: SelectContext = useMemo(
    () => ({ options, selected, multiple, selectAll, disabled }),
    [options, selected, multiple, selectAll, disabled],
  );
  const items = useMemo(() => listItems(context, state.query), [context, state.query]);

  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const restoreFocusRef = useRef(false);
  /** Set between a Space/Enter keydown that picked and the click the browser may still fire. */
  const suppressClickRef = useRef(false);

  const send = useCallback(
    (action: SelectAction, contextAfter: SelectContext = context) =>
      setState((current) => selectReducer(current, action, contextAfter)),
    [context],
  );

  const close = useCallback((reason: CloseReason) => {
    restoreFocusRef.current = reason === 'keyboard' || reason === 'pick';
    setState((current) => (current.open ? initialSelectState : current));
  }, []);

  // One open select at a time.
  useEffect(() => {
    if (!state.open) return;
    openSelects.opened(id, () => close('other'));
    return () => openSelects.closed(id);
  }, [state.open, id, close]);

  // A select that becomes disabled or loses its options closes.
  useEffect(() => {
    if (state.open && !canOpen(context)) close('other');
  }, [state.open, context, close]);

  const ids = {
    trigger: id,
    listbox: `${id}-listbox`,
    search: `${id}-search`,
    empty: `${id}-empty`,
    option: (index: number) => `${id}-option-${index}`,
  };
  const activeId = state.open && state.activeIndex >= 0 ? ids.option(state.activeIndex) : undefined;

  useActiveOptionInView(activeId);

  const commit = useCallback(
    (next: readonly string[]) => {
      if (!sameValues(next, selected)) setSelected(next);
      if (!multiple) restoreFocusRef.current = true;
      send({ type: 'picked' }, { ...context, selected: next });
    },
    [selected, setSelected, multiple, send, context],
  );

  const pick = useCallback(
    (item: SelectItem | undefined) => {
      if (!item || item.disabled) return;
      commit(
        item.kind === 'selectAll'
          ? selectAllValues(context, state.query)
          : pickValue(context, item.option.value),
      );
    },
    [commit, context, state.query],
  );

  const remove = useCallback(
    (value: string) => {
      if (disabled) return;
      const next = removeValue(context, value);
      setSelected(next);
      send({ type: 'picked' }, { ...context, selected: next });
    },
    [disabled, context, setSelected, send],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, fromSearch: boolean) => {
    if (disabled) return;
    const { key } = event;
    const typing = Date.now() - state.typeaheadAt <= TYPEAHEAD_TIMEOUT_MS && state.typeahead !== '';
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        send({ type: 'move', target: key === 'ArrowDown' ? 'next' : 'previous' });
        return;
      case 'Home':
      case 'End':
        event.preventDefault();
        if (state.open) send({ type: 'move', target: key === 'Home' ? 'first' : 'last' });
        else send({ type: 'open', target: key === 'Home' ? 'first' : 'last' });
        return;
      case 'Enter':
        if (!state.open) return; // the trigger's click opens it
        event.preventDefault();
        suppressClickRef.current = !fromSearch;
        pick(items[state.activeIndex]);
        return;
      case ' ':
        if (fromSearch) return;
        if (state.open && !typing) {
          event.preventDefault();
          suppressClickRef.current = true;
          pick(items[state.activeIndex]);
          return;
        }
        if (!state.open) return; // the trigger's click opens it
        break; // a space inside a typeahead word ("New York")
      case 'Escape':
        if (!state.open) return;
        event.preventDefault();
        close('keyboard');
        return;
      case 'Tab':
        if (state.open) close('outside');
        return;
      case 'Backspace': {
        const last = selected[selected.length - 1];
        if (multiple && last !== undefined && (!fromSearch || state.query === '')) {
          event.preventDefault();
          remove(last);
        }
        return;
      }
    }
    if (fromSearch || !isPrintableKey(event)) return;
    event.preventDefault();
    if (searchable) send({ type: 'search', query: key });
    else send({ type: 'typeahead', key, now: Date.now() });
  };

  const triggerProps = {
    ref: triggerRef,
    id: ids.trigger,
    type: 'button' as const,
    role: 'combobox' as const,
    disabled,
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': state.open,
    'aria-controls': state.open ? (items.length > 0 ? ids.listbox : ids.empty) : undefined,
    'aria-activedescendant': searchable ? undefined : activeId,
    'data-state': state.open ? 'open' : 'closed',
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (suppressClickRef.current) {
        suppressClickRef.current = false;
        event.preventDefault();
        return;
      }
      if (state.open) close('keyboard');
      else send({ type: 'open' });
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => handleKeyDown(event, false),
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      // A Space that picked must not also "click" the trigger open again.
      if (event.key === ' ' && suppressClickRef.current) {
        event.preventDefault();
        setTimeout(() => {
          suppressClickRef.current = false;
        });
      }
      if (event.key === 'Enter') suppressClickRef.current = false;
    },
  };

  const searchProps = {
    ref: searchRef,
    id: ids.search,
    type: 'text' as const,
    role: 'combobox' as const,
    autoComplete: 'off',
    spellCheck: false,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': true,
    'aria-controls': items.length > 0 ? ids.listbox : ids.empty,
    'aria-activedescendant': activeId,
    value: state.query,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      send({ type: 'search', query: event.currentTarget.value }),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(event, true),
  };

  /** Props of a `ListboxOption` row. */
  const optionProps = (item: SelectItem, index: number) => ({
    id: ids.option(index),
    active: index === state.activeIndex,
    selected: item.kind === 'option' && selected.includes(item.option.value),
    disabled: item.disabled,
    'data-kind': item.kind === 'selectAll' ? 'select-all' : undefined,
    onHover: () => send({ type: 'hover', index }),
    onChoose: () => pick(item),
  });

  /** For Radix Popover: outside press and Escape close through here. */
  const onOpenChange = (open: boolean) => {
    if (open) send({ type: 'open' });
    else close(restoreFocusRef.current ? 'keyboard' : 'outside');
  };

  return {
    state,
    context,
    items,
    selected,
    selectedOptions: selectedOptions(context),
    allSelected: isAllSelected(context),
    ids,
    triggerRef,
    searchRef,
    restoreFocusRef,
    triggerProps,
    searchProps,
    optionProps,
    onOpenChange,
    close,
    remove,
  };
}

/**
 * What a select knows, as pure functions: which rows the list shows, which one is active, how keys
 * and typed letters move through them, and how a pick changes the value. No React, no DOM: the
 * rules are unit-tested here and `useSelect` wires them to events.
 */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A row of the open list: the optional "Select all" row (the view names it), then options. */
export type SelectItem =
  | { kind: 'selectAll'; disabled?: false }
  | { kind: 'option'; option: SelectOption; label: string; disabled?: boolean };

/** What the rules need to know about the widget's props and value. */
export interface SelectContext {
  options: readonly SelectOption[];
  selected: readonly string[];
  multiple: boolean;
  /** Show a "Select all" row (multi-select only). */
  selectAll: boolean;
  disabled: boolean;
}

export interface SelectState {
  open: boolean;
  /** Index into `listItems(context, state.query)`; -1 when nothing is active. */
  activeIndex: number;
  /** The search box text; filters the list. */
  query: string;
  /** Letters typed in quick succession while the search box is absent. */
  typeahead: string;
  /** When the last typeahead letter arrived (ms), to know when the buffer expires. */
  typeaheadAt: number;
}

export const TYPEAHEAD_TIMEOUT_MS = 500;

export const initialSelectState: SelectState = {
  open: false,
  activeIndex: -1,
  query: '',
  typeahead: '',
  typeaheadAt: 0,
};

export type MoveTarget = 'next' | 'previous' | 'first' | 'last';

export type SelectAction =
  /** Open with the selected row active, or the first/last enabled row. */
  | { type: 'open'; target?: 'selected' | 'first' | 'last'; query?: string }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'move'; target: MoveTarget }
  | { type: 'hover'; index: number }
  | { type: 'search'; query: string }
  | { type: 'typeahead'; key: string; now: number }
  /** After the value changed (pick, select all, chip removal): close or keep a valid active row. */
  | { type: 'picked' };

// ---------------------------------------------------------------------------------------------
// Derived lists

/** Lower-cases and strips accents and Hebrew points so "se" finds "Sé" and "שבת" finds "שַׁבָּת". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Options whose label contains the query (case- and accent-insensitive). */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const needle = normalizeForSearch(query);
  if (!needle) return options;
  return options.filter((option) => normalizeForSearch(option.label).includes(needle));
}

/** Multi-select lists only what is not chosen yet (the chips show the rest); single lists all. */
export function remainingOptions(context: SelectContext): readonly SelectOption[] {
  if (!context.multiple) return context.options;
  const chosen = new Set(context.selected);
  return context.options.filter((option) => !chosen.has(option.value));
}

/** True when a multi-select has options but none left to choose: shows "All available already selected". */
export function isAllSelected(context: SelectContext): boolean {
  return (
    context.multiple &&
    context.options.length > 0 &&
    !remainingOptions(context).some((option) => !option.disabled)
  );
}

/** The list opens only when there is something in it to show and the widget is enabled. */
export function canOpen(context: SelectContext): boolean {
  return !context.disabled && context.options.length > 0;
}

/** The rows of the open list for a query: "Select all" (when offered and useful), then options. */
export function listItems(context: SelectContext, query: string): readonly SelectItem[] {
  const options = filterOptions(remainingOptions(context), query);
  const items: SelectItem[] = options.map((option) => ({
    kind: 'option',
    option,
    label: option.label,
    disabled: option.disabled ?? false,
  }));
  if (context.multiple && context.selectAll && options.some((option) => !option.disabled)) {
    items.unshift({ kind: 'selectAll' });
  }
  return items;
}

/** The selected options in the order they were chosen (unknown values are dropped). */
export function selectedOptions(context: SelectContext): readonly SelectOption[] {
  return context.selected.flatMap((value) => {
    const option = context.options.find((candidate) => candidate.value === value);
    return option ? [option] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Value changes

/** Single: the picked value replaces the old one. Multi: toggles it in or out. Disabled: no change. */
export function pickValue(context: SelectContext, value: string): readonly string[] {
  const option = context.options.find((candidate) => candidate.value === value);
  if (!option || option.disabled) return context.selected;
  if (!context.multiple) return [value];
  return context.selected.includes(value)
    ? context.selected.filter((chosen) => chosen !== value)
    : [...context.selected, value];
}

/** Adds every enabled option the list shows for the query, keeping earlier choices first. */
export function selectAllValues(context: SelectContext, query: string): readonly string[] {
  const added = filterOptions(remainingOptions(context), query)
    .filter((option) => !option.disabled)
    .map((option) => option.value);
  return [...context.selected, ...added];
}

export function removeValue(context: SelectContext, value: string): readonly string[] {
  return context.selected.filter((chosen) => chosen !== value);
}

/** What the widget reports: one value or null for single, the list for multi. */
export function toValueList(value: string | null | undefined | readonly string[]): readonly string[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

// ---------------------------------------------------------------------------------------------
// Active row

function isEnabled(items: readonly SelectItem[], index: number): boolean {
  const item = items[index];
  return item !== undefined && !item.disabled;
}

function firstEnabled(items: readonly SelectItem[]): number {
  return items.findIndex((item) => !item.disabled);
}

function lastEnabled(items: readonly SelectItem[]): number {
  return items.findLastIndex((item) => !item.disabled);
}

/** Arrow keys stop at the ends (no wrapping, as in native selects) and skip disabled rows. */
export function moveActive(items: readonly SelectItem[], from: number, target: MoveTarget): number {
  if (target === 'first') return firstEnabled(items);
  if (target === 'last') return lastEnabled(items);
  if (from < 0) return target === 'next' ? firstEnabled(items) : lastEnabled(items);
  const step = target === 'next' ? 1 : -1;
  for (let index = from + step; index >= 0 && index < items.length; index += step) {
    if (isEnabled(items, index)) return index;
  }
  return isEnabled(items, from) ? from : -1;
}

/** Keeps the active row where it was (the next row slides in after a pick), or the nearest enabled. */
export function clampActive(items: readonly SelectItem[], index: number): number {
  if (items.length === 0) return -1;
  const start = Math.min(Math.max(index, 0), items.length - 1);
  if (isEnabled(items, start)) return start;
  const after = moveActive(items, start, 'next');
  return after !== start && after !== -1 ? after : moveActive(items, start, 'previous');
}

/**
 * Typeahead as in the WAI-ARIA listbox pattern: letters typed within the timeout build a prefix;
 * the same letter typed again cycles through rows starting with it.
 */
export function typeaheadMatch(
  items: readonly SelectItem[],
  from: number,
  buffer: string,
): number | undefined {
  if (!buffer) return undefined;
  const cycling = [...buffer].every((letter) => letter === buffer[0]);
  const prefix = normalizeForSearch(cycling ? buffer[0]! : buffer);
  // Cycling starts after the active row; a longer prefix may still match the active row itself.
  const start = from < 0 ? 0 : cycling ? from + 1 : from;
  for (let step = 0; step < items.length; step++) {
    const index = (start + step) % items.length;
    const item = items[index];
    if (item?.kind === 'option' && !item.disabled && normalizeForSearch(item.label).startsWith(prefix)) {
      return index;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reducer

/** The row of a single-select's chosen option, or -1. */
function chosenIndex(context: SelectContext, items: readonly SelectItem[]): number {
  const chosen = context.multiple ? undefined : context.selected[0];
  if (chosen === undefined) return -1;
  return items.findIndex((item) => item.kind === 'option' && item.option.value === chosen);
}

function opened(context: SelectContext, target: 'selected' | 'first' | 'last', query: string): SelectState {
  const items = listItems(context, query);
  let activeIndex = -1;
  if (target === 'selected') {
    const chosen = chosenIndex(context, items);
    activeIndex = isEnabled(items, chosen) ? chosen : firstEnabled(items);
  } else {
    activeIndex = moveActive(items, -1, target);
  }
  return { ...initialSelectState, open: true, query, activeIndex };
}

/** The open/close, active-row, search and typeahead rules. `context` is the widget as rendered. */
export function selectReducer(state: SelectState, action: SelectAction, context: SelectContext): SelectState {
  switch (action.type) {
    case 'open':
      if (!canOpen(context)) return state.open ? initialSelectState : state;
      return opened(context, action.target ?? 'selected', action.query ?? '');
    case 'toggle':
      return state.open ? initialSelectState : selectReducer(state, { type: 'open' }, context);
    case 'close':
      return state.open ? initialSelectState : state;
    case 'move': {
      if (!state.open)
        return selectReducer(state, { type: 'open', target: openTarget(action.target) }, context);
      const items = listItems(context, state.query);
      return { ...state, activeIndex: moveActive(items, state.activeIndex, action.target) };
    }
    case 'hover': {
      const items = listItems(context, state.query);
      return isEnabled(items, action.index) ? { ...state, activeIndex: action.index } : state;
    }
    case 'search': {
      if (!canOpen(context)) return state;
      const items = listItems(context, action.query);
      return { ...state, open: true, query: action.query, activeIndex: firstEnabled(items) };
    }
    case 'typeahead': {
      if (!canOpen(context)) return state;
      const base = state.open ? state : opened(context, 'selected', '');
      const fresh = action.now - state.typeaheadAt > TYPEAHEAD_TIMEOUT_MS;
      const buffer = (fresh ? '' : state.typeahead) + action.key;
      const items = listItems(context, base.query);
      // Closed: search from the chosen row (or the top), not from the row opening made active.
      const from = state.open ? state.activeIndex : chosenIndex(context, items);
      const match = typeaheadMatch(items, from, buffer);
      return {
        ...base,
        activeIndex: match ?? base.activeIndex,
        typeahead: buffer,
        typeaheadAt: action.now,
      };
    }
    case 'picked': {
      if (!context.multiple || !canOpen(context)) return initialSelectState;
      if (!state.open) return state;
      const items = listItems(context, state.query);
      return { ...state, activeIndex: clampActive(items, state.activeIndex) };
    }
  }
}

function openTarget(target: MoveTarget): 'selected' | 'first' | 'last' {
  if (target === 'first') return 'first';
  if (target === 'last') return 'last';
  return 'selected';
}

// ---------------------------------------------------------------------------------------------
// One open select at a time

/**
 * A tiny registry so that opening one select closes whichever other is open. Pure bookkeeping:
 * `useSelect` keeps one module-level instance.
 */
export function createOpenRegistry() {
  const open = new Map<string, () => void>();
  return {
    /** Records `id` as open and closes every other open select. */
    opened(id: string, close: () => void): void {
      for (const [otherId, closeOther] of [...open]) {
        if (otherId !== id) {
          open.delete(otherId);
          closeOther();
        }
      }
      open.set(id, close);
    },
    closed(id: string): void {
      open.delete(id);
    },
    openIds(): string[] {
      return [...open.keys()];
    },
  };
}

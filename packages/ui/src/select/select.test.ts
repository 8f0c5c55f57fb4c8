import { selectMessages } from '@siyum/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  canOpen,
  clampActive,
  createOpenRegistry,
  filterOptions,
  initialSelectState,
  isAllSelected,
  listItems,
  type MoveTarget,
  moveActive,
  normalizeForSearch,
  pickValue,
  remainingOptions,
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
  toValueList,
  typeaheadMatch,
} from './select';

const options: SelectOption[] = [
  { value: 'berakhot', label: 'Berakhot' },
  { value: 'peah', label: 'Peah' },
  { value: 'demai', label: 'Demai', disabled: true },
  { value: 'kilayim', label: 'Kilayim' },
  { value: 'maasrot', label: 'Maasrot' },
  { value: 'maaser-sheni', label: 'Maaser Sheni' },
  { value: 'orlah', label: 'Orlah', disabled: true },
];

function context(overrides: Partial<SelectContext> = {}): SelectContext {
  return { options, selected: [], multiple: false, selectAll: false, disabled: false, ...overrides };
}

const single = context();
const multi = context({ multiple: true });
const multiAll = context({ multiple: true, selectAll: true });
const itemsOf = (ctx: SelectContext, query = '') => listItems(ctx, query);
/** Row texts as the view shows them: the select-all row is named by the message catalogue. */
const labels = (ctx: SelectContext, query = '') =>
  itemsOf(ctx, query).map((item) => (item.kind === 'selectAll' ? selectMessages.selectAll : item.label));
const openState = (overrides: Partial<SelectState> = {}): SelectState => ({
  ...initialSelectState,
  open: true,
  ...overrides,
});
const reduce = (state: SelectState, action: SelectAction, ctx: SelectContext = single) =>
  selectReducer(state, action, ctx);

describe('opening', () => {
  it.each([
    ['options and enabled', single, true],
    ['no options', context({ options: [] }), false],
    ['disabled', context({ disabled: true }), false],
    [
      'multi with everything chosen still opens (to say so)',
      context({ multiple: true, selected: ['berakhot', 'peah', 'kilayim', 'maasrot', 'maaser-sheni'] }),
      true,
    ],
  ])('canOpen: %s → %s', (_, ctx, expected) => {
    expect(canOpen(ctx)).toBe(expected);
  });

  it.each<[string, SelectAction, SelectContext, Partial<SelectState>]>([
    [
      'open with nothing chosen: first enabled row active',
      { type: 'open' },
      single,
      { open: true, activeIndex: 0 },
    ],
    [
      'open with a value: its row active',
      { type: 'open' },
      context({ selected: ['maasrot'] }),
      { open: true, activeIndex: 4 },
    ],
    [
      'open at the last enabled row (End)',
      { type: 'open', target: 'last' },
      single,
      { open: true, activeIndex: 5 },
    ],
    [
      'open at the first row (Home)',
      { type: 'open', target: 'first' },
      single,
      { open: true, activeIndex: 0 },
    ],
    [
      'open when the chosen row is disabled: first enabled',
      { type: 'open' },
      context({ selected: ['demai'] }),
      { open: true, activeIndex: 0 },
    ],
    [
      'open with no options stays closed',
      { type: 'open' },
      context({ options: [] }),
      { open: false, activeIndex: -1 },
    ],
    ['open when disabled stays closed', { type: 'open' }, context({ disabled: true }), { open: false }],
    ['toggle opens a closed select', { type: 'toggle' }, single, { open: true }],
    [
      'ArrowDown on a closed select opens it',
      { type: 'move', target: 'next' },
      single,
      { open: true, activeIndex: 0 },
    ],
    [
      'ArrowUp on a closed select opens it at the chosen row',
      { type: 'move', target: 'previous' },
      context({ selected: ['peah'] }),
      { open: true, activeIndex: 1 },
    ],
    [
      'ArrowDown with no options stays closed',
      { type: 'move', target: 'next' },
      context({ options: [] }),
      { open: false },
    ],
    [
      'typing in a closed searchable select opens it filtered',
      { type: 'search', query: 'ma' },
      single,
      { open: true, query: 'ma', activeIndex: 1 },
    ],
    [
      'typing with no options stays closed',
      { type: 'search', query: 'ma' },
      context({ options: [] }),
      { open: false, query: '' },
    ],
  ])('%s', (_, action, ctx, expected) => {
    expect(reduce(initialSelectState, action, ctx)).toMatchObject(expected);
  });
});

describe('closing', () => {
  it.each<[string, SelectAction, SelectContext, boolean]>([
    ['Escape / outside press / another select opening (close)', { type: 'close' }, single, false],
    ['toggle closes an open select', { type: 'toggle' }, single, false],
    ['a pick closes a single-select', { type: 'picked' }, context({ selected: ['peah'] }), false],
    [
      'a pick keeps a multi-select open',
      { type: 'picked' },
      context({ multiple: true, selected: ['peah'] }),
      true,
    ],
    [
      'a multi-select that became disabled closes after a change',
      { type: 'picked' },
      context({ multiple: true, disabled: true }),
      false,
    ],
    ['open again while open keeps it open', { type: 'open' }, single, true],
    ['open while open but options vanished closes', { type: 'open' }, context({ options: [] }), false],
  ])('%s → open: %s', (_, action, ctx, open) => {
    expect(reduce(openState({ activeIndex: 1, query: 'a' }), action, ctx).open).toBe(open);
  });

  it('closing resets the query, active row and typeahead', () => {
    const state = openState({ activeIndex: 3, query: 'ki', typeahead: 'k', typeaheadAt: 10 });
    expect(reduce(state, { type: 'close' })).toEqual(initialSelectState);
  });

  it('closing a closed select returns the same state (no re-render)', () => {
    expect(reduce(initialSelectState, { type: 'close' })).toBe(initialSelectState);
  });

  it('after a multi pick the next row slides into the active place', () => {
    // Peah (index 1) was picked: the list loses it and Demai (disabled) slides in, so Kilayim is active.
    const after = reduce(
      openState({ activeIndex: 1 }),
      { type: 'picked' },
      context({ multiple: true, selected: ['peah'] }),
    );
    expect(labels(context({ multiple: true, selected: ['peah'] }))[after.activeIndex]).toBe('Kilayim');
  });
});

describe('active row: arrows, Home/End', () => {
  const items = itemsOf(single); // Berakhot, Peah, Demai(x), Kilayim, Maasrot, Maaser Sheni, Orlah(x)
  it.each<[number, MoveTarget, number, string]>([
    [-1, 'next', 0, 'nothing active + down → first'],
    [-1, 'previous', 5, 'nothing active + up → last enabled'],
    [0, 'next', 1, 'down moves one'],
    [1, 'next', 3, 'down skips a disabled row'],
    [3, 'previous', 1, 'up skips a disabled row'],
    [5, 'next', 5, 'down at the last enabled row stays (no wrap)'],
    [0, 'previous', 0, 'up at the first row stays (no wrap)'],
    [3, 'first', 0, 'Home → first enabled'],
    [0, 'last', 5, 'End → last enabled (skips disabled Orlah)'],
  ])('from %i, %s → %i (%s)', (from, target, expected) => {
    expect(moveActive(items, from, target)).toBe(expected);
  });

  it.each<[readonly SelectItem[], number, number, string]>([
    [[], 0, -1, 'empty list → nothing'],
    [items, 2, 3, 'disabled row → the next enabled'],
    [items, 6, 5, 'disabled last row → the previous enabled'],
    [items, 40, 5, 'past the end → last enabled'],
    [items, 4, 4, 'enabled row stays'],
  ])('clampActive(%j, %i) → %i (%s)', (list, index, expected) => {
    expect(clampActive(list, index)).toBe(expected);
  });

  it.each<[MoveTarget, number]>([
    ['next', 4],
    ['previous', 1],
    ['first', 0],
    ['last', 5],
  ])('reducer move %s from Kilayim → %i', (target, expected) => {
    expect(reduce(openState({ activeIndex: 3 }), { type: 'move', target }).activeIndex).toBe(expected);
  });

  it.each([
    [4, 4, 'hover an enabled row makes it active'],
    [2, 1, 'hover a disabled row changes nothing'],
    [99, 1, 'hover outside the list changes nothing'],
  ])('hover %i → %i (%s)', (index, expected) => {
    expect(reduce(openState({ activeIndex: 1 }), { type: 'hover', index }).activeIndex).toBe(expected);
  });
});

describe('typeahead', () => {
  const items = itemsOf(single);
  it.each<[number, string, number | undefined, string]>([
    [-1, 'm', 4, 'first row starting with the letter'],
    [4, 'm', 5, 'the same letter again cycles to the next match'],
    [5, 'm', 4, 'cycling wraps around'],
    [4, 'mm', 5, 'a repeated letter cycles'],
    [4, 'maas', 4, 'a longer prefix may stay on the active row'],
    [0, 'maase', 5, 'a longer prefix narrows'],
    [0, 'd', undefined, 'disabled rows never match'],
    [0, 'x', undefined, 'no match → undefined'],
    [0, 'K', 3, 'case-insensitive'],
    [0, '', undefined, 'empty buffer'],
    [0, 'maaser s', 5, 'spaces inside a word'],
  ])('from %i, "%s" → %s (%s)', (from, buffer, expected) => {
    expect(typeaheadMatch(items, from, buffer)).toBe(expected);
  });

  it('letters typed quickly build a prefix; after the timeout a new word starts', () => {
    let state = reduce(initialSelectState, { type: 'typeahead', key: 'm', now: 1000 });
    expect(state).toMatchObject({ open: true, activeIndex: 4, typeahead: 'm' });
    state = reduce(state, { type: 'typeahead', key: 'a', now: 1100 });
    state = reduce(state, { type: 'typeahead', key: 'a', now: 1200 });
    state = reduce(state, { type: 'typeahead', key: 's', now: 1300 });
    state = reduce(state, { type: 'typeahead', key: 'e', now: 1400 });
    expect(state).toMatchObject({ activeIndex: 5, typeahead: 'maase' });
    state = reduce(state, { type: 'typeahead', key: 'p', now: 1400 + TYPEAHEAD_TIMEOUT_MS + 1 });
    expect(state).toMatchObject({ activeIndex: 1, typeahead: 'p' });
  });

  it('on a closed select with a value, the search starts after the chosen row', () => {
    const state = reduce(
      initialSelectState,
      { type: 'typeahead', key: 'm', now: 1 },
      context({ selected: ['maasrot'] }),
    );
    expect(state).toMatchObject({ open: true, activeIndex: 5 });
  });

  it.each([
    ['no options', context({ options: [] })],
    ['disabled', context({ disabled: true })],
  ])('typeahead does not open with %s', (_, ctx) => {
    expect(reduce(initialSelectState, { type: 'typeahead', key: 'b', now: 1 }, ctx).open).toBe(false);
  });

  it('"Select all" is never a typeahead target', () => {
    expect(typeaheadMatch(itemsOf(multiAll), -1, 's')).toBeUndefined();
  });
});

describe('search filtering', () => {
  it.each([
    ['', options.map((option) => option.label)],
    ['ma', ['Demai', 'Maasrot', 'Maaser Sheni']],
    ['MA', ['Demai', 'Maasrot', 'Maaser Sheni']],
    ['  sheni ', ['Maaser Sheni']],
    ['zz', []],
  ])('"%s" → %j', (query, expected) => {
    expect(filterOptions(options, query).map((option) => option.label)).toEqual(expected);
  });

  it.each([
    ['Café', 'cafe'],
    ['Sé', 'se'],
    ['שַׁבָּת', 'שבת'],
    ['  Peah ', 'peah'],
  ])('normalizeForSearch(%s) → %s (accents and Hebrew points ignored)', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });

  it('searching sets the query and makes the first enabled match active', () => {
    // "ma" lists Demai (disabled), Maasrot, Maaser Sheni.
    expect(reduce(openState({ activeIndex: 4 }), { type: 'search', query: 'ma' })).toMatchObject({
      query: 'ma',
      activeIndex: 1,
    });
  });

  it('a query with no match leaves nothing active', () => {
    expect(reduce(openState(), { type: 'search', query: 'zz' })).toMatchObject({
      open: true,
      activeIndex: -1,
    });
  });
});

describe('remaining options, "Select all" and "All available already selected"', () => {
  it.each<[string, SelectContext, string, string[]]>([
    [
      'single lists every option, chosen or not',
      context({ selected: ['peah'] }),
      '',
      options.map((o) => o.label),
    ],
    [
      'multi lists only what is not chosen',
      context({ multiple: true, selected: ['peah', 'kilayim'] }),
      '',
      ['Berakhot', 'Demai', 'Maasrot', 'Maaser Sheni', 'Orlah'],
    ],
    [
      'select-all row comes first',
      context({ multiple: true, selectAll: true, selected: ['peah'] }),
      '',
      [selectMessages.selectAll, 'Berakhot', 'Demai', 'Kilayim', 'Maasrot', 'Maaser Sheni', 'Orlah'],
    ],
    ['select-all row with a query', multiAll, 'sheni', [selectMessages.selectAll, 'Maaser Sheni']],
    ['no select-all row when nothing matches', multiAll, 'zz', []],
    [
      'no select-all row when only disabled rows are left',
      context({
        multiple: true,
        selectAll: true,
        selected: ['berakhot', 'peah', 'kilayim', 'maasrot', 'maaser-sheni'],
      }),
      '',
      ['Demai', 'Orlah'],
    ],
    ['no select-all row on a single-select', context({ selectAll: true }), 'sheni', ['Maaser Sheni']],
  ])('%s', (_, ctx, query, expected) => {
    expect(labels(ctx, query)).toEqual(expected);
  });

  it.each<[string, SelectContext, boolean]>([
    ['multi, nothing chosen', multi, false],
    ['multi, some chosen', context({ multiple: true, selected: ['peah'] }), false],
    [
      'multi, every enabled option chosen (disabled ones left)',
      context({ multiple: true, selected: ['berakhot', 'peah', 'kilayim', 'maasrot', 'maaser-sheni'] }),
      true,
    ],
    ['multi, every option chosen', context({ multiple: true, selected: options.map((o) => o.value) }), true],
    ['multi, no options at all', context({ multiple: true, options: [] }), false],
    ['single with a value', context({ selected: ['peah'] }), false],
  ])('isAllSelected: %s → %s', (_, ctx, expected) => {
    expect(isAllSelected(ctx)).toBe(expected);
  });

  it('remainingOptions keeps option order', () => {
    expect(
      remainingOptions(context({ multiple: true, selected: ['kilayim', 'berakhot'] })).map((o) => o.value),
    ).toEqual(['peah', 'demai', 'maasrot', 'maaser-sheni', 'orlah']);
  });
});

describe('value changes', () => {
  it.each<[string, SelectContext, string, readonly string[]]>([
    ['single: pick sets the value', single, 'peah', ['peah']],
    ['single: pick replaces the value', context({ selected: ['peah'] }), 'kilayim', ['kilayim']],
    ['single: picking the chosen option keeps it', context({ selected: ['peah'] }), 'peah', ['peah']],
    [
      'multi: pick adds at the end',
      context({ multiple: true, selected: ['peah'] }),
      'berakhot',
      ['peah', 'berakhot'],
    ],
    [
      'multi: pick toggles a chosen option out',
      context({ multiple: true, selected: ['peah', 'berakhot'] }),
      'peah',
      ['berakhot'],
    ],
    ['disabled option: no change', context({ selected: ['peah'] }), 'demai', ['peah']],
    ['unknown value: no change', context({ selected: ['peah'] }), 'nope', ['peah']],
  ])('%s', (_, ctx, value, expected) => {
    expect(pickValue(ctx, value)).toEqual(expected);
  });

  it.each<[string, SelectContext, string, readonly string[]]>([
    [
      'select all adds every enabled remaining option',
      context({ multiple: true, selected: ['kilayim'] }),
      '',
      ['kilayim', 'berakhot', 'peah', 'maasrot', 'maaser-sheni'],
    ],
    [
      'select all with a query adds only the matches',
      context({ multiple: true, selected: ['peah'] }),
      'ma',
      ['peah', 'maasrot', 'maaser-sheni'],
    ],
    [
      'select all when all are chosen changes nothing',
      context({ multiple: true, selected: ['berakhot', 'peah', 'kilayim', 'maasrot', 'maaser-sheni'] }),
      '',
      ['berakhot', 'peah', 'kilayim', 'maasrot', 'maaser-sheni'],
    ],
  ])('%s', (_, ctx, query, expected) => {
    expect(selectAllValues(ctx, query)).toEqual(expected);
  });

  it.each<[readonly string[], string, readonly string[]]>([
    [['peah', 'kilayim'], 'peah', ['kilayim']],
    [['peah'], 'nope', ['peah']],
    [[], 'peah', []],
  ])('removeValue(%j, %s) → %j (chip removal)', (selected, value, expected) => {
    expect(removeValue(context({ multiple: true, selected }), value)).toEqual(expected);
  });

  it.each<[string | null | undefined | readonly string[], readonly string[]]>([
    [null, []],
    [undefined, []],
    ['peah', ['peah']],
    [
      ['peah', 'kilayim'],
      ['peah', 'kilayim'],
    ],
  ])('toValueList(%j) → %j', (value, expected) => {
    expect(toValueList(value)).toEqual(expected);
  });

  it('chips follow the order of choice and drop unknown values', () => {
    const chips = selectedOptions(context({ multiple: true, selected: ['maasrot', 'gone', 'berakhot'] }));
    expect(chips.map((option) => option.label)).toEqual(['Maasrot', 'Berakhot']);
  });
});

describe('one open select at a time', () => {
  it('opening one closes the others', () => {
    const registry = createOpenRegistry();
    const closeA = vi.fn();
    const closeB = vi.fn();
    registry.opened('a', closeA);
    registry.opened('b', closeB);
    expect(closeA).toHaveBeenCalledTimes(1);
    expect(closeB).not.toHaveBeenCalled();
    expect(registry.openIds()).toEqual(['b']);
  });

  it('re-announcing the same select does not close it', () => {
    const registry = createOpenRegistry();
    const closeA = vi.fn();
    registry.opened('a', closeA);
    registry.opened('a', closeA);
    expect(closeA).not.toHaveBeenCalled();
  });

  it('a closed select is forgotten and not closed again', () => {
    const registry = createOpenRegistry();
    const closeA = vi.fn();
    registry.opened('a', closeA);
    registry.closed('a');
    registry.opened('b', vi.fn());
    expect(closeA).not.toHaveBeenCalled();
    expect(registry.openIds()).toEqual(['b']);
  });
});

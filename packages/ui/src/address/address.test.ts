import type { Address, IntlCandidate, IntlSuggestion, UsSuggestion } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import {
  type AddressEvent,
  type AddressState,
  type AutocompleteState,
  addressReducer,
  emptyAddress,
  initialAutocompleteState,
} from './address';
import { countryOptions, defaultRequired, visibleFields } from './countries';
import {
  type AddressSuggestion,
  followUpFor,
  lookupFor,
  selectedParam,
  usSuggestionText,
  zipWithoutExtension,
} from './lookups';

const simple: UsSuggestion = {
  street_line: '1600 Pennsylvania Ave NW',
  secondary: '',
  city: 'Washington',
  state: 'DC',
  zipcode: '20500',
  entries: 0,
};
const building: UsSuggestion = {
  street_line: '1042 W Center St',
  secondary: 'Apt',
  city: 'Orem',
  state: 'UT',
  zipcode: '84057',
  entries: 12,
};
const unit: UsSuggestion = { ...building, secondary: 'Apt 101', entries: 1 };
const intlSimple: IntlSuggestion = { address_id: 'il-1', address_text: 'Herzl 10 Tel Aviv-Yafo', entries: 1 };
const intlGroup: IntlSuggestion = { address_id: 'il-2', address_text: 'Jaffa Rd 97 Jerusalem', entries: 4 };
const candidate: IntlCandidate = {
  street: 'Jaffa Rd 97',
  locality: 'Jerusalem',
  postal_code: '9434101',
  administrative_area: 'Jerusalem District',
};

const us = (item: UsSuggestion): AddressSuggestion => ({ kind: 'us', suggestion: item });
const intl = (item: IntlSuggestion): AddressSuggestion => ({ kind: 'intl', suggestion: item });

function stateWith(address: Partial<Address> = {}, ui: Partial<AutocompleteState> = {}): AddressState {
  return { address: { ...emptyAddress(), ...address }, ui: { ...initialAutocompleteState, ...ui } };
}
const run = (state: AddressState, ...events: AddressEvent[]): AddressState =>
  events.reduce(addressReducer, state);
/** A focused field whose look-up #1 answered with these suggestions. */
function listed(suggestions: AddressSuggestion[], address: Partial<Address> = {}): AddressState {
  const typed = run(stateWith(address), { type: 'focused' }, { type: 'streetTyped', text: 'x' });
  return run(typed, { type: 'suggestionsReceived', id: typed.ui.pending!.id, suggestions });
}

describe('fields by country', () => {
  it.each([
    ['US', ['country', 'zip', 'street', 'street2']],
    ['IL', ['country', 'city', 'street', 'street2', 'state']],
    ['GB', ['country', 'city', 'street', 'street2', 'state']],
    ['', ['country', 'street', 'street2']],
  ])('%s shows %j', (country, fields) => {
    expect(visibleFields(country)).toEqual(fields);
  });

  it.each([
    ['US', { country: true, street: true, zip: true }],
    ['IL', { country: true, street: true, city: true }],
  ])('%s requires %j by default (postal code US only, city elsewhere)', (country, required) => {
    expect(defaultRequired(country)).toEqual(required);
  });

  it('lists the US first, then countries by name', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ value: 'US', label: 'United States' });
    expect(options.find((option) => option.value === 'IL')?.label).toBe('Israel');
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });
});

describe('query helpers', () => {
  it.each([
    ['84057', '84057'],
    ['84057-1234', '84057'],
    [' 20500 ', '20500'],
    ['', ''],
  ])('zip %j filters by %j', (zip, filter) => {
    expect(zipWithoutExtension(zip)).toBe(filter);
  });

  it.each([
    [simple, '1600 Pennsylvania Ave NW Washington DC 20500'],
    [building, '1042 W Center St Apt (12) Orem UT 84057'],
    [unit, '1042 W Center St Apt 101 Orem UT 84057'],
  ])('Smarty text of %j is %j', (suggestion, text) => {
    expect(usSuggestionText(suggestion)).toBe(text);
  });

  it.each([
    ['1042 W Center St Apt (12) Orem UT 84057', '1042 W Center St Apt (12) Orem UT 84057'],
    ['1042 W Center', undefined],
    ['', undefined],
  ])('selected for %j is %j', (text, selected) => {
    expect(selectedParam(text)).toBe(selected);
  });

  it.each<[string, Partial<Address>, ReturnType<typeof lookupFor>]>([
    ['US without zip', { street: '1600 Penn' }, { kind: 'us', query: { search: '1600 Penn' } }],
    [
      'US inside the zip without extension',
      { street: '1600 Penn', zip: '20500-0003' },
      { kind: 'us', query: { search: '1600 Penn', include_only_zip_codes: '20500' } },
    ],
    [
      'US text with "(" sends selected',
      { street: '1042 W Center St Apt (12) Orem UT 84057', zip: '84057' },
      {
        kind: 'us',
        query: {
          search: '1042 W Center St Apt (12) Orem UT 84057',
          include_only_zip_codes: '84057',
          selected: '1042 W Center St Apt (12) Orem UT 84057',
        },
      },
    ],
    [
      'non-US inside the city',
      { country: 'IL', street: 'Herzl', city: 'Tel Aviv' },
      { kind: 'intl', query: { search: 'Herzl', include_only_locality: 'Tel Aviv', country: 'IL' } },
    ],
    [
      'non-US without city',
      { country: 'FR', street: 'Rue' },
      { kind: 'intl', query: { search: 'Rue', country: 'FR' } },
    ],
    ['blank street asks nothing', { street: '  ' }, null],
    ['no country asks nothing', { country: '', street: 'Main' }, null],
  ])('%s', (_, address, lookup) => {
    expect(lookupFor({ ...emptyAddress(), ...address })).toEqual(lookup);
  });

  it.each<[string, AddressSuggestion, Partial<Address>, ReturnType<typeof followUpFor>]>([
    [
      'US units: selected in Smarty format, inside the zip',
      us(building),
      { zip: '84057-0001' },
      {
        kind: 'us',
        query: {
          search: '1042 W Center St',
          include_only_zip_codes: '84057',
          selected: '1042 W Center St Apt (12) Orem UT 84057',
        },
      },
    ],
    [
      'international: detail by address_id',
      intl(intlGroup),
      { country: 'IL' },
      { kind: 'intlDetail', query: { address_id: 'il-2', country: 'IL' } },
    ],
  ])('follow-up, %s', (_, item, address, lookup) => {
    expect(followUpFor(item, { ...emptyAddress(), ...address })).toEqual(lookup);
  });
});

describe('typing and the list', () => {
  it('typing updates the street, closes the list and asks for suggestions after the debounce', () => {
    const open = listed([us(simple)]);
    expect(open.ui.open).toBe(true);
    const typed = run(open, { type: 'streetTyped', text: '1600 P' });
    expect(typed.address.street).toBe('1600 P');
    expect(typed.ui.open).toBe(false);
    expect(typed.ui.pending).toMatchObject({
      lookup: { kind: 'us', query: { search: '1600 P' } },
      debounce: true,
      purpose: 'addresses',
    });
    expect(typed.ui.pending!.id).toBeGreaterThan(open.ui.lastLookupId);
  });

  it('clearing the street asks nothing', () => {
    const typed = run(stateWith({ street: 'a' }), { type: 'streetTyped', text: '' });
    expect(typed.ui.pending).toBeNull();
  });

  it.each<[string, AddressEvent[], boolean]>([
    ['suggestions arrive while focused', [{ type: 'focused' }], true],
    ['suggestions arrive after the field was left', [{ type: 'focused' }, { type: 'blurred' }], false],
  ])('list opens when %s: %s', (_, before, open) => {
    const typed = run(stateWith(), { type: 'focused' }, { type: 'streetTyped', text: '1600' }, ...before);
    const answered = run(typed, {
      type: 'suggestionsReceived',
      id: typed.ui.pending!.id,
      suggestions: [us(simple)],
    });
    expect(answered.ui.open).toBe(open);
    expect(answered.ui.suggestions).toHaveLength(1);
    expect(answered.ui.pending).toBeNull();
  });

  it('an empty answer keeps the list closed', () => {
    expect(listed([]).ui.open).toBe(false);
  });

  it.each<[string, AddressEvent, boolean]>([
    ['focus reopens it', { type: 'focused' }, true],
    ['Escape closes it', { type: 'closed' }, false],
    ['leaving the field closes it', { type: 'blurred' }, false],
    ['ArrowDown opens it', { type: 'activeMoved', by: 1 }, true],
  ])('with suggestions, %s', (_, event, open) => {
    const closed = run(listed([us(simple)]), { type: 'closed' });
    const start = event.type === 'closed' || event.type === 'blurred' ? listed([us(simple)]) : closed;
    expect(run(start, event).ui.open).toBe(open);
  });

  it('focus without suggestions keeps it closed', () => {
    expect(run(stateWith(), { type: 'focused' }).ui.open).toBe(false);
  });

  it.each<[string, AddressEvent[], number]>([
    ['ArrowDown highlights the first', [{ type: 'activeMoved', by: 1 }], 0],
    ['ArrowUp highlights the last', [{ type: 'activeMoved', by: -1 }], 2],
    ['ArrowDown wraps', Array.from({ length: 4 }, () => ({ type: 'activeMoved', by: 1 }) as const), 0],
    [
      'ArrowUp wraps',
      [
        { type: 'activeMoved', by: 1 },
        { type: 'activeMoved', by: -1 },
      ],
      2,
    ],
  ])('%s', (_, events, index) => {
    expect(run(listed([us(simple), us(building), us(unit)]), ...events).ui.activeIndex).toBe(index);
  });

  it('ignores stale answers: only the latest look-up fills the list', () => {
    const first = run(stateWith(), { type: 'focused' }, { type: 'streetTyped', text: '16' });
    const second = run(first, { type: 'streetTyped', text: '1600' });
    const late = run(second, {
      type: 'suggestionsReceived',
      id: first.ui.pending!.id,
      suggestions: [us(building)],
    });
    expect(late).toBe(second);
    const current = run(late, {
      type: 'suggestionsReceived',
      id: second.ui.pending!.id,
      suggestions: [us(simple)],
    });
    expect(current.ui.suggestions).toEqual([us(simple)]);
  });

  it.each<AddressEvent['type']>(['lookupFailed', 'lookupStarted'])('ignores a stale %s', (type) => {
    const first = run(stateWith(), { type: 'streetTyped', text: '16' });
    const second = run(first, { type: 'streetTyped', text: '1600' });
    const event = { type, id: first.ui.pending!.id } as AddressEvent;
    expect(run(second, event)).toBe(second);
  });

  it('a failed look-up closes the list and leaves the typed text alone', () => {
    const typed = run(listed([us(simple)]), { type: 'streetTyped', text: '1600 Penn' });
    const failed = run(typed, { type: 'lookupFailed', id: typed.ui.pending!.id });
    expect(failed.address.street).toBe('1600 Penn');
    expect(failed.ui).toMatchObject({ open: false, suggestions: [], pending: null });
  });

  it('lookupStarted marks the look-up in flight', () => {
    const typed = run(stateWith(), { type: 'streetTyped', text: '16' });
    expect(run(typed, { type: 'lookupStarted', id: typed.ui.pending!.id }).ui.pending?.inFlight).toBe(true);
  });
});

describe('choosing', () => {
  it('a simple US suggestion fills every field, closes the list and verifies the address', () => {
    const chosen = run(listed([us(simple)], { zip: '205' }), { type: 'suggestionChosen', index: 0 });
    expect(chosen.address).toEqual({
      ...emptyAddress(),
      street: '1600 Pennsylvania Ave NW',
      city: 'Washington',
      state: 'DC',
      zip: '20500',
      isVerified: true,
    });
    expect(chosen.ui).toMatchObject({ open: false, pending: null });
  });

  it('a US suggestion with entries > 1 shows its text and looks its units up at once', () => {
    const chosen = run(listed([us(building)], { zip: '84057' }), { type: 'suggestionChosen', index: 0 });
    expect(chosen.address).toMatchObject({
      street: '1042 W Center St Apt (12) Orem UT 84057',
      isVerified: false,
    });
    expect(chosen.ui.open).toBe(false);
    expect(chosen.ui.pending).toMatchObject({
      purpose: 'units',
      debounce: false,
      lookup: { kind: 'us', query: { selected: '1042 W Center St Apt (12) Orem UT 84057' } },
    });
    const units = run(chosen, {
      type: 'suggestionsReceived',
      id: chosen.ui.pending!.id,
      suggestions: [us(unit), us({ ...unit, secondary: 'Apt 102' })],
    });
    expect(units.ui).toMatchObject({ open: true, list: 'units' });
    const final = run(units, { type: 'suggestionChosen', index: 1 });
    expect(final.address).toMatchObject({
      street: '1042 W Center St',
      street2: 'Apt 102',
      city: 'Orem',
      state: 'UT',
      zip: '84057',
      isVerified: true,
    });
    expect(final.ui).toMatchObject({ open: false, list: 'addresses' });
  });

  it('a simple international suggestion fills the text and verifies the address', () => {
    const chosen = run(listed([intl(intlSimple)], { country: 'IL' }), { type: 'suggestionChosen', index: 0 });
    expect(chosen.address).toMatchObject({ street: 'Herzl 10 Tel Aviv-Yafo', isVerified: true });
    expect(chosen.ui.pending).toBeNull();
  });

  it('an international suggestion with entries > 1 takes the first candidate of the detail look-up', () => {
    const chosen = run(listed([intl(intlGroup)], { country: 'IL', city: 'Jerus' }), {
      type: 'suggestionChosen',
      index: 0,
    });
    expect(chosen.address).toMatchObject({ street: 'Jaffa Rd 97 Jerusalem', isVerified: false });
    expect(chosen.ui.pending).toMatchObject({
      debounce: false,
      lookup: { kind: 'intlDetail', query: { address_id: 'il-2', country: 'IL' } },
    });
    const final = run(chosen, { type: 'candidateReceived', id: chosen.ui.pending!.id, candidate });
    expect(final.address).toEqual({
      ...emptyAddress('IL'),
      street: 'Jaffa Rd 97',
      city: 'Jerusalem',
      zip: '9434101',
      state: 'Jerusalem District',
      isVerified: true,
    });
  });

  it('an empty detail answer leaves the chosen text unverified', () => {
    const chosen = run(listed([intl(intlGroup)], { country: 'IL' }), { type: 'suggestionChosen', index: 0 });
    const none = run(chosen, { type: 'candidateReceived', id: chosen.ui.pending!.id, candidate: undefined });
    expect(none.address).toMatchObject({ street: 'Jaffa Rd 97 Jerusalem', isVerified: false });
  });

  it('choosing outside the list changes nothing', () => {
    const state = listed([us(simple)]);
    expect(run(state, { type: 'suggestionChosen', index: 3 })).toBe(state);
  });
});

describe('edits after a verified choice', () => {
  const verified = run(listed([us(simple)]), { type: 'suggestionChosen', index: 0 });

  it.each<[string, AddressEvent, Partial<Address>]>([
    ['typing in the street', { type: 'streetTyped', text: '1601' }, { street: '1601' }],
    [
      'editing the street as plain text',
      { type: 'fieldEdited', field: 'street', value: 'x' },
      { street: 'x' },
    ],
    ['editing street2', { type: 'fieldEdited', field: 'street2', value: 'Apt 1' }, { street2: 'Apt 1' }],
    ['editing the zip', { type: 'fieldEdited', field: 'zip', value: '20501' }, { zip: '20501' }],
    ['editing the city', { type: 'fieldEdited', field: 'city', value: 'DC' }, { city: 'DC' }],
    ['editing the state', { type: 'fieldEdited', field: 'state', value: 'VA' }, { state: 'VA' }],
    ['changing the country', { type: 'countryChanged', country: 'CA' }, { country: 'CA' }],
  ])('%s updates the address and clears isVerified', (_, event, change) => {
    expect(verified.address.isVerified).toBe(true);
    expect(run(verified, event).address).toEqual({ ...verified.address, ...change, isVerified: false });
  });

  it.each<[string, AddressEvent]>([
    ['zip', { type: 'fieldEdited', field: 'zip', value: '1' }],
    ['city', { type: 'fieldEdited', field: 'city', value: 'a' }],
    ['country', { type: 'countryChanged', country: 'IL' }],
  ])('a %s change drops the list and any look-up, since it filtered them', (_, event) => {
    const typed = run(listed([us(simple)]), { type: 'streetTyped', text: '16' });
    expect(run(typed, event).ui).toMatchObject({ open: false, suggestions: [], pending: null });
  });

  it('choosing the same country again changes nothing', () => {
    expect(run(verified, { type: 'countryChanged', country: 'US' })).toBe(verified);
  });
});

describe('an answer with nothing in it (issue 18: offline, or nothing matches)', () => {
  it('says so, and claims nothing after a failure', () => {
    expect(listed([]).ui.noSuggestions).toBe(true);
    expect(listed([us(simple)]).ui.noSuggestions).toBe(false);
    const typed = run(stateWith(), { type: 'streetTyped', text: '1600' });
    expect(run(typed, { type: 'lookupFailed', id: typed.ui.pending!.id }).ui.noSuggestions).toBe(false);
  });

  it('stays while the next look-up waits (no flicker per key), goes with the street or a filter', () => {
    const none = listed([]);
    expect(run(none, { type: 'streetTyped', text: 'xy' }).ui.noSuggestions).toBe(true);
    expect(run(none, { type: 'streetTyped', text: '' }).ui.noSuggestions).toBe(false);
    expect(run(none, { type: 'fieldEdited', field: 'zip', value: '0870' }).ui.noSuggestions).toBe(false);
    expect(run(none, { type: 'countryChanged', country: 'IL' }).ui.noSuggestions).toBe(false);
  });
});

describe('zip → city and state (US)', () => {
  const place = { zip: '08701', city: 'Lakewood', state: 'NJ' };
  const zipTyped = (zip: string, address: Partial<Address> = {}) =>
    run(stateWith(address), { type: 'fieldEdited', field: 'zip', value: zip });

  it.each([
    ['08701', true],
    ['08701-1234', true],
    ['0870', false],
    ['08701-12', false],
    ['abcde', false],
  ])('a US zip %s asks: %s', (zip, asks) => {
    expect(zipTyped(zip).ui.zipLookup !== null).toBe(asks);
  });

  it('never outside the US', () => {
    expect(zipTyped('08701', { country: 'IL' }).ui.zipLookup).toBeNull();
  });

  it('the answer fills city and state, unverified; an unknown zip empties them', () => {
    const typed = zipTyped('08701', { city: 'Old', state: 'XX' });
    const id = typed.ui.zipLookup!.id;
    const filled = run(typed, { type: 'zipPlaceReceived', id, place });
    expect(filled.address).toMatchObject({ zip: '08701', city: 'Lakewood', state: 'NJ', isVerified: false });
    expect(filled.ui.zipLookup).toBeNull();
    const unknown = run(typed, { type: 'zipPlaceReceived', id, place: undefined });
    expect(unknown.address).toMatchObject({ city: '', state: '' });
  });

  it('ignores a stale answer, and one after a suggestion was chosen', () => {
    const first = zipTyped('08701');
    const second = run(first, { type: 'fieldEdited', field: 'zip', value: '10001' });
    const stale = { type: 'zipPlaceReceived', id: first.ui.zipLookup!.id, place } as const;
    expect(run(second, stale)).toBe(second);
    const typed = run(second, { type: 'focused' }, { type: 'streetTyped', text: '1600' });
    const listedThere = run(typed, {
      type: 'suggestionsReceived',
      id: typed.ui.pending!.id,
      suggestions: [us(simple)],
    });
    const chosen = run(listedThere, { type: 'suggestionChosen', index: 0 });
    const late = { type: 'zipPlaceReceived', id: second.ui.zipLookup!.id, place } as const;
    expect(run(chosen, late)).toBe(chosen);
    expect(chosen.address).toMatchObject({ city: 'Washington', isVerified: true });
  });

  it('a failed zip look-up leaves city and state alone', () => {
    const typed = zipTyped('08701', { city: 'Lakewood' });
    const failed = run(typed, { type: 'zipLookupFailed', id: typed.ui.zipLookup!.id });
    expect(failed.address.city).toBe('Lakewood');
    expect(failed.ui.zipLookup).toBeNull();
  });
});

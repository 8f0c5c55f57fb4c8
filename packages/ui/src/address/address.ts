/**
 * Address form state: a pure reducer over the controlled address plus the autocomplete list, and
 * the pure helpers it needs (which fields a country shows, Smarty's `selected` format, the look-up
 * for the current state). No React, no timers, no I/O — `useAddressAutocomplete` runs the look-ups
 * this state asks for and feeds the answers back as events.
 */
import {
  type Address,
  type AddressField,
  type IntlCandidate,
  type IntlSuggestion,
  isUsZip,
  requiredAddressFields,
  US_COUNTRY,
  type UsSuggestion,
  type UsZipPlace,
  usesPostalCode,
} from '@siyum/domain';

// The per-country rules (which fields, which are required, the blank address) are the domain's.
export { type AddressErrors, type AddressField, emptyAddress } from '@siyum/domain';
export const US = US_COUNTRY;

/** The look-ups a form needs; the app proxies Smarty, stories and tests inject fakes. */
export interface UsAutocompleteQuery {
  search: string;
  include_only_zip_codes?: string;
  selected?: string;
}
export interface IntlAutocompleteQuery {
  search: string;
  include_only_locality?: string;
  country: string;
}
export interface IntlDetailQuery {
  address_id: string;
  country: string;
}
export interface AddressLookupService {
  usAutocomplete(query: UsAutocompleteQuery): Promise<UsSuggestion[]>;
  intlAutocomplete(query: IntlAutocompleteQuery): Promise<IntlSuggestion[]>;
  intlDetail(query: IntlDetailQuery): Promise<IntlCandidate[]>;
  /**
   * City and state of a complete US zip (undefined when unknown), to fill the fields the US layout
   * hides. Optional: without it a US address keeps only what the person typed or chose.
   */
  usZip?(zip: string): Promise<UsZipPlace | undefined>;
}

/**
 * Fields shown for a country, in display order (spec §4, §9): the US asks for the postal code and
 * suggests streets inside it; elsewhere the form asks for the city (and region) and suggests inside
 * it. With no country chosen yet only the street lines show.
 */
export function visibleFields(country: string): AddressField[] {
  if (usesPostalCode(country)) return ['country', 'zip', 'street', 'street2'];
  if (country === '') return ['country', 'street', 'street2'];
  return ['country', 'city', 'street', 'street2', 'state'];
}

/** Which fields are required by default: the registration rules of spec §5. */
export function defaultRequired(country: string): Partial<Record<AddressField, boolean>> {
  return Object.fromEntries(requiredAddressFields(country).map((field) => [field, true]));
}

/** The zip filter Smarty takes: the five-digit zip without its +4 extension. */
export function zipWithoutExtension(zip: string): string {
  return zip.trim().split('-')[0]!.trim();
}

/** A US suggestion in Smarty's format: `street_line secondary (entries) city state zipcode`. */
export function usSuggestionText(suggestion: UsSuggestion): string {
  const entries = suggestion.entries > 1 ? `(${suggestion.entries})` : '';
  return [
    suggestion.street_line,
    suggestion.secondary,
    entries,
    suggestion.city,
    suggestion.state,
    suggestion.zipcode,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** Smarty's `selected` parameter: the text of a multi-unit suggestion, recognised by its "(". */
export function selectedParam(text: string): string | undefined {
  return text.includes('(') ? text : undefined;
}

/** One row of the list: a street suggestion, or a unit of a multi-unit US address. */
export type AddressSuggestion =
  | { kind: 'us'; suggestion: UsSuggestion }
  | { kind: 'intl'; suggestion: IntlSuggestion };

export function suggestionText(item: AddressSuggestion): string {
  return item.kind === 'us' ? usSuggestionText(item.suggestion) : item.suggestion.address_text;
}

export const suggestionEntries = (item: AddressSuggestion): number => item.suggestion.entries;

/** A look-up the state asks for; `purpose` says which list its answer fills. */
export type AddressLookup =
  | { kind: 'us'; query: UsAutocompleteQuery }
  | { kind: 'intl'; query: IntlAutocompleteQuery }
  | { kind: 'intlDetail'; query: IntlDetailQuery };

export interface PendingLookup {
  /** Answers carrying another id are stale and ignored. */
  id: number;
  lookup: AddressLookup;
  purpose: 'addresses' | 'units';
  /** Typing waits for a pause (spec §9: 400 ms); follow-ups after a choice go at once. */
  debounce: boolean;
  inFlight: boolean;
}

/** The street look-up for the current address, or null when there is nothing to ask. */
export function lookupFor(address: Address): AddressLookup | null {
  const search = address.street.trim();
  if (search === '' || address.country === '') return null;
  if (usesPostalCode(address.country)) {
    const query: UsAutocompleteQuery = { search };
    const zip = zipWithoutExtension(address.zip);
    if (zip !== '') query.include_only_zip_codes = zip;
    const selected = selectedParam(address.street);
    if (selected !== undefined) query.selected = selected;
    return { kind: 'us', query };
  }
  const query: IntlAutocompleteQuery = { search, country: address.country };
  const city = address.city.trim();
  if (city !== '') query.include_only_locality = city;
  return { kind: 'intl', query };
}

/** The follow-up after choosing a suggestion that stands for several entries. */
export function followUpFor(item: AddressSuggestion, address: Address): AddressLookup {
  if (item.kind === 'intl') {
    return {
      kind: 'intlDetail',
      query: { address_id: item.suggestion.address_id, country: address.country },
    };
  }
  const query: UsAutocompleteQuery = { search: item.suggestion.street_line };
  const zip = zipWithoutExtension(address.zip);
  if (zip !== '') query.include_only_zip_codes = zip;
  const selected = selectedParam(usSuggestionText(item.suggestion));
  if (selected !== undefined) query.selected = selected;
  return { kind: 'us', query };
}

/** A zip → city/state look-up the state asks for; answers carrying another id are stale. */
export interface ZipLookup {
  id: number;
  zip: string;
}

export interface AutocompleteState {
  suggestions: AddressSuggestion[];
  /** 'units' once a multi-entry suggestion was chosen and its units listed. */
  list: 'addresses' | 'units';
  open: boolean;
  /** Index of the highlighted option, -1 for none. */
  activeIndex: number;
  focused: boolean;
  pending: PendingLookup | null;
  /** The last street look-up answered and found nothing (not: failed) — the form says so. */
  noSuggestions: boolean;
  zipLookup: ZipLookup | null;
  /** Last look-up id handed out; ids only grow so late answers can be told apart. */
  lastLookupId: number;
}

export interface AddressState {
  address: Address;
  ui: AutocompleteState;
}

export const initialAutocompleteState: AutocompleteState = {
  suggestions: [],
  list: 'addresses',
  open: false,
  activeIndex: -1,
  focused: false,
  pending: null,
  noSuggestions: false,
  zipLookup: null,
  lastLookupId: 0,
};

export type EditableField = 'street' | 'street2' | 'zip' | 'city' | 'state';

export type AddressEvent =
  | { type: 'countryChanged'; country: string }
  /** Typing in the street autocomplete (asks for suggestions). */
  | { type: 'streetTyped'; text: string }
  /** Any other manual edit — also the street when no look-up service is there. */
  | { type: 'fieldEdited'; field: EditableField; value: string }
  | { type: 'lookupStarted'; id: number }
  | { type: 'suggestionsReceived'; id: number; suggestions: AddressSuggestion[] }
  | { type: 'candidateReceived'; id: number; candidate: IntlCandidate | undefined }
  | { type: 'lookupFailed'; id: number }
  | { type: 'zipPlaceReceived'; id: number; place: UsZipPlace | undefined }
  | { type: 'zipLookupFailed'; id: number }
  | { type: 'suggestionChosen'; index: number }
  | { type: 'activeMoved'; by: 1 | -1 }
  | { type: 'focused' }
  | { type: 'blurred' }
  /** Escape, or a dismissal of the popup (outside press). */
  | { type: 'closed' };

const closedList = (ui: AutocompleteState): AutocompleteState => ({ ...ui, open: false, activeIndex: -1 });

function withLookup(
  ui: AutocompleteState,
  lookup: AddressLookup | null,
  purpose: PendingLookup['purpose'],
  debounce: boolean,
): AutocompleteState {
  if (lookup === null) return { ...ui, pending: null };
  const id = ui.lastLookupId + 1;
  return { ...ui, lastLookupId: id, pending: { id, lookup, purpose, debounce, inFlight: false } };
}

/** The zip look-up after a zip edit: US addresses with a complete zip only. */
function withZipLookup(ui: AutocompleteState, address: Address): AutocompleteState {
  if (!usesPostalCode(address.country) || !isUsZip(address.zip)) return { ...ui, zipLookup: null };
  const id = ui.lastLookupId + 1;
  return { ...ui, lastLookupId: id, zipLookup: { id, zip: address.zip.trim() } };
}

/**
 * City and state from the zip, for the fields the US layout hides. An unknown zip clears them: a
 * city left from an earlier zip would be wrong. Never verified — only a chosen suggestion is.
 */
export function addressWithZipPlace(address: Address, place: UsZipPlace | undefined): Address {
  return { ...address, city: place?.city ?? '', state: place?.state ?? '', isVerified: false };
}

/** An answer counts only when it belongs to the look-up still pending. */
const isCurrent = (ui: AutocompleteState, id: number): boolean => ui.pending?.id === id;

/** The address a final choice sets, verified because it came from the provider. */
export function addressFromUsSuggestion(address: Address, suggestion: UsSuggestion): Address {
  return {
    ...address,
    street: suggestion.street_line,
    street2: suggestion.secondary,
    city: suggestion.city,
    state: suggestion.state,
    zip: suggestion.zipcode,
    isVerified: true,
  };
}

export function addressFromIntlCandidate(address: Address, candidate: IntlCandidate): Address {
  return {
    ...address,
    street: candidate.street,
    city: candidate.locality || address.city,
    zip: candidate.postal_code,
    state: candidate.administrative_area,
    isVerified: true,
  };
}

function choose(state: AddressState, item: AddressSuggestion): AddressState {
  const { address, ui } = state;
  const text = suggestionText(item);
  // The suggestion brings its own zip, city and state: a zip look-up still out is moot.
  const closed: AutocompleteState = {
    ...closedList(ui),
    suggestions: [],
    noSuggestions: false,
    zipLookup: null,
  };
  if (suggestionEntries(item) > 1) {
    // Several units behind it: show the choice in the field and look the units up.
    const next = { ...address, street: text, isVerified: false };
    const purpose = item.kind === 'us' ? 'units' : 'addresses';
    return { address: next, ui: withLookup(closed, followUpFor(item, address), purpose, false) };
  }
  const next =
    item.kind === 'us'
      ? addressFromUsSuggestion(address, item.suggestion)
      : { ...address, street: text, isVerified: true };
  return { address: next, ui: { ...closed, list: 'addresses', pending: null } };
}

export function addressReducer(state: AddressState, event: AddressEvent): AddressState {
  const { address, ui } = state;
  switch (event.type) {
    case 'countryChanged': {
      if (event.country === address.country) return state;
      return {
        address: { ...address, country: event.country, isVerified: false },
        ui: {
          ...closedList(ui),
          suggestions: [],
          list: 'addresses',
          pending: null,
          noSuggestions: false,
          zipLookup: null,
        },
      };
    }
    case 'streetTyped': {
      const next = { ...address, street: event.text, isVerified: false };
      const lookup = lookupFor(next);
      // "No suggestions" stays up while the next look-up waits (no flicker on every key) and goes
      // with the street it was about.
      const closed: AutocompleteState = {
        ...closedList(ui),
        list: 'addresses',
        noSuggestions: ui.noSuggestions && lookup !== null,
      };
      return { address: next, ui: withLookup(closed, lookup, 'addresses', true) };
    }
    case 'fieldEdited': {
      const next = { ...address, [event.field]: event.value, isVerified: false };
      // The zip or city filter the suggestions: the old list (or its absence) no longer applies.
      if (event.field === 'zip' || event.field === 'city') {
        const cleared: AutocompleteState = {
          ...closedList(ui),
          suggestions: [],
          list: 'addresses',
          pending: null,
          noSuggestions: false,
        };
        return { address: next, ui: event.field === 'zip' ? withZipLookup(cleared, next) : cleared };
      }
      return { address: next, ui };
    }
    case 'lookupStarted': {
      if (!isCurrent(ui, event.id) || ui.pending === null) return state;
      return { address, ui: { ...ui, pending: { ...ui.pending, inFlight: true } } };
    }
    case 'suggestionsReceived': {
      if (!isCurrent(ui, event.id) || ui.pending === null) return state;
      // The list shows when the suggestions change, if the person is still in the field.
      return {
        address,
        ui: {
          ...ui,
          suggestions: event.suggestions,
          list: ui.pending.purpose,
          open: ui.focused && event.suggestions.length > 0,
          activeIndex: -1,
          pending: null,
          noSuggestions: event.suggestions.length === 0,
        },
      };
    }
    case 'candidateReceived': {
      if (!isCurrent(ui, event.id)) return state;
      const settled: AutocompleteState = {
        ...closedList(ui),
        suggestions: [],
        list: 'addresses',
        pending: null,
      };
      if (event.candidate === undefined) return { address, ui: settled };
      return { address: addressFromIntlCandidate(address, event.candidate), ui: settled };
    }
    case 'lookupFailed': {
      if (!isCurrent(ui, event.id)) return state;
      // Nothing is known about matches: no list, and no claim that there are none.
      return {
        address,
        ui: { ...closedList(ui), suggestions: [], pending: null, noSuggestions: false },
      };
    }
    case 'zipPlaceReceived': {
      if (ui.zipLookup?.id !== event.id) return state;
      return { address: addressWithZipPlace(address, event.place), ui: { ...ui, zipLookup: null } };
    }
    case 'zipLookupFailed': {
      if (ui.zipLookup?.id !== event.id) return state;
      return { address, ui: { ...ui, zipLookup: null } };
    }
    case 'suggestionChosen': {
      const item = ui.suggestions[event.index];
      if (item === undefined) return state;
      return choose(state, item);
    }
    case 'activeMoved': {
      const count = ui.suggestions.length;
      if (count === 0) return state;
      const fromNone = !ui.open || ui.activeIndex === -1;
      const activeIndex = fromNone
        ? event.by === 1
          ? 0
          : count - 1
        : (ui.activeIndex + event.by + count) % count;
      return { address, ui: { ...ui, open: true, activeIndex } };
    }
    case 'focused':
      return { address, ui: { ...ui, focused: true, open: ui.suggestions.length > 0 } };
    case 'blurred':
      return { address, ui: { ...closedList(ui), focused: false } };
    case 'closed':
      return ui.open ? { address, ui: closedList(ui) } : state;
  }
}

/** Country choices: the US first, then every region by its English name. */
export function countryOptions(locale = 'en'): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options = REGION_CODES.split(' ')
    .filter((code) => code !== US)
    .flatMap((code) => {
      const label = names.of(code);
      return label === undefined ? [] : [{ value: code, label }];
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: US, label: names.of(US) ?? US }, ...options];
}

// ISO 3166-1 alpha-2 codes in use.
const REGION_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

/**
 * Address form state: a pure reducer over the controlled address plus the autocomplete list. No
 * React, no timers, no I/O — `useAddressAutocomplete` runs the look-ups this state asks for (built
 * in lookups.ts) and feeds the answers back as events; the country rules are in countries.ts.
 */
import {
  type Address,
  type IntlCandidate,
  isUsZip,
  US_COUNTRY,
  type UsSuggestion,
  type UsZipPlace,
  usesPostalCode,
} from '@siyum/domain';
import {
  type AddressLookup,
  type AddressSuggestion,
  followUpFor,
  lookupFor,
  type PendingLookup,
  suggestionEntries,
  suggestionText,
  type ZipLookup,
} from './lookups';

// The per-country rules (which fields, which are required, the blank address) are the domain's.
export { type AddressErrors, type AddressField, emptyAddress } from '@siyum/domain';
export const US = US_COUNTRY;

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

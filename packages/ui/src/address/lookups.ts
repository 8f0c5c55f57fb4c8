/**
 * The address look-ups (Smarty through the app's API): the service a form is given, the suggestion
 * rows and their text in Smarty's formats, and which look-up the current address asks for.
 */
import type { Address, IntlCandidate, IntlSuggestion, UsSuggestion, UsZipPlace } from '@siyum/domain';
import { usesPostalCode } from '@siyum/domain';

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

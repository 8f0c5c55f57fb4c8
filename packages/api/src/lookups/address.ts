// The zipcodes typings travel with this module, for programs that import it from outside the API.
/// <reference path="./types.d.ts" />
import type { IntlCandidate, IntlSuggestion, UsSuggestion, UsZipPlace } from '@siyum/domain';
import {
  BasicAuthCredentials,
  ClientBuilder,
  LookupInternationalAddressAutocomplete,
  LookupUSAutocompletePro,
  SharedCredentials,
  StaticCredentials,
} from 'smartystreets-javascript-sdk';

export interface UsQuery {
  search: string;
  include_only_zip_codes?: string | undefined;
  selected?: string | undefined;
}
export interface IntlQuery {
  search: string;
  include_only_locality?: string | undefined;
  country: string;
}

/** Where address suggestions come from. Every method may reject; the routes log and answer empty. */
export interface AddressProvider {
  readonly name: string;
  usAutocomplete(query: UsQuery): Promise<UsSuggestion[]>;
  intlAutocomplete(query: IntlQuery): Promise<IntlSuggestion[]>;
  intlDetail(addressId: string, country: string): Promise<IntlCandidate[]>;
}

/**
 * No keys: no suggestions. Every suggestion the form accepts becomes a *verified* address
 * (`isVerified: true`), so offline we invent none — not even a zip-only "suggestion" that would
 * erase the typed street and claim verification (decision 0008). Zip → city/state is offered
 * separately by `zipInfo` for prefilling, unverified.
 */
export const offlineAddressProvider: AddressProvider = {
  name: 'offline',
  usAutocomplete: async () => [],
  intlAutocomplete: async () => [],
  intlDetail: async () => [],
};

// The zip dataset costs ~0.23 s and ~90 MB when loaded: the server loads it at the first zip look-up,
// not at start.
let zipDataset: Promise<typeof import('zipcodes')> | undefined;

/** City and state of a US zip from the open `zipcodes` dataset (for prefilling, never "verified"). */
export async function zipInfo(zip: string): Promise<UsZipPlace | undefined> {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (!five) return undefined;
  zipDataset ??= import('zipcodes');
  const entry = (await zipDataset).lookup(five);
  if (entry?.country !== 'US') return undefined;
  return { zip: entry.zip, city: entry.city, state: entry.state };
}

export type SmartyCredentials =
  | { authId: string; authToken: string; basicAuth?: boolean }
  | { key: string; hostName?: string };

/**
 * Smarty keys from the environment (server only): SMARTY_AUTH_ID + SMARTY_AUTH_TOKEN (secret key
 * pair) or SMARTY_KEY (+ SMARTY_HOSTNAME, an embedded key); none → offline address look-ups.
 */
export function smartyCredentialsFromEnv(env: NodeJS.ProcessEnv): SmartyCredentials | undefined {
  if (env.SMARTY_AUTH_ID && env.SMARTY_AUTH_TOKEN) {
    return { authId: env.SMARTY_AUTH_ID, authToken: env.SMARTY_AUTH_TOKEN };
  }
  if (env.SMARTY_KEY)
    return { key: env.SMARTY_KEY, ...(env.SMARTY_HOSTNAME ? { hostName: env.SMARTY_HOSTNAME } : {}) };
  return undefined;
}

export interface SmartyOptions {
  credentials: SmartyCredentials;
  /** Whole endpoint URLs (tests point them at a local fake). */
  usAutocompleteUrl?: string;
  intlAutocompleteUrl?: string;
  /** Default 2; tests use 0. */
  maxRetries?: number;
  /** Milliseconds per request; default 5000. */
  timeout?: number;
  /** US Autocomplete Pro license; default `us-autocomplete-pro-cloud`. */
  usLicenses?: string[];
  intlLicenses?: string[];
  maxResults?: number;
}

function credentialsOf(credentials: SmartyCredentials) {
  if ('key' in credentials) return new SharedCredentials(credentials.key, credentials.hostName);
  return credentials.basicAuth
    ? new BasicAuthCredentials(credentials.authId, credentials.authToken)
    : new StaticCredentials(credentials.authId, credentials.authToken);
}

/** Smarty through its official SDK (11.1 — 12 needs Node 22). One builder per client. */
export function createSmartyProvider(options: SmartyOptions): AddressProvider {
  const builder = (url: string | undefined, licenses: string[]) => {
    let built = new ClientBuilder(credentialsOf(options.credentials))
      .withMaxRetries(options.maxRetries ?? 2)
      .withMaxTimeout(options.timeout ?? 5000);
    if (licenses.length > 0) built = built.withLicenses(licenses);
    if (url) built = built.withBaseUrl(url);
    return built;
  };
  const usClient = builder(
    options.usAutocompleteUrl,
    options.usLicenses ?? ['us-autocomplete-pro-cloud'],
  ).buildUsAutocompleteProClient();
  const intlClient = builder(
    options.intlAutocompleteUrl,
    options.intlLicenses ?? [],
  ).buildInternationalAddressAutocompleteClient();
  const maxResults = options.maxResults ?? 10;

  return {
    name: 'smarty',
    async usAutocomplete(query) {
      const lookup = new LookupUSAutocompletePro(query.search);
      lookup.maxResults = maxResults;
      if (query.include_only_zip_codes) lookup.includeOnlyZIPCodes = [query.include_only_zip_codes];
      if (query.selected) lookup.selected = query.selected;
      const answer = await usClient.send(lookup);
      return answer.result.map((suggestion) => ({
        street_line: suggestion.streetLine,
        secondary: suggestion.secondary,
        city: suggestion.city,
        state: suggestion.state,
        zipcode: suggestion.zipcode,
        entries: suggestion.entries,
      }));
    },
    async intlAutocomplete(query) {
      const lookup = new LookupInternationalAddressAutocomplete({
        search: query.search,
        country: query.country,
        maxResults,
        ...(query.include_only_locality ? { includeOnlyLocality: query.include_only_locality } : {}),
      });
      const answer = await intlClient.send(lookup);
      return answer.result.map((suggestion) => ({
        address_id: suggestion.addressId,
        // Single addresses come back as parts; groups as text.
        address_text:
          suggestion.addressText ||
          [suggestion.street, suggestion.locality, suggestion.administrativeArea, suggestion.postalCode]
            .filter((part) => part !== '')
            .join(' '),
        entries: suggestion.entries,
      }));
    },
    async intlDetail(addressId, country) {
      const lookup = new LookupInternationalAddressAutocomplete({
        addressId: encodeURIComponent(addressId),
        country,
      });
      const answer = await intlClient.send(lookup);
      return answer.result.map((candidate) => ({
        street: candidate.street,
        locality: candidate.locality,
        postal_code: candidate.postalCode,
        administrative_area: candidate.administrativeArea,
      }));
    },
  };
}

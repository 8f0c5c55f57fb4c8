import { z } from 'zod';

/**
 * Shapes of the third-party look-ups the API proxies (spec §3, §7). The server answers in these
 * shapes whatever provider is configured; the UI widgets take services that return them. The
 * shapes are plain interfaces (the published UI library's types must not drag zod in); each
 * schema is checked against its interface with `satisfies`.
 */

/** Address as the forms hold it; isVerified is true only when chosen from a suggestion. */
export interface Address {
  id?: number | undefined;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  /** Two-letter ISO country code. */
  country: string;
  isVerified: boolean;
}
export const addressSchema = z.object({
  id: z.number().int().optional(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Two-letter ISO country code. */
  country: z.string().length(2),
  isVerified: z.boolean(),
}) satisfies z.ZodType<Address>;

/** US autocomplete suggestion (Smarty US Autocomplete Pro). `entries` counts units behind it. */
export interface UsSuggestion {
  street_line: string;
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  entries: number;
}
export const usSuggestionSchema = z.object({
  street_line: z.string(),
  secondary: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  entries: z.number().int(),
}) satisfies z.ZodType<UsSuggestion>;

/** International autocomplete suggestion (Smarty International Autocomplete). */
export interface IntlSuggestion {
  address_id: string;
  address_text: string;
  entries: number;
}
export const intlSuggestionSchema = z.object({
  address_id: z.string(),
  address_text: z.string(),
  entries: z.number().int(),
}) satisfies z.ZodType<IntlSuggestion>;

/** International candidate detail, looked up by address_id. */
export interface IntlCandidate {
  street: string;
  locality: string;
  postal_code: string;
  administrative_area: string;
}
export const intlCandidateSchema = z.object({
  street: z.string(),
  locality: z.string(),
  postal_code: z.string(),
  administrative_area: z.string(),
}) satisfies z.ZodType<IntlCandidate>;

/**
 * Where the look-ups live (spec §7 "Other calls"): the API mounts its routes at these paths under
 * `LOOKUP_BASE_PATH`, and the app's look-up client calls them there.
 */
export const LOOKUP_BASE_PATH = '/api/lookup';
export const LOOKUP_PATHS = {
  email: '/email',
  phone: '/phone',
  usAddress: '/address/us',
  /** Also the detail of one international suggestion, at `${intlAddress}/{address_id}`. */
  intlAddress: '/address/intl',
  usZip: '/zip/us',
} as const;

/** GET /api/lookup/address/us?search=&include_only_zip_codes=&selected= */
export const usAutocompleteQuerySchema = z.object({
  search: z.string().min(1).max(200),
  include_only_zip_codes: z.string().max(10).optional(),
  selected: z.string().max(300).optional(),
});
export const usAutocompleteResponseSchema = z.object({ suggestions: z.array(usSuggestionSchema) });

/** GET /api/lookup/address/intl?search=&include_only_locality=&country= */
export const intlAutocompleteQuerySchema = z.object({
  search: z.string().min(1).max(200),
  include_only_locality: z.string().max(100).optional(),
  country: z.string().length(2),
});
export const intlAutocompleteResponseSchema = z.object({ candidates: z.array(intlSuggestionSchema) });

/** GET /api/lookup/address/intl/{address_id}?country= */
export const intlDetailResponseSchema = z.object({ candidates: z.array(intlCandidateSchema) });

/** City and state of a US zip (an open dataset): for prefilling only, never a verified address. */
export interface UsZipPlace {
  zip: string;
  city: string;
  state: string;
}
export const usZipPlaceSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
}) satisfies z.ZodType<UsZipPlace>;

/** GET /api/lookup/zip/us?zip= ; `{}` when the zip is unknown, which reads as undefined. */
export const usZipResponseSchema = z.union([
  usZipPlaceSchema,
  z
    .object({})
    .strict()
    .transform(() => undefined),
]);

/** GET /api/lookup/phone?phone= */
export interface PhoneLookupResult {
  valid: boolean;
  nationalFormat?: string | undefined;
  countryCode?: string | undefined;
}
export const phoneLookupResponseSchema = z.object({
  valid: z.boolean(),
  nationalFormat: z.string().optional(),
  countryCode: z.string().optional(),
}) satisfies z.ZodType<PhoneLookupResult>;

/** GET /api/lookup/email?email= ; anything but 'valid' means the address is not allowed. */
export interface EmailCheckResult {
  result: string;
}
export const emailCheckResponseSchema = z.object({
  result: z.string(),
}) satisfies z.ZodType<EmailCheckResult>;

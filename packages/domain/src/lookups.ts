import { z } from 'zod';

/**
 * Shapes of the third-party look-ups the API proxies (spec §3, §7). The server answers in these
 * shapes whatever provider is configured; the UI widgets take services that return them.
 */

/** Address as the forms hold it; isVerified is true only when chosen from a suggestion. */
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
});
export type Address = z.infer<typeof addressSchema>;

/** US autocomplete suggestion (Smarty US Autocomplete Pro). `entries` counts units behind it. */
export const usSuggestionSchema = z.object({
  street_line: z.string(),
  secondary: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  entries: z.number().int(),
});
export type UsSuggestion = z.infer<typeof usSuggestionSchema>;

/** International autocomplete suggestion (Smarty International Autocomplete). */
export const intlSuggestionSchema = z.object({
  address_id: z.string(),
  address_text: z.string(),
  entries: z.number().int(),
});
export type IntlSuggestion = z.infer<typeof intlSuggestionSchema>;

/** International candidate detail, looked up by address_id. */
export const intlCandidateSchema = z.object({
  street: z.string(),
  locality: z.string(),
  postal_code: z.string(),
  administrative_area: z.string(),
});
export type IntlCandidate = z.infer<typeof intlCandidateSchema>;

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

/** GET /api/lookup/phone?phone= */
export const phoneLookupResponseSchema = z.object({
  valid: z.boolean(),
  nationalFormat: z.string().optional(),
  countryCode: z.string().optional(),
});
export type PhoneLookupResult = z.infer<typeof phoneLookupResponseSchema>;

/** GET /api/lookup/email?email= ; anything but 'valid' means the address is not allowed. */
export const emailCheckResponseSchema = z.object({ result: z.string() });
export type EmailCheckResult = z.infer<typeof emailCheckResponseSchema>;

import { tracedFetch } from '../telemetry';
import type { LookupClient } from './client';

export type { LookupClient } from './client';

/**
 * The client, its schemas (zod) with it, loads on the first look-up — when someone types in a form
 * that uses one, whose code has zod already — not with every page. A failed load is forgotten so
 * the next look-up tries again (a deploy may have replaced the chunk).
 */
let client: Promise<LookupClient> | undefined;
function loaded(): Promise<LookupClient> {
  client ??= import('./client').then(
    ({ createLookupClient }) =>
      createLookupClient({ fetch: tracedFetch((input, init) => fetch(input, init)) }),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** The app's look-ups, through the browser's fetch and traced like the API client's calls. */
export const lookups: LookupClient = {
  checkEmail: async (email) => (await loaded()).checkEmail(email),
  lookupPhone: async (e164) => (await loaded()).lookupPhone(e164),
  address: {
    usAutocomplete: async (query) => (await loaded()).address.usAutocomplete(query),
    intlAutocomplete: async (query) => (await loaded()).address.intlAutocomplete(query),
    intlDetail: async (query) => (await loaded()).address.intlDetail(query),
    usZip: async (zip) => (await loaded()).address.usZip?.(zip),
  },
};

/** §5 email check (the auth dialog's `checkEmail`). */
export const checkEmail = lookups.checkEmail;

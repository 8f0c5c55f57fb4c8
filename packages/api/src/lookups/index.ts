import { getConnInfo } from '@hono/node-server/conninfo';
import {
  type IntlCandidate,
  type IntlSuggestion,
  intlAutocompleteQuerySchema,
  type PhoneLookupResult,
  type UsSuggestion,
  usAutocompleteQuerySchema,
} from '@siyum/domain';
import { type Context, Hono } from 'hono';
import {
  type AddressProvider,
  createSmartyProvider,
  offlineAddressProvider,
  type SmartyCredentials,
  type SmartyOptions,
  zipInfo,
} from './address';
import { checkEmailOffline, type EmailProvider, type EmailVerdict } from './email';
import { lookupPhone } from './phone';

export {
  type AddressProvider,
  createSmartyProvider,
  offlineAddressProvider,
  type SmartyCredentials,
  type SmartyOptions,
  zipInfo,
} from './address';
export { checkEmailOffline, type EmailProvider, type EmailVerdict } from './email';
export { lookupPhone } from './phone';

export type LookupKind = 'email' | 'phone' | 'address-us' | 'address-intl' | 'address-intl-detail' | 'zip';

export interface LookupDeps {
  /**
   * One hit for `key` (`lookup:<kind>:<client ip>`); resolves false when over the limit → 429.
   * The app passes its Postgres-backed limiter so the limit holds across replicas.
   */
  limit: (key: string) => Promise<boolean>;
  /** Smarty keys (server side only). Without them the address look-ups answer offline (empty). */
  smarty?: SmartyCredentials;
  /** Smarty tuning: endpoint URLs (tests), retries, timeout, licenses. */
  smartyOptions?: Omit<SmartyOptions, 'credentials'>;
  /** Replaces Smarty/offline entirely (tests, another vendor). */
  addressProvider?: AddressProvider;
  /** An email verification service; errors fall back to the offline check. */
  emailProvider?: EmailProvider;
  log?: (message: string, context?: object) => void;
  /** Client address for the limit; default: the socket's remote address (X-Forwarded-For only if `trustProxy`). */
  clientIp?: (c: Context) => string;
  /** Behind a load balancer that sets X-Forwarded-For. */
  trustProxy?: boolean;
}

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

const ADDRESS_ID = /^[A-Za-z0-9_\-+=.:~]{1,200}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * The look-ups behind the API (keys never reach the browser), mounted at `/api/lookup`:
 * GET /email, /phone, /address/us, /address/intl, /address/intl/:address_id, /zip/us.
 * Bad input → 400 before anything else happens; over the limit → 429; provider failures are
 * logged and answer an empty 200 so the form keeps working.
 */
export function createLookupRoutes(deps: LookupDeps): Hono {
  const log = deps.log ?? ((message: string, context?: object) => console.warn(message, context ?? ''));
  const address: AddressProvider =
    deps.addressProvider ??
    (deps.smarty
      ? createSmartyProvider({ ...deps.smartyOptions, credentials: deps.smarty })
      : offlineAddressProvider);
  const app = new Hono();

  const ipOf = (c: Context): string => {
    if (deps.clientIp) return deps.clientIp(c);
    if (deps.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };

  /** True when the caller may go on; otherwise the 429 was answered. */
  const allowed = async (c: Context, kind: LookupKind): Promise<boolean> => {
    try {
      return await deps.limit(`lookup:${kind}:${ipOf(c)}`);
    } catch (error) {
      // A broken limiter must not take the forms down: log and let the request through.
      log('lookup: rate limiter failed', { kind, error: describe(error) });
      return true;
    }
  };
  const tooMany = (c: Context) => c.json({ error: 'too_many_requests' }, 429);
  const badRequest = (c: Context, message: string) => c.json({ error: 'bad_request', message }, 400);

  app.get('/email', async (c) => {
    const email = c.req.query('email');
    if (email === undefined || email.trim() === '' || email.length > 320) {
      return badRequest(c, 'email is required (at most 320 characters)');
    }
    if (!(await allowed(c, 'email'))) return tooMany(c);
    const normalized = email.trim().toLowerCase();
    let result: EmailVerdict = checkEmailOffline(normalized);
    if (result === 'valid' && deps.emailProvider) {
      try {
        result = (await deps.emailProvider(normalized)) === 'valid' ? 'valid' : 'invalid';
      } catch (error) {
        log('lookup: email provider failed; offline verdict kept', { error: describe(error) });
      }
    }
    return c.json({ result });
  });

  app.get('/phone', async (c) => {
    const phone = c.req.query('phone');
    if (phone === undefined || phone.trim() === '' || phone.length > 64) {
      return badRequest(c, 'phone is required (at most 64 characters)');
    }
    if (!(await allowed(c, 'phone'))) return tooMany(c);
    const result: PhoneLookupResult = lookupPhone(phone);
    return c.json(result);
  });

  app.get('/address/us', async (c) => {
    const parsed = usAutocompleteQuerySchema.safeParse(c.req.query());
    if (!parsed.success)
      return badRequest(c, 'search is required; include_only_zip_codes, selected optional');
    if (!(await allowed(c, 'address-us'))) return tooMany(c);
    let suggestions: UsSuggestion[] = [];
    try {
      suggestions = await address.usAutocomplete(parsed.data);
    } catch (error) {
      log('lookup: US address provider failed', { provider: address.name, error: describe(error) });
    }
    c.header('x-lookup-source', address.name);
    return c.json({ suggestions });
  });

  app.get('/address/intl', async (c) => {
    const parsed = intlAutocompleteQuerySchema.safeParse(c.req.query());
    if (!parsed.success || !COUNTRY.test(parsed.data.country)) {
      return badRequest(c, 'search and a two-letter country are required');
    }
    if (!(await allowed(c, 'address-intl'))) return tooMany(c);
    let candidates: IntlSuggestion[] = [];
    try {
      candidates = await address.intlAutocomplete({
        ...parsed.data,
        country: parsed.data.country.toUpperCase(),
      });
    } catch (error) {
      log('lookup: international address provider failed', {
        provider: address.name,
        error: describe(error),
      });
    }
    c.header('x-lookup-source', address.name);
    return c.json({ candidates });
  });

  app.get('/address/intl/:address_id', async (c) => {
    const addressId = c.req.param('address_id');
    const country = c.req.query('country') ?? '';
    if (!ADDRESS_ID.test(addressId) || !COUNTRY.test(country)) {
      return badRequest(c, 'a valid address_id and a two-letter country are required');
    }
    if (!(await allowed(c, 'address-intl-detail'))) return tooMany(c);
    let candidates: IntlCandidate[] = [];
    try {
      candidates = await address.intlDetail(addressId, country.toUpperCase());
    } catch (error) {
      log('lookup: international address detail failed', { provider: address.name, error: describe(error) });
    }
    c.header('x-lookup-source', address.name);
    return c.json({ candidates });
  });

  /** Zip → city/state from the open `zipcodes` dataset, for prefilling (never a verified address). */
  app.get('/zip/us', async (c) => {
    const zip = c.req.query('zip') ?? '';
    if (!/^\d{5}(?:-\d{4})?$/.test(zip.trim())) return badRequest(c, 'zip must be 5 digits (optionally +4)');
    if (!(await allowed(c, 'zip'))) return tooMany(c);
    const info = zipInfo(zip);
    return info ? c.json(info) : c.json({});
  });

  return app;
}

/** What a provider error says, without credentials (the SDK's errors may carry the request URL). */
function describe(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}`.replace(/auth-token=[^&\s]+/g, 'auth-token=…');
  if (error && typeof error === 'object') {
    const { statusCode, error: inner } = error as { statusCode?: unknown; error?: unknown };
    const innerText = inner instanceof Error ? `${inner.name}: ${inner.message}` : '';
    return `status ${String(statusCode ?? '?')} ${innerText}`.trim();
  }
  return String(error);
}

import {
  type IntlCandidate,
  type IntlSuggestion,
  intlAutocompleteQuerySchema,
  isUsZip,
  LOOKUP_PATHS,
  type UsSuggestion,
  usAutocompleteQuerySchema,
} from '@siyum/domain';
import { type Context, Hono } from 'hono';
import { httpErrorAnswer } from '../http/errors';
import { LIMITS } from '../http/limits';
import { edgeOf } from '../http/requestEdge';
import { failure } from '../infra/errors';
import { consoleLogger, type Logger } from '../infra/log';
import {
  type AddressProvider,
  createSmartyProvider,
  offlineAddressProvider,
  type SmartyCredentials,
  type SmartyOptions,
  zipInfo,
} from './address';
import { checkEmailOffline, type EmailProvider, type EmailVerdict } from './email';
import type { LookupKind } from './kinds';
import { lookupPhone } from './phone';

export interface LookupDeps {
  /**
   * One hit for a key of `LIMITS.lookup` (per kind and client address, as the request's edge
   * resolved the address: http/requestEdge.ts); resolves false when over the limit → 429.
   * The server passes its Postgres-backed limiter so the limit holds across replicas.
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
  /** Default: the server's JSON-lines logger. */
  log?: Logger;
}

const ADDRESS_ID = /^[A-Za-z0-9_\-+=.:~]{1,200}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** A look-up's validated query, or undefined when it is unusable (→ 400 `query:<kind>`). */
type Parse<Q> = (c: Context) => Q | undefined;

function nonBlank(value: string | undefined, maxLength: number): string | undefined {
  return value !== undefined && value.trim() !== '' && value.length <= maxLength ? value : undefined;
}

/**
 * The look-ups behind the API (keys never reach the browser), mounted at `/api/lookup`:
 * GET /email, /phone, /address/us, /address/intl, /address/intl/:address_id, /zip/us.
 * Bad input → 400 before anything else happens; over the limit → 429 (both in the §8 error shape);
 * provider failures are logged and answer an empty 200 so the form keeps working.
 */
export function createLookupRoutes(deps: LookupDeps): Hono {
  const log = deps.log ?? consoleLogger;
  const address: AddressProvider =
    deps.addressProvider ??
    (deps.smarty
      ? createSmartyProvider({ ...deps.smartyOptions, credentials: deps.smarty })
      : offlineAddressProvider);
  const app = new Hono();

  /**
   * Whether the caller may go on: 'limited' over the limit, 'unavailable' when the limiter cannot
   * count (its database is down). Fails closed (issue 17): an uncounted look-up would let anyone
   * spend the paid provider's quota while the database is away; the forms only log a failed look-up.
   */
  const allowed = async (c: Context, kind: LookupKind): Promise<'yes' | 'limited' | 'unavailable'> => {
    try {
      return (await deps.limit(LIMITS.lookup.key(edgeOf(c).clientAddress, kind))) ? 'yes' : 'limited';
    } catch (error) {
      log.error('lookup.rate_limiter_failed', { kind, error: describe(error) });
      return 'unavailable';
    }
  };

  /** One look-up: validate, count against the limit, answer. */
  const lookup = <Q>(
    path: string,
    kind: LookupKind,
    parse: Parse<Q>,
    answer: (query: Q) => Promise<object>,
  ) =>
    app.get(path, async (c) => {
      const query = parse(c);
      if (query === undefined) return httpErrorAnswer(c, failure('BAD_REQUEST', `query:${kind}`));
      const verdict = await allowed(c, kind);
      if (verdict !== 'yes')
        return httpErrorAnswer(
          c,
          failure('TOO_MANY_REQUESTS', verdict === 'limited' ? 'rateLimited' : 'rateLimiterUnavailable'),
        );
      return c.json(await answer(query));
    });

  /** Asks the address provider; a failure is logged and answers `empty`. */
  const fromProvider = async <T>(kind: LookupKind, ask: () => Promise<T>, empty: T): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      log.warn('lookup.provider_failed', { kind, provider: address.name, error: describe(error) });
      return empty;
    }
  };
  app.use('/address/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('x-lookup-source', address.name);
  });

  lookup(
    LOOKUP_PATHS.email,
    'email',
    (c) => nonBlank(c.req.query('email'), 320),
    async (email) => {
      const normalized = email.trim().toLowerCase();
      let result: EmailVerdict = checkEmailOffline(normalized);
      if (result === 'valid' && deps.emailProvider) {
        try {
          result = (await deps.emailProvider(normalized)) === 'valid' ? 'valid' : 'invalid';
        } catch (error) {
          log.warn('lookup.provider_failed', { kind: 'email', provider: 'email', error: describe(error) });
        }
      }
      return { result };
    },
  );

  lookup(
    LOOKUP_PATHS.phone,
    'phone',
    (c) => nonBlank(c.req.query('phone'), 64),
    async (phone) => lookupPhone(phone),
  );

  lookup(
    LOOKUP_PATHS.usAddress,
    'address-us',
    (c) => {
      const parsed = usAutocompleteQuerySchema.safeParse(c.req.query());
      return parsed.success ? parsed.data : undefined;
    },
    async (query) => ({
      suggestions: await fromProvider<UsSuggestion[]>('address-us', () => address.usAutocomplete(query), []),
    }),
  );

  lookup(
    LOOKUP_PATHS.intlAddress,
    'address-intl',
    (c) => {
      const parsed = intlAutocompleteQuerySchema.safeParse(c.req.query());
      if (!parsed.success || !COUNTRY.test(parsed.data.country)) return undefined;
      return { ...parsed.data, country: parsed.data.country.toUpperCase() };
    },
    async (query) => ({
      candidates: await fromProvider<IntlSuggestion[]>(
        'address-intl',
        () => address.intlAutocomplete(query),
        [],
      ),
    }),
  );

  lookup(
    `${LOOKUP_PATHS.intlAddress}/:address_id`,
    'address-intl-detail',
    (c) => {
      const addressId = c.req.param('address_id') ?? '';
      const country = c.req.query('country') ?? '';
      return ADDRESS_ID.test(addressId) && COUNTRY.test(country)
        ? { addressId, country: country.toUpperCase() }
        : undefined;
    },
    async ({ addressId, country }) => ({
      candidates: await fromProvider<IntlCandidate[]>(
        'address-intl-detail',
        () => address.intlDetail(addressId, country),
        [],
      ),
    }),
  );

  /** Zip → city/state from the open `zipcodes` dataset, for prefilling (never a verified address). */
  lookup(
    LOOKUP_PATHS.usZip,
    'zip',
    (c) => {
      const zip = (c.req.query('zip') ?? '').trim();
      return isUsZip(zip) ? zip : undefined;
    },
    async (zip) => (await zipInfo(zip)) ?? {},
  );

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

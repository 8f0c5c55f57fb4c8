import {
  emailCheckResponseSchema,
  intlAutocompleteResponseSchema,
  intlDetailResponseSchema,
  LOOKUP_BASE_PATH,
  LOOKUP_PATHS,
  phoneLookupResponseSchema,
  usAutocompleteResponseSchema,
  usZipResponseSchema,
} from '@siyum/domain';
import type { AddressLookupService } from '@siyum/ui/address';
import type { PhoneLookupService } from '@siyum/ui/phone-field';
import type { ZodType } from 'zod';
import type { Fetch } from '../api/retryingFetch';

/**
 * How long one look-up may take (the API gives its provider 5 s a try). Past it the widget stops
 * waiting: its spinner goes and the field carries on without the answer.
 */
export const LOOKUP_TIMEOUT_MS = 8000;

/** A look-up the API refused or could not answer; the widgets log it and carry on without it. */
export class LookupError extends Error {
  override readonly name = 'LookupError';
  constructor(
    readonly path: string,
    readonly status: number,
    /** The §8 error's `data.reason` (`rateLimited`, `rateLimiterUnavailable`, `query:phone`…). */
    readonly reason: string | undefined,
  ) {
    super(`look-up ${path} answered ${status}${reason ? ` (${reason})` : ''}`);
  }
}

export interface LookupClient {
  /** §5 email check: `{ result }`, anything but 'valid' refuses the address. */
  checkEmail(lowercasedEmail: string): Promise<{ result: string }>;
  /** The phone field's service (spec §4 Phone input). */
  lookupPhone: PhoneLookupService;
  /** The address form's service (spec §4 Address autocomplete), zip → city/state included. */
  address: AddressLookupService;
}

export interface LookupClientOptions {
  /** The browser's fetch by default (tests pass the server's handler). */
  fetch?: Fetch;
  timeoutMs?: number;
}

type Query = Record<string, string | undefined>;

/** The §8 error body's reason, when the answer has one. */
async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const reason = (body as { data?: { reason?: unknown } } | null)?.data?.reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API's look-ups (`/api/lookup/*`, keys stay on the server) as the services the widgets take.
 * Answers are checked against the shared schemas; a refusal (400, 429 over the limit or with the
 * limiter down), a time-out or a malformed answer rejects, and the widgets treat that as "no
 * suggestions" / "local validation only" after logging it.
 */
export function createLookupClient(options: LookupClientOptions = {}): LookupClient {
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;

  async function get<T>(path: string, query: Query, schema: ZodType<T>): Promise<T> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
    const url = `${LOOKUP_BASE_PATH}${path}?${params}`;
    const response = await send(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new LookupError(path, response.status, await reasonOf(response));
    return schema.parse(await response.json());
  }

  return {
    checkEmail: (email) => get(LOOKUP_PATHS.email, { email }, emailCheckResponseSchema),
    lookupPhone: (e164) => get(LOOKUP_PATHS.phone, { phone: e164 }, phoneLookupResponseSchema),
    address: {
      async usAutocomplete(query) {
        return (await get(LOOKUP_PATHS.usAddress, { ...query }, usAutocompleteResponseSchema)).suggestions;
      },
      async intlAutocomplete(query) {
        return (await get(LOOKUP_PATHS.intlAddress, { ...query }, intlAutocompleteResponseSchema)).candidates;
      },
      async intlDetail({ address_id, country }) {
        const path = `${LOOKUP_PATHS.intlAddress}/${encodeURIComponent(address_id)}`;
        return (await get(path, { country }, intlDetailResponseSchema)).candidates;
      },
      usZip: (zip) => get(LOOKUP_PATHS.usZip, { zip }, usZipResponseSchema),
    },
  };
}

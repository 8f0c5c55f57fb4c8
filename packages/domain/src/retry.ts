import { RETRY_BASE_MS, RETRY_CAP_MS, RETRY_JITTER_MS, RETRYABLE_STATUSES } from './constants';

/**
 * The §9 retry policy, the one the identity library (Amplify) applies to its own calls: a failed
 * attempt is tried again when the answer was 429, 500, 502, 503 or 504, when the service said it is
 * throttling or timed out, or when the network failed; at most `RETRY_MAX_ATTEMPTS` attempts.
 */

/** Error names/codes a service uses for throttling (the AWS SDK's list, which Amplify follows). */
const THROTTLING_ERROR_CODES: readonly string[] = [
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TOO_MANY_REQUESTS',
];

/** Time-outs: `TimeoutError` is what `AbortSignal.timeout` aborts a fetch with. */
const TIMEOUT_ERROR_CODES: readonly string[] = ['TimeoutError', 'RequestTimeout', 'RequestTimeoutException'];

/** The request never got an answer (fetch rejects with a TypeError when the network fails). */
const CONNECTION_ERROR_NAMES: readonly string[] = ['NetworkError', 'ERR_NETWORK', 'TypeError'];

/**
 * How long to wait before the next attempt, after `attempt` attempts failed (1 after the first):
 * 2^attempt × 100 ms plus up to 100 ms of jitter, never more than 5 minutes. So 200–300 ms before
 * the second attempt and 400–500 ms before the third. `random` returns a number in [0, 1).
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const delay = 2 ** attempt * RETRY_BASE_MS + RETRY_JITTER_MS * random();
  return Math.min(delay, RETRY_CAP_MS);
}

function isStatusRetryable(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

function stringField(value: object, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function numberField(value: object, key: string): number | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'number' ? field : undefined;
}

/**
 * Whether a failed request is worth another attempt: an HTTP status, or a thrown error (by its
 * `name` or `code`, or an object carrying `status` / `statusCode`). An `AbortError` — the caller
 * cancelled — is never retried.
 */
export function isRetryable(cause: unknown): boolean {
  if (typeof cause === 'number') return isStatusRetryable(cause);
  if (typeof cause !== 'object' || cause === null) return false;
  const status = numberField(cause, 'status') ?? numberField(cause, 'statusCode');
  if (status !== undefined && isStatusRetryable(status)) return true;
  const names = [stringField(cause, 'name'), stringField(cause, 'code')].filter(
    (name): name is string => name !== undefined,
  );
  return names.some(
    (name) =>
      THROTTLING_ERROR_CODES.includes(name) ||
      TIMEOUT_ERROR_CODES.includes(name) ||
      CONNECTION_ERROR_NAMES.includes(name),
  );
}

/**
 * The wait a `Retry-After` header asks for, in ms (delta-seconds or an HTTP date), at most the §9
 * cap; undefined when the header is absent or unreadable.
 */
export function retryAfterMs(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (header == null) return undefined;
  const text = header.trim();
  if (text === '') return undefined;
  let wait: number;
  if (/^\d+$/.test(text)) {
    wait = Number(text) * 1000;
  } else {
    // An HTTP date names its day and month; digits alone that are not whole seconds are no date.
    const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(date)) return undefined;
    wait = Math.max(0, date - now);
  }
  return Math.min(wait, RETRY_CAP_MS);
}

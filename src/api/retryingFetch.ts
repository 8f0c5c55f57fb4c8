import {
  isRetryable,
  RETRY_MAX_ATTEMPTS,
  retryAfterMs,
  retryDelay,
  TRACE_CHILD_SPAN_TIMEOUT_MS,
} from '@siyum/domain';

/** The fetch shape tRPC's links accept, narrowed to what this wrapper uses. */
export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** The fetch each attempt goes through (the browser's, or the tracing one). */
  fetch?: Fetch;
  /** Waits `ms`, rejecting early when `signal` aborts (tests pass a fake clock). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The jitter source, a number in [0, 1). */
  random?: () => number;
  /**
   * How long one attempt may take before it counts as a time-out (and is retried). 15 s, the §9
   * child-span time-out: the span of an API call ends there, so an answer after it would be lost
   * to tracing anyway; it is also the API's own request time-out.
   */
  attemptTimeoutMs?: number;
  /** For the Retry-After date form. */
  now?: () => number;
}

/** The methods that only read: tRPC sends queries by GET and mutations by POST (§7). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase();
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `AbortSignal.any` where the browser has it (2023+), a hand-made equivalent elsewhere. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

/**
 * A fetch for tRPC's `httpBatchLink({ fetch })` that applies the §9 retry policy to queries only.
 *
 * - GET (a query, which changes nothing): up to `RETRY_MAX_ATTEMPTS` attempts, each limited to
 *   `attemptTimeoutMs`; another attempt follows a 429/500/502/503/504 answer, a network failure or
 *   a time-out, after 2^n × 100 ms + jitter — or, for a 429 with `Retry-After`, the wait it asks for
 *   (at most the 5-minute cap). When the attempts run out, the last answer (or error) goes back to
 *   tRPC, which turns it into the error the page shows.
 * - Anything else (POST: a mutation) goes through exactly once, untouched: the server may have
 *   acted on a request whose answer was lost, so repeating it is the user's decision.
 * - A request its caller cancelled is never retried, and a wait in between stops at once.
 */
export function createRetryingFetch(options: RetryOptions = {}): Fetch {
  const wait = options.sleep ?? sleep;
  const random = options.random ?? Math.random;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? TRACE_CHILD_SPAN_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const baseFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async (input, init) => {
    if (!IDEMPOTENT_METHODS.has(methodOf(input, init))) return baseFetch(input, init);
    const callerSignal = init?.signal ?? undefined;
    for (let attempt = 1; ; attempt++) {
      const timeout = timeoutSignal(attemptTimeoutMs);
      const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
      const last = attempt >= RETRY_MAX_ATTEMPTS;
      let delay: number;
      try {
        const response = await baseFetch(input, { ...init, signal });
        if (last || !isRetryable(response.status)) return response;
        const asked =
          response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), now()) : undefined;
        delay = asked ?? retryDelay(attempt, random);
        // Free the connection: this answer is dropped.
        await response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (callerSignal?.aborted || last || !isRetryable(error)) throw error;
        delay = retryDelay(attempt, random);
      }
      await wait(delay, callerSignal);
    }
  };
}

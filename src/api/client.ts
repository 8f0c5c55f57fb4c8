import type { AppRouter } from '@siyum/api';
import { API_MAX_BATCH_SIZE } from '@siyum/domain';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { isSignedIn } from '../auth/sessionState';
import { tracedFetch } from '../telemetry';
import { createRetryingFetch } from './retryingFetch';

/**
 * The typed API client (§7): queries by GET, mutations by POST, batched. Every request of a
 * signed-in user carries the current access token, refreshed first when expired; a visitor's
 * requests load no auth code at all. Queries are retried per §9 (`retryingFetch.ts`); mutations
 * are sent once. With tracing on (`../telemetry`), every attempt carries a `traceparent`.
 */
export const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/api/trpc',
      // The server refuses bigger batches (400 batchTooLarge): split them here instead.
      maxItems: API_MAX_BATCH_SIZE,
      // Each attempt is its own traced request (span + traceparent) once tracing is on.
      fetch: createRetryingFetch({ fetch: tracedFetch((input, init) => fetch(input, init)) }),
      async headers() {
        if (!isSignedIn()) return {};
        const { currentAccessToken } = await import('../auth/amplifyAuthService');
        // A signed-in user's call never goes out without its token: a refresh that failed for the
        // network, or left no token (§4 'no Authorization token found'), fails the call instead.
        const token = await currentAccessToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

/** The RPC error code (§8: UNAUTHORIZED, NOT_FOUND, …) of a failed call, if it is one. */
export function rpcCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { code?: unknown } | undefined;
  return typeof data?.code === 'string' ? data.code : undefined;
}

export { describeApiError } from './errors';

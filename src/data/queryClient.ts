import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state (issue 19): every page's queries, so going back to a page shows
 * what it showed at once and refreshes it behind. Queries are not retried here: the transport
 * already applies §9 to every GET it sends (`api/retryingFetch.ts`, decision 0023) — retrying
 * here too would make 3 attempts 9. Mutations are never retried (their effect may have landed).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      // Fresh for a few seconds: a page opened twice in a row asks once.
      staleTime: 5_000,
    },
    mutations: { retry: false },
  },
});

/** Whose answers the cache holds: undefined until a page with data first renders. */
let cachedFor: number | null | undefined;

/**
 * Another user signed in, or out: what the cache holds was read for someone else (their learnings,
 * a manager's share keys), so every query starts again — the shown ones at once, with the new token.
 * Called once the session knows who is signed in.
 */
export function cacheFor(userId: number | null): void {
  if (cachedFor !== undefined && cachedFor !== userId) void queryClient.resetQueries();
  cachedFor = userId;
}

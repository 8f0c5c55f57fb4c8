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
 * Called once the session knows who is signed in. A visitor who signs in keeps what the page shows
 * while it is read again with their token (their own portions, a manager's share key). Someone
 * signing out, or another user signing in, must not see what was read for the one before (their
 * learnings, share keys): every query starts again from nothing.
 */
export function cacheFor(userId: number | null): void {
  if (cachedFor === null && userId !== null) void queryClient.invalidateQueries();
  else if (cachedFor !== undefined && cachedFor !== userId) void queryClient.resetQueries();
  cachedFor = userId;
}

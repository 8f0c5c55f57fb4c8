import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useSession } from '../auth/session';
import { cacheFor, queryClient } from './queryClient';

/**
 * A route's page with the shared cache around it. The data layer loads with the first route that
 * reads data (not in the entry chunk: the home page's first paint does not wait for it), and every
 * route gets the same client, so the cache outlives a navigation — but not a change of user.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    const session = useSession();
    const userId = session.status === 'loading' ? undefined : (session.user?.id ?? null);
    useEffect(() => {
      if (userId !== undefined) cacheFor(userId);
    }, [userId]);
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}

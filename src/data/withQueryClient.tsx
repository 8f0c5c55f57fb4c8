import { DEFAULT_IMAGE_BASE_URL, imageServiceAt } from '@siyum/domain';
import { ImageServiceProvider } from '@siyum/features';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useSession } from '../auth/session';
import { config } from '../config';
import { cacheFor, queryClient } from './queryClient';

/** Photos come from the configured image service (issue 21): read with the data, so not in the entry chunk. */
const imageService = imageServiceAt(config.imageBaseUrl ?? DEFAULT_IMAGE_BASE_URL);

/**
 * A route's page with the shared cache around it. The data layer loads with the first route that
 * reads data (not in the entry chunk: the home page's first paint does not wait for it), and every
 * route gets the same client, so the cache outlives a navigation — but not a change of user. The
 * siyumim it reads show their photos through the configured image service.
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
        <ImageServiceProvider value={imageService}>
          <Page />
        </ImageServiceProvider>
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}

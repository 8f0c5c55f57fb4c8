import type { AppRouter } from '@siyum/api';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { api } from '../api/client';
import { queryClient } from './queryClient';

/**
 * Query and mutation options for every procedure (`trpc.siyum.byId.queryOptions(input)`), keyed
 * the same way wherever they are used, so a mutation's answer lands where the pages read it.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });

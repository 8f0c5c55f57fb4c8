import type { SiyumArea } from '@siyum/domain';
import { describeApiError, ENGLISH_USER_FACING_SECTIONS, rpcFailure } from '../api/errors';
import { UserFacingError } from '../app/userFacingError';
import { participantsQuery } from './lists';
import { queryClient } from './queryClient';
import { boardQuery, siyumQuery } from './siyum';
import { trpc } from './trpc';

/** §6 refusals (and an unknown siyum) send the user home without a word; anything else is a failure. */
const SILENT_CODES = new Set(['FORBIDDEN', 'UNAUTHORIZED', 'NOT_FOUND']);

/**
 * Whether the signed-in user may open a siyum's §6 page (`siyum.access`, the server decides). The
 * page's siyum read starts beside it, so the page finds it in the cache, or on its way.
 */
export async function readAccess(area: SiyumArea, siyumId: number): Promise<{ allowed: boolean }> {
  void queryClient.prefetchQuery(siyumQuery({ id: siyumId }));
  if (area === 'participants') {
    void queryClient.prefetchQuery(boardQuery({ id: siyumId }));
    void queryClient.prefetchQuery(participantsQuery(siyumId));
  }
  try {
    const access = await queryClient.fetchQuery({
      ...trpc.siyum.access.queryOptions({ id: siyumId }),
      staleTime: 0,
    });
    return { allowed: access[area] };
  } catch (error) {
    const { code } = rpcFailure(error);
    if (code && SILENT_CODES.has(code)) return { allowed: false };
    // Worded when the error page shows it: in the reader's language then.
    throw new UserFacingError(
      (sections) => describeApiError(error, sections).message,
      ENGLISH_USER_FACING_SECTIONS,
    );
  }
}

import { isShareKey, type Portion, parseSiyumId, type Siyum, siyumReadInput } from '@siyum/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ENGLISH_USER_FACING_SECTIONS, rpcFailure } from '../api/errors';
import { UserFacingError } from '../app/userFacingError';
import { carriedAt, takeCarriedSiyum } from '../data/carriedSiyum';
import { boardQuery, siyumQuery } from '../data/siyum';

export type SiyumPageData =
  | { kind: 'notFound' }
  | { kind: 'loading' }
  | {
      kind: 'ready';
      siyum: Siyum;
      /** The board, when asked for; `undefined` while it loads. */
      portions: Portion[] | undefined;
      /** The board could not be read (the siyum could). */
      boardFailed: boolean;
    };

/**
 * A per-siyum page's siyum and (with `board`) its board, from the route's numeric id and, for an
 * unlisted siyum, the share key of its link (`?key=`, decision 0019). Both reads start at once; the
 * siyum's is answered already when the page arrived with it (src/data/carriedSiyum.ts).
 * Not found for a malformed or unknown id (or an unlisted one without its key); a failure to read
 * the siyum throws (the route's error page offers Reload). A later refresh that fails keeps what
 * the page shows.
 */
export function useSiyumPage({ board = false }: { board?: boolean } = {}): SiyumPageData {
  const id = useParams().id ?? '';
  const key = useSearchParams()[0].get('key');
  const valid = parseSiyumId(id) !== null && (key === null || isShareKey(key));
  const input = siyumReadInput({ id: Number(id), shareKey: key ?? undefined });
  const siyum = useQuery({
    ...siyumQuery(input),
    enabled: valid,
    // A /s/{id} page arrives with its siyum (for the first query only): no round trip before it draws.
    initialData: () => (valid ? takeCarriedSiyum(input) : undefined),
    initialDataUpdatedAt: carriedAt,
  });
  const portions = useQuery({ ...boardQuery(input), enabled: valid && board });
  // The page's first draw with its siyum, and the board (up to 4,192 rows), render in transitions
  // React can interrupt, not in the task that received them (issue 19's blocking time); the
  // siyum's head shows without waiting for the board. Data already in the cache shows at once.
  const siyumData = useDeferredValue(siyum.data);
  const boardPortions = useDeferredValue(portions.data);
  if (!valid || (siyum.isError && rpcFailure(siyum.error).code === 'NOT_FOUND')) return { kind: 'notFound' };
  if (siyum.isError && !siyum.data)
    throw new UserFacingError((sections) => sections.siyumPage.loadFailed, ENGLISH_USER_FACING_SECTIONS);
  // Another siyum's data, deferred while this one's loads, is not this page's.
  if (!siyumData || siyumData.id !== Number(id)) return { kind: 'loading' };
  return {
    kind: 'ready',
    // The key the page was opened with, so its share buttons and claims pass the same link on.
    siyum: key && !siyumData.shareKey ? { ...siyumData, shareKey: key } : siyumData,
    portions: boardPortions,
    boardFailed: portions.isError && !portions.data,
  };
}

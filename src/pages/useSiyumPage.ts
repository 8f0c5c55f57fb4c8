import {
  boardPortions,
  type Portion,
  parseSiyumId,
  type Siyum,
  shareKeySchema,
  siyumPageMessages,
  siyumReadInput,
} from '@siyum/domain';
import { useParams, useSearchParams } from 'react-router';
import { callApi, rpcFailure } from '../api/lazy';
import { type Remote, useRemote } from '../app/useRemote';
import { UserFacingError } from '../app/userFacingError';

export type SiyumPageData =
  | { kind: 'notFound' }
  | { kind: 'loading' }
  | {
      kind: 'ready';
      siyum: Siyum;
      portions: Portion[];
      reload(): void;
      replacePortions(portions: Portion[]): void;
    };

/**
 * A per-siyum page's siyum and board from the route's numeric id and, for an unlisted siyum, the
 * share key of its link (`?key=`, decision 0019): not found for a malformed or unknown id (or an
 * unlisted one without its key); other failures throw (the route's error page offers Reload).
 */
export function useSiyumPage(): SiyumPageData {
  const id = useParams().id ?? '';
  const key = useSearchParams()[0].get('key');
  const valid = parseSiyumId(id) !== null && (key === null || shareKeySchema.safeParse(key).success);
  const input = siyumReadInput({ id: Number(id), shareKey: key ?? undefined });
  const siyum = useRemote(`siyum:${id}:${key}`, () =>
    valid ? callApi((api) => api.siyum.byId.query(input)) : Promise.resolve(null),
  );
  const board = useRemote(`board:${id}:${key}`, () =>
    valid ? callApi((api) => api.siyum.portions.query(input)).then(boardPortions) : Promise.resolve([]),
  );
  const failed = (remote: Remote<unknown>) => remote.status === 'error';
  if (!valid || (failed(siyum) && rpcFailure(siyum.error).code === 'NOT_FOUND')) return { kind: 'notFound' };
  if (failed(siyum) || failed(board)) throw new UserFacingError(siyumPageMessages.loadFailed);
  if (siyum.status !== 'ready' || !siyum.data || board.status !== 'ready') return { kind: 'loading' };
  return {
    kind: 'ready',
    // The key the page was opened with, so its share buttons pass the same link on.
    siyum: key && !siyum.data.shareKey ? { ...siyum.data, shareKey: key } : siyum.data,
    portions: board.data,
    reload: () => {
      siyum.reload();
      board.reload();
    },
    replacePortions: board.replace,
  };
}

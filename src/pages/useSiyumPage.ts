import { type Portion, type Siyum, siyumPageMessages } from '@siyum/domain';
import { useParams } from 'react-router';
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
 * A per-siyum page's siyum and board from the route's numeric id: not found for a malformed or
 * unknown id; other failures throw (the route's error page offers Reload).
 */
export function useSiyumPage(): SiyumPageData {
  const id = useParams().id ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const siyum = useRemote(`siyum:${id}`, () =>
    valid ? callApi((api) => api.siyum.byId.query({ id: Number(id) })) : Promise.resolve(null),
  );
  const board = useRemote(`board:${id}`, () =>
    valid ? callApi((api) => api.siyum.portions.query({ id: Number(id) })) : Promise.resolve([]),
  );
  const failed = (remote: Remote<unknown>) => remote.status === 'error';
  if (!valid || (failed(siyum) && rpcFailure(siyum.error).code === 'NOT_FOUND')) return { kind: 'notFound' };
  if (failed(siyum) || failed(board)) throw new UserFacingError(siyumPageMessages.loadFailed);
  if (siyum.status !== 'ready' || !siyum.data || board.status !== 'ready') return { kind: 'loading' };
  return {
    kind: 'ready',
    siyum: siyum.data,
    portions: board.data,
    reload: () => {
      siyum.reload();
      board.reload();
    },
    replacePortions: board.replace,
  };
}

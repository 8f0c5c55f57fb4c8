import {
  applyPortionChange,
  boardPortions,
  type PortionChange,
  type PortionsAnswer,
  type Siyum,
  type SiyumReadInput,
} from '@siyum/domain';
import { queryClient } from './queryClient';
import { trpc } from './trpc';

/** A siyum's facts and progress (`siyum.byId`). */
export const siyumQuery = (input: SiyumReadInput) => trpc.siyum.byId.queryOptions(input);

/**
 * A siyum's board (`siyum.portions`): cached as the trimmed answer, shown as `Portion[]`. The
 * select is one module-level function, so the board is rebuilt only when the answer changes.
 */
export const boardQuery = (input: SiyumReadInput) =>
  trpc.siyum.portions.queryOptions(input, { select: boardPortions });

/** What a change to learners makes stale elsewhere: lists and totals other pages show. */
const AFFECTED_ELSEWHERE = [
  trpc.portion.mine.pathKey(),
  trpc.siyum.mine.pathKey(),
  trpc.siyum.list.pathKey(),
  trpc.siyum.counters.pathKey(),
  trpc.siyum.neediest.pathKey(),
];

/**
 * A claim, release, completion or assignment as its answer says: the board and the progress are
 * written into the cache — the page redraws without reading either again (one round trip per
 * claim) — and the lists other pages show are marked stale, read when those pages next open (a
 * page showing one of them updates it itself: `useCompleteMine`).
 *
 * A read of this siyum still on its way was sent before the change (signing in reads the page
 * again, and a learner may click at once): it would answer without the change, after it, and
 * overwrite it. Such a read is stopped first and made again once the change is in.
 */
export async function applyChange(change: PortionChange): Promise<void> {
  const reads = siyumReads(change.siyumId);
  const overtaken = reads.some((filters) => queryClient.isFetching(filters) > 0);
  if (overtaken) await Promise.all(reads.map((filters) => queryClient.cancelQueries(filters)));
  queryClient.setQueriesData<PortionsAnswer>({ queryKey: trpc.siyum.portions.pathKey() }, (answer) =>
    answer ? applyPortionChange(answer, change) : answer,
  );
  queryClient.setQueriesData<Siyum>({ queryKey: trpc.siyum.byId.pathKey() }, (siyum) =>
    siyum && siyum.id === change.siyumId ? { ...siyum, progress: change.progress } : siyum,
  );
  for (const queryKey of AFFECTED_ELSEWHERE)
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  if (overtaken) await refreshSiyum(change.siyumId);
}

/** The cached reads of one siyum: its facts and progress, and its board. */
function siyumReads(siyumId: number) {
  const predicate = (query: { queryKey: readonly unknown[] }): boolean =>
    (query.queryKey[1] as { input?: { id?: unknown } } | undefined)?.input?.id === siyumId;
  return [trpc.siyum.byId.pathKey(), trpc.siyum.portions.pathKey()].map((queryKey) => ({
    queryKey,
    predicate,
  }));
}

/** After a change whose answer does not say it all (a learner removed, an edit): read the siyum again. */
export async function refreshSiyum(siyumId: number): Promise<void> {
  await Promise.all(siyumReads(siyumId).map((filters) => queryClient.invalidateQueries(filters)));
}

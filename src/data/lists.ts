import type {
  MyLearning,
  Participant,
  PortionChange,
  Siyum,
  SiyumListInput,
  SupportInboxInput,
} from '@siyum/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { everyPage } from './everyPage';
import { queryClient } from './queryClient';
import { trpc } from './trpc';

const optionalCursor = (cursor: number | undefined) => (cursor === undefined ? undefined : { cursor });

/**
 * All my learnings (`portion.mine`, every page): the dashboard's totals and My Learnings count
 * each one. Keyed under the procedure's path, so whatever marks `portion.mine` stale marks this.
 */
export const myLearningsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...trpc.portion.mine.pathKey(), { every: userId ?? null }],
    queryFn: async (): Promise<MyLearning[]> =>
      userId === undefined
        ? []
        : (await everyPage((cursor) => api.portion.mine.query(optionalCursor(cursor)))).flatMap(
            (page) => page.learnings,
          ),
  });

/** All the siyumim I own and help run (`siyum.mine`, every page). */
export const mySiyumimQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...trpc.siyum.mine.pathKey(), { every: userId ?? null }],
    queryFn: async (): Promise<{ owned: Siyum[]; helping: Siyum[] }> => {
      const pages =
        userId === undefined ? [] : await everyPage((cursor) => api.siyum.mine.query(optionalCursor(cursor)));
      return { owned: pages.flatMap((page) => page.owned), helping: pages.flatMap((page) => page.helping) };
    },
  });

/** Every learner of a siyum (`siyum.participants`): the list, the CSV and "Email everyone" need them all. */
export const participantsQuery = (siyumId: number) =>
  queryOptions({
    queryKey: [...trpc.siyum.participants.pathKey(), { every: siyumId }],
    queryFn: async (): Promise<Participant[]> =>
      (
        await everyPage((cursor) =>
          api.siyum.participants.query(cursor === undefined ? { id: siyumId } : { id: siyumId, cursor }),
        )
      ).flatMap((page) => page.participants),
    enabled: siyumId > 0,
  });

/** My learnings as a change by me leaves them: the status moved, or the learning gone (a release). */
export function patchMyLearnings(userId: number, change: PortionChange, removed: boolean): void {
  queryClient.setQueryData(myLearningsQuery(userId).queryKey, (learnings) =>
    learnings
      ?.filter((learning) => !(removed && learning.portionId === change.portionId))
      .map((learning) =>
        learning.portionId === change.portionId
          ? { ...learning, status: change.status, completedAt: change.completedAt }
          : learning,
      ),
  );
}

/*
 * Paged lists shown a page at a time are infinite queries of their own, not tRPC's: those add a
 * `direction` ('forward') to the input, which `siyum.list` reads as its sort direction and strict
 * inputs refuse.
 */

/** The community list (`siyum.list`), page after page. */
/** One community search's input: every page's but the cursor. */
export type CommunityListInput = Omit<NonNullable<SiyumListInput>, 'cursor'>;

export const communityQuery = (input: CommunityListInput) =>
  infiniteQueryOptions({
    queryKey: [...trpc.siyum.list.pathKey(), { every: input }],
    queryFn: ({ pageParam }) => api.siyum.list.query(pageParam ? { ...input, cursor: pageParam } : input),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The support inbox (`support.inbox`), page after page, for one filter. */
export const inboxQuery = (show: NonNullable<SupportInboxInput['show']>) =>
  infiniteQueryOptions({
    queryKey: [...trpc.support.inbox.pathKey(), { every: show }],
    queryFn: ({ pageParam }) =>
      api.support.inbox.query(pageParam === undefined ? { show } : { show, cursor: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

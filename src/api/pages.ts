import type { MyLearning, Participant, Siyum } from '@siyum/domain';
import { callApi } from './lazy';

/**
 * Every page of a cursor-paged procedure, in order: each answer is bounded (issue 17), so a list a
 * page shows whole is read page by page. `read` gets the previous page's `nextCursor` (none first).
 */
export async function everyPage<P extends { nextCursor: number | null }>(
  read: (cursor: number | undefined) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await read(cursor);
    pages.push(page);
    // Cursors only grow: one that does not would read the same page forever.
    if (page.nextCursor === null || page.nextCursor <= (cursor ?? 0)) return pages;
    cursor = page.nextCursor;
  }
}

/** Every learner of a siyum (`siyum.participants`): the list, the CSV and "Email everyone" need them all. */
export async function everyParticipant(siyumId: number): Promise<Participant[]> {
  if (!siyumId) return [];
  const pages = await everyPage((cursor) =>
    callApi((api) =>
      api.siyum.participants.query(cursor === undefined ? { id: siyumId } : { id: siyumId, cursor }),
    ),
  );
  return pages.flatMap((page) => page.participants);
}

/** All my learnings (`portion.mine`): the dashboard's totals and My Learnings count every one. */
export async function everyLearningOfMine(): Promise<MyLearning[]> {
  const pages = await everyPage((cursor) =>
    callApi((api) => api.portion.mine.query(cursor === undefined ? undefined : { cursor })),
  );
  return pages.flatMap((page) => page.learnings);
}

/** All the siyumim I own and help run (`siyum.mine`). */
export async function everySiyumOfMine(): Promise<{ owned: Siyum[]; helping: Siyum[] }> {
  const pages = await everyPage((cursor) =>
    callApi((api) => api.siyum.mine.query(cursor === undefined ? undefined : { cursor })),
  );
  return {
    owned: pages.flatMap((page) => page.owned),
    helping: pages.flatMap((page) => page.helping),
  };
}

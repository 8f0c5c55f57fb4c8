import { type PortionChange, type PortionsAnswer, siyumReadInput } from '@siyum/domain';
import { sampleTehillimAnswer } from '@siyum/domain/fixtures';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './queryClient';
import { applyChange } from './siyum';
import { trpc } from './trpc';

const SIYUM_ID = 3;
const boardKey = trpc.siyum.portions.queryOptions(siyumReadInput({ id: SIYUM_ID })).queryKey;

/** The answer after Dina's claim of portion 52, as the server would read it. */
const claimed = (answer: PortionsAnswer): PortionsAnswer => ({
  ...answer,
  learners: [...answer.learners, { userId: 9, name: 'Dina R.' }],
  learnings: [...answer.learnings, [2, 9, 'claimed']],
});
const claim: PortionChange = {
  portionId: 52,
  siyumId: SIYUM_ID,
  userId: 9,
  status: 'claimed',
  claimedAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  learners: [{ userId: 9, name: 'Dina R.', status: 'claimed' }],
  progress: { total: 5, claimed: 2, completed: 1, open: 2 },
};
const dinaHolds52 = (answer: PortionsAnswer | undefined) =>
  answer?.learnings.some(([index, userId]) => index === 2 && userId === 9);

afterEach(() => queryClient.clear());

describe('applyChange (a claim’s answer into the cache)', () => {
  it('writes the change into the cached board, with no read', async () => {
    queryClient.setQueryData(boardKey, sampleTehillimAnswer());
    await applyChange(claim);
    expect(dinaHolds52(queryClient.getQueryData<PortionsAnswer>(boardKey))).toBe(true);
  });

  it('a read sent before the change does not overwrite it: it is stopped, and made again', async () => {
    queryClient.setQueryData(boardKey, sampleTehillimAnswer());
    // The read a sign-in starts, sent before the claim and still on its way when the claim answers.
    let answerOld: (answer: PortionsAnswer) => void = () => {};
    const reads: string[] = [];
    const queryFn = () => {
      reads.push(reads.length === 0 ? 'sent before the claim' : 'made again after it');
      if (reads.length > 1) return Promise.resolve(claimed(sampleTehillimAnswer()));
      return new Promise<PortionsAnswer>((resolve) => {
        answerOld = resolve;
      });
    };
    // The board is on the page (a read made again is fetched for it).
    const onPage = new QueryObserver(queryClient, {
      queryKey: boardKey,
      queryFn,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const leave = onPage.subscribe(() => {});
    const sentBefore = queryClient
      .fetchQuery({ queryKey: boardKey, queryFn, staleTime: 0 })
      .catch(() => undefined);

    await applyChange(claim);
    answerOld(sampleTehillimAnswer());
    await sentBefore;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(reads).toEqual(['sent before the claim', 'made again after it']);
    expect(dinaHolds52(queryClient.getQueryData<PortionsAnswer>(boardKey))).toBe(true);
    leave();
  });
});

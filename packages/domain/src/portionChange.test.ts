import { describe, expect, it } from 'vitest';
import { sampleTehillimAnswer } from './fixtures/sampleBoard';
import { applyPortionChange, boardPortions } from './portionChange';
import type { PortionChange } from './siyumPortions';

const answer = sampleTehillimAnswer();

const change = (over: Partial<PortionChange>): PortionChange => ({
  portionId: 52,
  siyumId: 3,
  userId: 9,
  status: 'claimed',
  claimedAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
  learners: [],
  progress: { total: 5, claimed: 2, completed: 1, open: 2 },
  ...over,
});

describe('applyPortionChange (a mutation’s answer on the cached board)', () => {
  it('a claim adds the learner to that portion only, with their name', () => {
    const next = applyPortionChange(
      answer,
      change({ learners: [{ userId: 9, name: 'Dina R.', status: 'claimed' }] }),
    );
    const board = boardPortions(next);
    expect(board[2]?.learners).toEqual([{ userId: 9, name: 'Dina R.', status: 'claimed' }]);
    expect(board[1]?.learners).toEqual(boardPortions(answer)[1]?.learners);
    expect(board[4]?.learners).toEqual(boardPortions(answer)[4]?.learners);
  });

  it('a completion keeps the portion’s claim order and changes the status', () => {
    const next = applyPortionChange(
      answer,
      change({
        portionId: 51,
        userId: 7,
        status: 'completed',
        learners: [
          { userId: 8, name: 'Moshe K.', status: 'completed' },
          { userId: 7, name: 'Rivka L.', status: 'completed' },
        ],
      }),
    );
    expect(boardPortions(next)[1]?.learners.map((l) => [l.userId, l.status])).toEqual([
      [8, 'completed'],
      [7, 'completed'],
    ]);
  });

  it('a release empties the portion and forgets a name nobody learns under any more', () => {
    const next = applyPortionChange(answer, change({ portionId: 54, userId: 7, learners: [] }));
    expect(boardPortions(next)[4]?.learners).toEqual([]);
    expect(next.learners.map((l) => l.userId)).toEqual([7, 8]);
    const gone = applyPortionChange(
      applyPortionChange(next, change({ portionId: 51, learners: [] })),
      change({ portionId: 51, learners: [] }),
    );
    expect(gone.learners).toEqual([]);
    expect(gone.learnings).toEqual([]);
  });

  it('another siyum’s board is left as it was', () => {
    expect(applyPortionChange(answer, change({ portionId: 999 }))).toBe(answer);
  });
});

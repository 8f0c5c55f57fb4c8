import { describe, expect, it } from 'vitest';
import { sampleTehillimAnswer } from './fixtures/sampleBoard';
import { boardPortions } from './portionChange';
import { divideText } from './texts';

const answer = sampleTehillimAnswer;

describe('boardPortions (siyum.portions, trimmed)', () => {
  it('derives each portion from the division, pairs it with its id, and names learners in claim order', () => {
    const board = boardPortions(answer());
    const specs = divideText('tehillim', 'book');
    expect(board.map((p) => [p.id, p.labelEn, p.groupEn, p.weight])).toEqual(
      specs.map((s, i) => [50 + i, s.labelEn, s.groupEn, s.weight]),
    );
    expect(board[1]?.learners).toEqual([
      { userId: 8, name: 'Moshe K.', status: 'completed' },
      { userId: 7, name: 'Rivka L.', status: 'claimed' },
    ]);
    expect(board[4]?.learners).toEqual([{ userId: 7, name: 'Rivka L.', status: 'claimed' }]);
    expect(board[0]?.learners).toEqual([]);
  });

  it('shows the stored specs when the answer carries them', () => {
    const specs = divideText('tehillim', 'book').map((s) => ({ ...s, labelEn: `Stored ${s.order}` }));
    expect(boardPortions(answer({ specs }))[3]?.labelEn).toBe('Stored 3');
  });

  it('refuses to pair ids with a division of another length (text tables older than the server’s)', () => {
    expect(() => boardPortions(answer({ ids: [50, 51] }))).toThrow(/does not match/);
  });
});

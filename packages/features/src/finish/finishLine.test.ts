import { siyumCommunityMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { describe, expect, it } from 'vitest';
import { certificateLearners, finishPaths, isComplete, portionNames, siyumTextLines } from './finishLine';
import { zeraimBoard, zeraimSiyum } from './fixtures';

describe('certificateLearners', () => {
  it('lists each learner once, in the order of their first portion, with their portions in text order', () => {
    const learners = certificateLearners(zeraimBoard());
    expect(learners.map((l) => l.name)).toEqual(['Rivka L.', 'Chana B.', 'Yehuda M.', 'Sarah G.']);
    expect(learners[0]?.portions.map((p) => p.labelEn)).toEqual(['Berakhot', 'Peah', 'Sheviit', 'Challah']);
    expect(learners.flatMap((l) => l.portions)).toHaveLength(11);
  });

  it('keeps the text order whatever order the board comes in', () => {
    const learners = certificateLearners([...zeraimBoard()].reverse());
    expect(learners[0]?.name).toBe('Rivka L.');
    expect(learners[0]?.portions.map((p) => p.labelEn)).toEqual(['Berakhot', 'Peah', 'Sheviit', 'Challah']);
  });

  it('leaves out learnings still under way, and a learner with nothing finished', () => {
    // The last three tractates (Challah, Orlah, Bikkurim) are being learned.
    const learners = certificateLearners(zeraimBoard(3));
    expect(learners.map((l) => l.name)).toEqual(['Rivka L.', 'Chana B.', 'Yehuda M.', 'Sarah G.']);
    expect(learners[0]?.portions.map((p) => p.labelEn)).toEqual(['Berakhot', 'Peah', 'Sheviit']);
    expect(certificateLearners(zeraimBoard(11))).toEqual([]);
  });

  it('names every finisher of a portion several learned', () => {
    const [first, ...rest] = zeraimBoard();
    if (!first) throw new Error('no portion');
    const shared = {
      ...first,
      learners: [...first.learners, { userId: 9, name: 'Dovid K.', status: 'completed' as const }],
    };
    const learners = certificateLearners([shared, ...rest]);
    expect(learners.find((l) => l.userId === 9)?.portions.map((p) => p.labelEn)).toEqual(['Berakhot']);
  });
});

describe('the completion page text', () => {
  it('lists portion names the way each language lists', () => {
    const portions = zeraimBoard().slice(0, 3);
    expect(portionNames(portions, 'en', 'en')).toBe('Berakhot, Peah, and Demai');
    expect(portionNames(portions, 'he', 'he-IL')).toBe('ברכות, פאה ודמאי');
  });

  it('names the text, and its books when only some are learned', () => {
    expect(siyumTextLines(zeraimSiyum(), 'en', 'en')).toEqual({
      text: 'Mishnah · by tractate',
      scope: expect.stringMatching(/^Berakhot, Peah, .*, and Bikkurim$/),
    });
    const whole = siyumTextLines(
      { corpus: 'tehillim', unit: 'book', scope: [] },
      'he',
      'he-IL',
      he.siyumCommunity,
    );
    expect(whole).toEqual({ text: 'תהלים · לפי ספר', scope: null });
    expect(
      siyumTextLines({ corpus: 'tehillim', unit: 'book', scope: [] }, 'en', 'en', siyumCommunityMessages)
        .text,
    ).toBe('Tehillim · by book');
  });

  it('is complete only when every portion is learned', () => {
    expect(isComplete(zeraimSiyum().progress)).toBe(true);
    expect(isComplete(zeraimSiyum(zeraimBoard(1)).progress)).toBe(false);
    expect(isComplete({ total: 0, completed: 0, claimed: 0, open: 0 })).toBe(false);
  });
});

describe('finishPaths', () => {
  it('carries an unlisted siyum’s share key', () => {
    expect(finishPaths.certificate({ id: 7 })).toBe('/certificate/7');
    expect(finishPaths.lobby({ id: 7, shareKey: 'ab'.repeat(16) })).toBe(`/lobby/7?key=${'ab'.repeat(16)}`);
  });
});

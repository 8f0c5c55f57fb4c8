import { describe, expect, it } from 'vitest';
import { type SampleUserKey, sampleSiyum, sampleUsers } from './fixtures';
import { canAccess, canActOnLearning, isOwnLearning, type SiyumArea } from './permissions';

// Spec §6 matrix: rows are the sample users, columns the guarded areas.
const matrix: [SampleUserKey, Record<SiyumArea, boolean>][] = [
  ['visitor', { edit: false, participants: false, admins: false }],
  ['plainUser', { edit: false, participants: false, admins: false }],
  ['owner', { edit: true, participants: true, admins: true }],
  ['editSiyumHelper', { edit: true, participants: false, admins: false }],
  ['editSignupHelper', { edit: true, participants: true, admins: false }],
  ['updateUsersHelper', { edit: false, participants: true, admins: false }],
];

describe('canAccess (spec §6)', () => {
  it.each(matrix)('%s', (key, expected) => {
    const viewer = sampleUsers[key];
    for (const area of ['edit', 'participants', 'admins'] as const) {
      expect({ area, allowed: canAccess(area, viewer, sampleSiyum) }).toEqual({
        area,
        allowed: expected[area],
      });
    }
  });

  it('ignores a permission entry for another siyum', () => {
    const helper = sampleUsers.editSignupHelper;
    expect(canAccess('edit', helper, { id: 999, user: { id: 1 } })).toBe(false);
  });
});

describe('canActOnLearning: the portion rule', () => {
  const someoneElse = 999;
  // Rows: who acts; columns: on their own learning (named or implied), on another learner's.
  it.each<[SampleUserKey, { own: boolean; others: boolean }]>([
    ['visitor', { own: false, others: false }],
    ['plainUser', { own: true, others: false }],
    ['owner', { own: true, others: true }],
    ['editSiyumHelper', { own: true, others: false }],
    ['editSignupHelper', { own: true, others: true }],
    ['updateUsersHelper', { own: true, others: true }],
  ])('%s', (key, expected) => {
    const viewer = sampleUsers[key];
    expect({
      own: [undefined, viewer?.id].map((learner) => canActOnLearning(viewer, learner, sampleSiyum)),
      others: canActOnLearning(viewer, someoneElse, sampleSiyum),
    }).toEqual({ own: [expected.own, expected.own], others: expected.others });
  });

  it('a permission on another siyum does not reach this one', () => {
    const helper = sampleUsers.updateUsersHelper;
    expect(canActOnLearning(helper, someoneElse, { id: 999, user: { id: 1 } })).toBe(false);
  });

  it.each([
    [undefined, true],
    [7, true],
    [8, false],
  ])('isOwnLearning(viewer 7, %s) → %s', (learner, own) => {
    expect(isOwnLearning({ id: 7 }, learner)).toBe(own);
  });
});

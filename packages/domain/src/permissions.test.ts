import { describe, expect, it } from 'vitest';
import { type SampleUserKey, sampleSiyum, sampleUsers } from './fixtures';
import { canAccess, type SiyumArea } from './permissions';

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

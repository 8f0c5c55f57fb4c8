/**
 * Sample participants and helpers of a Mishnah siyum divided by tractate (the real division,
 * `divideText`), for the participants and helpers stories. Fixed data, so every render and every
 * visual baseline is the same.
 */
import {
  divideText,
  type LearningStatus,
  type Participant,
  type Portion,
  type SiyumPermissionEntry,
} from '@siyum/domain';

/** Portion ids start far from the order, so a story that mixed them up would fail. */
const ID_OFFSET = 101;

/** Every tractate of the Mishnah as a portion of the sample siyum (learners filled in below). */
const MISHNAH: readonly Portion[] = divideText('mishnah', 'tractate').map((spec) => ({
  id: ID_OFFSET + spec.order,
  ...spec,
  learners: [],
}));

/** The portion with this English label; throws if there is none (a fixture typo). */
export function portionNamed(labelEn: string): Portion {
  const portion = MISHNAH.find((p) => p.labelEn === labelEn);
  if (!portion) throw new Error(`No portion labelled ${labelEn}`);
  return portion;
}

function learning(labelEn: string, status: LearningStatus, day: number): Participant['learnings'][number] {
  const claimedAt = `2026-11-${String(day).padStart(2, '0')}T18:00:00.000Z`;
  return {
    portionId: portionNamed(labelEn).id,
    labelEn,
    labelHe: portionNamed(labelEn).labelHe,
    status,
    claimedAt,
    completedAt: status === 'completed' ? `2026-11-${String(day + 5).padStart(2, '0')}T20:30:00.000Z` : null,
  };
}

/**
 * Four members (names, an international phone, one with quotes in a name) and a guest the organizer
 * added by email without a name, whose invitation is not accepted yet.
 */
export const PARTICIPANTS: readonly Participant[] = [
  {
    userId: 11,
    kind: 'member',
    inviteToken: null,
    email: 'rivka.levin@example.com',
    firstName: 'Rivka',
    lastName: 'Levin',
    cellPhone: '+972521234567',
    learnings: [learning('Berakhot', 'completed', 2), learning('Peah', 'claimed', 3)],
  },
  {
    userId: 12,
    kind: 'member',
    inviteToken: null,
    email: 'moshe.katz@example.org',
    firstName: 'Moshe',
    lastName: 'Katz',
    cellPhone: '+17185550142',
    learnings: [
      learning('Shabbat', 'claimed', 4),
      learning('Eruvin', 'claimed', 4),
      learning('Pesachim', 'completed', 6),
    ],
  },
  {
    userId: 13,
    kind: 'member',
    inviteToken: null,
    email: 'chana.bloom@example.com',
    firstName: 'Chana',
    lastName: 'Bloom',
    cellPhone: null,
    learnings: [learning('Kilayim', 'claimed', 9)],
  },
  {
    userId: 14,
    kind: 'member',
    inviteToken: null,
    email: 'yehuda.mor+siyum@example.net',
    firstName: 'Yehuda "Yudi"',
    lastName: 'Mor',
    cellPhone: '+447700900123',
    learnings: [learning('Bava Kamma', 'claimed', 10)],
  },
  {
    userId: 15,
    kind: 'guest',
    inviteToken: '5f0c2a9e41d84b7c9e3a6d1f08b2c7e4',
    email: 'dovid.s@example.net',
    firstName: null,
    lastName: null,
    cellPhone: null,
    learnings: [learning('Yoma', 'completed', 12)],
  },
];

/** The participant with this user id; throws if there is none. */
export function participant(userId: number): Participant {
  const found = PARTICIPANTS.find((p) => p.userId === userId);
  if (!found) throw new Error(`No participant ${userId}`);
  return found;
}

const TAKEN = new Set(PARTICIPANTS.flatMap((p) => p.learnings.map((l) => l.portionId)));

/** The portions nobody learns yet: what the add form and "Assign a portion" offer. */
export const OPEN_PORTIONS: readonly Portion[] = MISHNAH.filter((p) => !TAKEN.has(p.id));

/** Three helpers of the siyum, each with a different set of permissions. */
export const HELPERS: readonly SiyumPermissionEntry[] = [
  {
    userId: 21,
    email: 'sarah.gold@example.com',
    firstName: 'Sarah',
    lastName: 'Gold',
    editSiyum: true,
    editSignup: false,
    updateUsers: false,
  },
  {
    userId: 22,
    email: 'shmuel.tal@example.org',
    firstName: 'Shmuel',
    lastName: 'Tal',
    editSiyum: false,
    editSignup: true,
    updateUsers: true,
  },
  {
    userId: 23,
    email: 'leah.r@example.net',
    firstName: null,
    lastName: null,
    editSiyum: false,
    editSignup: false,
    updateUsers: true,
  },
];

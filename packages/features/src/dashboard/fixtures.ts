/**
 * Sample dashboard data for the stories and tests: Esther W.'s learnings in five siyumim (built
 * from the real division of each text, `divideText`), the siyumim she organizes and those she helps
 * run. Pinned to `DASHBOARD_TODAY`, so "Due in 7 days" never drifts between runs.
 */
import { divideText, type LearningStatus, type Siyum, type Viewer } from '@siyum/domain';
import {
  COMMUNITY_TODAY,
  completedSiyum,
  healingSiyum,
  memorySiyum,
  pastSiyum,
  shasSiyum,
  successSiyum,
} from '../community/fixtures';
import { samplePhoto } from '../shared/sampleImages';
import type { MyLearning, MySiyumimData } from './learnings';

/** The day the stories are seen on (a Tuesday in Kislev). */
export const DASHBOARD_TODAY = COMMUNITY_TODAY;

/** The signed-in viewer. */
export const VIEWER = { id: 1, name: 'Esther W.' } as const;

/**
 * The same viewer as the §6 rules see her: the siyumim she helps run let her manage their
 * participants (Tehillim with editSignup, Shas with updateUsers).
 */
export const VIEWER_SESSION: Viewer = {
  id: VIEWER.id,
  siyum_permission: [
    { siyum: healingSiyum.id, editSiyum: false, editSignup: true, updateUsers: false },
    { siyum: shasSiyum.id, editSiyum: false, editSignup: false, updateUsers: true },
  ],
};

/** Portion ids as the server numbers them: per siyum, far from the text's order. */
const portionIdOf = (siyum: Siyum, order: number) => siyum.id * 10_000 + order + 1;

/**
 * My learnings in one siyum: the portions with these English labels, found in the siyum's real
 * division; throws on a label the text does not have (a fixture typo).
 */
function learningsIn(siyum: Siyum, mine: Record<string, LearningStatus>): MyLearning[] {
  const division = divideText(siyum.corpus, siyum.unit, siyum.scope);
  return Object.entries(mine)
    .map(([labelEn, status]) => {
      const spec = division.find((portion) => portion.labelEn === labelEn);
      if (!spec) throw new Error(`${siyum.title} has no portion ${labelEn}`);
      return {
        portionId: portionIdOf(siyum, spec.order),
        siyumId: siyum.id,
        siyumTitle: siyum.title,
        targetDate: siyum.targetDate,
        ref: spec.ref,
        labelEn: spec.labelEn,
        labelHe: spec.labelHe,
        status,
        claimedAt: '2026-11-03T19:20:00.000Z',
        completedAt: status === 'completed' ? '2026-11-18T06:45:00.000Z' : null,
        order: spec.order,
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...learning }) => learning);
}

/** Berakhot by daf, its date two weeks gone: one daf still open (overdue), one learned. */
export const overdueLearnings = learningsIn(pastSiyum, {
  'Berakhot 12': 'claimed',
  'Berakhot 13': 'completed',
});
/** Tehillim for a refuah shleimah, a week to go: two chapters open, one said. */
export const tehillimLearnings = learningsIn(healingSiyum, {
  'Tehillim 23': 'claimed',
  'Tehillim 91': 'claimed',
  'Tehillim 121': 'completed',
});
/** Mishnah by chapter in memory of Sarah bat Avraham, 97 days to go. */
export const mishnahLearnings = learningsIn(memorySiyum, { 'Peah 4': 'claimed', 'Kilayim 2': 'completed' });
/** All of Shas by daf, with a Hebrew title. */
export const shasLearnings = learningsIn(shasSiyum, { 'Shabbat 31': 'claimed' });
/** Tanach before the wedding: both chapters learned. */
export const tanachLearnings = learningsIn(successSiyum, { 'Ruth 1': 'completed', 'Ruth 2': 'completed' });

/** Everything `portion.mine` answers, in its order (siyum date, then the text's order). */
export const myLearnings: MyLearning[] = [
  ...overdueLearnings,
  ...tehillimLearnings,
  ...mishnahLearnings,
  ...shasLearnings,
  ...tanachLearnings,
];

/** Every portion learned: the "Open" list is empty, the "All" list is not. */
export const allLearned: MyLearning[] = myLearnings.map((learning) => ({
  ...learning,
  status: 'completed',
  completedAt: learning.completedAt ?? '2026-11-20T07:10:00.000Z',
}));

/** What `siyum.mine` answers for Esther: two siyumim she organizes, two she helps run. */
export const mySiyumim: MySiyumimData = {
  owned: [
    { ...memorySiyum, user: VIEWER },
    { ...completedSiyum, user: VIEWER },
  ],
  helping: [healingSiyum, shasSiyum],
};

/** The same siyumim, two of them with photos (the sample image service draws them). */
export const mySiyumimWithPhotos: MySiyumimData = {
  owned: [
    { ...memorySiyum, user: VIEWER, photo: samplePhoto(1) },
    { ...completedSiyum, user: VIEWER },
  ],
  helping: [healingSiyum, { ...shasSiyum, photo: samplePhoto(2) }],
};

export const noSiyumim: MySiyumimData = { owned: [], helping: [] };

export const siyumHref = (siyumId: number) => `/s/${siyumId}`;

export const mySiyumimHrefs = {
  siyum: (siyum: Siyum) => `/s/${siyum.id}`,
  progress: (siyum: Siyum) => `/progress/${siyum.id}`,
  participants: (siyum: Siyum) => `/participants/${siyum.id}`,
  admins: (siyum: Siyum) => `/admins/${siyum.id}`,
};

import type { SiyumCreateInput } from '@siyum/domain';

/** "Today" in every story: fixed, so the date rule and "in N days" do not follow the clock. */
export const STORY_TODAY = '2026-12-01';
export const STORY_TIME_ZONE = 'Asia/Jerusalem';

/** A memorial Mishnah siyum, complete: what the review, submitting and error stories start from. */
export const memorialSiyum: Required<SiyumCreateInput> = {
  title: 'Mishnah for the shloshim of Rivka Levin',
  dedicationKind: 'memory',
  dedicationNames: 'Rivka bas Avraham',
  description: 'Learning all of Mishnah together in her memory.',
  corpus: 'mishnah',
  unit: 'chapter',
  scope: [],
  targetDate: '2027-01-10',
  timeZone: 'Asia/Jerusalem',
  visibility: 'public',
  claimPolicy: 'single',
  photo: null,
};

/** What the Review story types in, step by step. */
export const refuahEntry = {
  title: 'Mishnayos for the refuah of Dovid Katz',
  names: 'Dovid ben Sarah',
  description: 'Learning for a speedy recovery.',
  targetDate: '2027-03-14',
} as const;

/** The exact input the Review story expects `onSubmit` to receive after walking every step. */
export const refuahExpected: SiyumCreateInput = {
  title: refuahEntry.title,
  dedicationKind: 'healing',
  dedicationNames: refuahEntry.names,
  description: refuahEntry.description,
  corpus: 'mishnah',
  unit: 'chapter',
  scope: ['berakhot', 'peah'],
  targetDate: refuahEntry.targetDate,
  timeZone: 'America/New_York',
  visibility: 'unlisted',
  claimPolicy: 'multiple',
  photo: null,
};

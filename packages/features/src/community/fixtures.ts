/**
 * Sample siyumim for the community stories: realistic titles, dedications, texts and progress.
 * Pinned to `COMMUNITY_TODAY`, so "days left" never drifts between runs.
 */

import type { Siyum } from '@siyum/domain';
import { SAMPLE_SIYUM_ID, sampleSiyum } from '@siyum/domain/fixtures';
import { samplePhoto } from '../shared/sampleImages';

/** The day the stories are seen on. */
export const COMMUNITY_TODAY = '2026-11-24';

type SiyumFixture = Pick<Siyum, 'id' | 'title' | 'corpus' | 'unit' | 'targetDate' | 'progress'> &
  Partial<Siyum>;

function siyum(fixture: SiyumFixture): Siyum {
  return {
    user: { id: 102, name: 'Moshe C.' },
    dedicationKind: 'none',
    dedicationNames: '',
    description: '',
    scope: [],
    timeZone: 'America/New_York',
    visibility: 'public',
    claimPolicy: 'single',
    photo: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-20T18:30:00.000Z',
    ...fixture,
  };
}

/** Mishnah by chapter in memory: 97 days to go, "120 of 525 learned · 105 open". */
export const memorySiyum = siyum({
  id: SAMPLE_SIYUM_ID,
  title: sampleSiyum.title,
  dedicationKind: 'memory',
  dedicationNames: 'Sarah bat Avraham',
  description: 'All 525 perakim of Mishnah, finished together by her first yahrzeit.',
  corpus: 'mishnah',
  unit: 'chapter',
  targetDate: '2027-03-01',
  progress: { total: 525, claimed: 300, completed: 120, open: 105 },
  createdAt: '2026-11-02T08:15:00.000Z',
});

/** All of Shas by daf, with a Hebrew title. */
export const shasSiyum = siyum({
  id: 7,
  title: 'סיום הש״ס לעילוי נשמת יוסף בן משה',
  user: { id: 103, name: 'Dovid K.' },
  dedicationKind: 'memory',
  dedicationNames: 'Yosef ben Moshe',
  corpus: 'bavli',
  unit: 'daf',
  targetDate: '2027-06-14',
  timeZone: 'Asia/Jerusalem',
  progress: { total: 2711, claimed: 1406, completed: 812, open: 493 },
  createdAt: '2026-09-12T07:00:00.000Z',
});

/** Tehillim for a refuah shleimah, a week to go. */
export const healingSiyum = siyum({
  id: 12,
  title: 'Tehillim for Chaya Leah',
  user: { id: 104, name: 'Leah F.' },
  dedicationKind: 'healing',
  dedicationNames: 'Chaya Leah bas Miriam',
  corpus: 'tehillim',
  unit: 'chapter',
  targetDate: '2026-12-01',
  progress: { total: 150, claimed: 70, completed: 64, open: 16 },
  claimPolicy: 'multiple',
  createdAt: '2026-11-21T20:45:00.000Z',
});

/** Seder Moed by tractate, every portion learned. */
export const completedSiyum = siyum({
  id: 15,
  title: 'Seder Moed in honor of our rebbe',
  user: { id: 101, name: 'Rivka L.' },
  dedicationKind: 'honor',
  dedicationNames: 'Rav Shimon Adler',
  corpus: 'mishnah',
  unit: 'tractate',
  scope: [
    'shabbat',
    'eruvin',
    'pesachim',
    'shekalim',
    'yoma',
    'sukkah',
    'beitzah',
    'rosh-hashanah',
    'taanit',
    'megillah',
    'moed-katan',
    'chagigah',
  ],
  targetDate: '2026-12-10',
  progress: { total: 12, claimed: 0, completed: 12, open: 0 },
  createdAt: '2026-08-30T12:00:00.000Z',
});

/** Tanach by chapter for someone's success. */
export const successSiyum = siyum({
  id: 21,
  title: 'Tanach before the wedding',
  user: { id: 105, name: 'Yosef S.' },
  dedicationKind: 'success',
  dedicationNames: 'Shira bas Devorah and Eli ben Chana',
  corpus: 'tanach',
  unit: 'chapter',
  targetDate: '2027-09-20',
  progress: { total: 929, claimed: 340, completed: 210, open: 379 },
  createdAt: '2026-11-18T16:10:00.000Z',
});

/** Masechta Berakhot by daf, its date gone by before everyone finished; no dedication. */
export const pastSiyum = siyum({
  id: 26,
  title: 'Masechta Berakhot — Shul learning group',
  user: { id: 106, name: 'Avraham G.' },
  corpus: 'bavli',
  unit: 'daf',
  scope: ['berakhot'],
  targetDate: '2026-11-10',
  progress: { total: 63, claimed: 10, completed: 40, open: 13 },
  createdAt: '2026-07-01T10:00:00.000Z',
});

/** The memorial with her photo (the sample image service draws it; `photoOwner` accepts its key). */
export const memoryPhotoSiyum: Siyum = { ...memorySiyum, id: 31, photo: samplePhoto(1) };

/** The Hebrew-titled Shas siyum with a photo. */
export const shasPhotoSiyum: Siyum = { ...shasSiyum, id: 32, photo: samplePhoto(2) };

/** A shul's siyum with a photo and no dedication: the photo is decorative beside the title. */
export const pastPhotoSiyum: Siyum = { ...pastSiyum, id: 33, photo: samplePhoto(4) };

/** Six public siyumim as the list shows them, soonest first. */
export const communitySiyumim: Siyum[] = [
  pastSiyum,
  healingSiyum,
  completedSiyum,
  memorySiyum,
  shasSiyum,
  successSiyum,
];

export const hrefFor = (item: Siyum) => `/s/${item.id}`;

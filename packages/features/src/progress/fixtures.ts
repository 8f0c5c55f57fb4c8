/**
 * Sample progress pages for the stories and tests, built from the real division of each text
 * (`divideText`) with learners on a fixed pattern, so every render (and every baseline) is the same.
 * Each siyum's progress is counted from its portions the way the server counts it.
 */
import { divideText, type LearningStatus, type Portion, type Siyum } from '@siyum/domain';
import { bavliBoard, LEARNERS, progressOf } from '../board/fixtures';
import { COMMUNITY_TODAY, completedSiyum, healingSiyum, memorySiyum, shasSiyum } from '../community/fixtures';

/** The day the stories are seen on. */
export const PROGRESS_TODAY = COMMUNITY_TODAY;

type Learner = Portion['learners'][number];

const who = (index: number) => LEARNERS[index % LEARNERS.length] ?? { userId: 11, name: 'Rivka L.' };
const learner = (index: number, status: LearningStatus): Learner => ({ ...who(index), status });

function portionsOf(siyum: Siyum, learnersOf: (order: number) => Learner[]): Portion[] {
  return divideText(siyum.corpus, siyum.unit, siyum.scope).map((spec) => ({
    id: siyum.id * 10_000 + spec.order + 1,
    ...spec,
    learners: learnersOf(spec.order),
  }));
}

const withProgress = (siyum: Siyum, portions: readonly Portion[]): Siyum => ({
  ...siyum,
  progress: progressOf(portions),
});

/**
 * Mishnah by chapter (525 perakim), 97 days to go: three in seven learned, two in seven being
 * learned, two in seven open — so the first chapters of Berakhot are a mix, and gaps are real.
 */
export const mishnahPortions = portionsOf(memorySiyum, (order) => {
  const step = order % 7;
  if (step <= 2) return [learner(order, 'completed')];
  if (step <= 4) return [learner(order, 'claimed')];
  return [];
});
export const mishnahSiyum = withProgress(memorySiyum, mishnahPortions);

/**
 * Tehillim for a refuah shleimah, a week to go, several learners allowed: most chapters said,
 * some by two people, a few still open.
 */
export const tehillimPortions = portionsOf(healingSiyum, (order) => {
  if (order % 10 === 0) return [learner(order, 'completed'), learner(order + 3, 'claimed')];
  if (order % 10 === 1) return [learner(order, 'claimed'), learner(order + 5, 'claimed')];
  if (order % 4 === 2) return [];
  if (order % 4 === 3) return [learner(order, 'claimed')];
  return [learner(order, 'completed')];
});
export const tehillimSiyum = withProgress(healingSiyum, tehillimPortions);

/** Seder Moed by tractate, every portion learned. */
export const moedPortions = portionsOf(completedSiyum, (order) => [learner(order, 'completed')]);
export const moedSiyum = withProgress(completedSiyum, moedPortions);

/** Daf Yomi's 2,711 dafim (the board's sample), most of them taken. */
export const bavliPortions = bavliBoard();
export const bavliSiyum = withProgress(shasSiyum, bavliPortions);

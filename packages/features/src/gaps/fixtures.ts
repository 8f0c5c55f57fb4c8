/**
 * The gaps stories' sample: Peah and Demai by chapter (15 portions) with three chapters taken, so
 * 12 are open in two tractates, 18 days before the siyum; and the participants who may take them.
 */
import { divideText, type Portion } from '@siyum/domain';
import { LEARNERS } from '../board/fixtures';

export const GAPS_TODAY = '2026-11-24';
export const GAPS_TARGET_DATE = '2026-12-12';
export const GAPS_DAYS = 18;

const TAKEN = new Set([0, 5, 10]);

export const GAPS_BOARD: Portion[] = divideText('mishnah', 'chapter', ['peah', 'demai']).map((spec) => ({
  ...spec,
  id: 501 + spec.order,
  learners: TAKEN.has(spec.order) ? [{ userId: 11, name: 'Rivka L.', status: 'claimed' }] : [],
}));

export const GAPS_OPEN: Portion[] = GAPS_BOARD.filter((portion) => portion.learners.length === 0);

export const GAPS_CANDIDATES = LEARNERS.slice(0, 5).map(({ userId, name }) => ({ userId, name }));

/** Shas by daf with nothing taken yet: 2,711 open dafim in 40 tractates. */
export const SHAS_OPEN: Portion[] = divideText('bavli', 'daf').map((spec) => ({
  ...spec,
  id: 10_000 + spec.order,
  learners: [],
}));

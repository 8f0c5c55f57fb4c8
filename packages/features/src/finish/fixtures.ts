import { divideText, type Learner, type Portion, type Progress, type Siyum } from '@siyum/domain';
import { sampleSiyumRecord } from '@siyum/domain/fixtures';

/**
 * The finish line's samples: the sample siyum (owned by the sample owner, so the organizer's links
 * show for them) learning Seder Zeraim's eleven tractates, finished by four learners — or not quite.
 */

const LEARNERS = [
  { userId: 101, name: 'Rivka L.' },
  { userId: 201, name: 'Chana B.' },
  { userId: 202, name: 'Yehuda M.' },
  { userId: 203, name: 'Sarah G.' },
] as const;

const ZERAIM = [
  'berakhot',
  'peah',
  'demai',
  'kilayim',
  'sheviit',
  'terumot',
  'maasrot',
  'maaser-sheni',
  'challah',
  'orlah',
  'bikkurim',
];

/** Who learned each tractate, by its place in the seder: Rivka took the most. */
const HOLDER = [0, 0, 1, 2, 0, 3, 1, 2, 0, 3, 1] as const;

/** Zeraim's board; `open` leaves that many of the last tractates being learned, not yet finished. */
export function zeraimBoard(unfinished = 0): Portion[] {
  return divideText('mishnah', 'tractate', ZERAIM).map((spec, index) => {
    const who = LEARNERS[HOLDER[index] ?? 0];
    const status = index >= ZERAIM.length - unfinished ? 'claimed' : 'completed';
    const learners: Learner[] = [{ ...who, status }];
    return { ...spec, id: 500 + index, learners };
  });
}

function progressOf(portions: readonly Portion[]): Progress {
  const completed = portions.filter((p) => p.learners.some((l) => l.status === 'completed')).length;
  const claimed = portions.filter((p) => p.learners.length > 0).length - completed;
  return { total: portions.length, completed, claimed, open: portions.length - completed - claimed };
}

/** The sample siyum learning Zeraim, as `siyum.byId` answers it with `board`'s progress. */
export function zeraimSiyum(board: readonly Portion[] = zeraimBoard()): Siyum {
  return {
    ...sampleSiyumRecord,
    title: 'Seder Zeraim in memory of Sarah bat Avraham',
    scope: ZERAIM,
    progress: progressOf(board),
  };
}

/**
 * Sample boards for the stories, built from the real division of the text (`divideText`): the
 * Mishnah by tractate (63 portions in six sedarim) and the Talmud Bavli by daf (2,711 portions).
 * Learners are fixed, so every render (and every visual baseline) is the same.
 */
import { divideText, type LearningStatus, type Portion, type Progress } from '@siyum/domain';

/** The signed-in viewer of the signed-in stories. */
export const VIEWER = { userId: 1, name: 'Esther W.' } as const;

/** Other learners, by their public names (first name, last initial). */
export const LEARNERS = [
  { userId: 11, name: 'Rivka L.' },
  { userId: 12, name: 'Moshe K.' },
  { userId: 13, name: 'Chana B.' },
  { userId: 14, name: 'Yehuda M.' },
  { userId: 15, name: 'Sarah G.' },
  { userId: 16, name: 'Dovid S.' },
  { userId: 17, name: 'Leah R.' },
  { userId: 18, name: 'Avraham P.' },
  { userId: 19, name: 'Miriam F.' },
  { userId: 20, name: 'Shmuel T.' },
] as const;

type Learner = Portion['learners'][number];
type SampleLearner = { readonly userId: number; readonly name: string };

const learner = (who: SampleLearner, status: LearningStatus = 'claimed'): Learner => ({
  userId: who.userId,
  name: who.name,
  status,
});

const [rivka, moshe, chana, yehuda, sarah, dovid, leah, avraham, miriam, shmuel] = LEARNERS;
const OTHERS: readonly SampleLearner[] = LEARNERS;

/** Portion ids start far from the order, so a story that mixed them up would fail. */
const ID_OFFSET = 101;

function fromDivision(
  corpus: 'mishnah' | 'bavli',
  unit: 'tractate' | 'daf',
  learnersOf: (ref: string, order: number) => Learner[],
): Portion[] {
  return divideText(corpus, unit).map((spec) => ({
    id: ID_OFFSET + spec.order,
    ...spec,
    learners: learnersOf(spec.ref, spec.order),
  }));
}

/**
 * Seder Zeraim spelled out (the group a board opens first), the rest by a fixed pattern. The
 * viewer learns Berakhot, Shabbat and Bava Kamma and has learned Kilayim.
 */
const MISHNAH_BY_REF: Record<string, Learner[]> = {
  'mishnah/berakhot': [learner(VIEWER)],
  'mishnah/peah': [learner(rivka)],
  'mishnah/demai': [],
  'mishnah/kilayim': [learner(VIEWER, 'completed')],
  'mishnah/sheviit': [learner(moshe, 'completed')],
  'mishnah/terumot': [],
  'mishnah/maasrot': [learner(chana)],
  'mishnah/maaser-sheni': [],
  'mishnah/challah': [learner(yehuda, 'completed')],
  'mishnah/orlah': [],
  'mishnah/bikkurim': [learner(sarah)],
  'mishnah/shabbat': [learner(VIEWER)],
  'mishnah/bava-kamma': [learner(VIEWER)],
};

function patterned(order: number): Learner[] {
  const who = OTHERS[order % OTHERS.length] ?? rivka;
  switch (order % 4) {
    case 0:
      return [learner(who, 'completed')];
    case 1:
    case 3:
      return [learner(who)];
    default:
      return [];
  }
}

/** A one-learner-per-portion Mishnah siyum by tractate, as the viewer (`VIEWER`) sees it. */
export function mishnahBoard(): Portion[] {
  return fromDivision('mishnah', 'tractate', (ref, order) => MISHNAH_BY_REF[ref] ?? patterned(order));
}

/** The same siyum allowing several learners per portion: some portions have two, one has six. */
export function mishnahSharedBoard(): Portion[] {
  const shared: Record<string, Learner[]> = {
    ...MISHNAH_BY_REF,
    'mishnah/berakhot': [learner(VIEWER), learner(rivka), learner(moshe, 'completed')],
    'mishnah/peah': [learner(rivka), learner(dovid)],
    'mishnah/sheviit': [
      learner(moshe, 'completed'),
      learner(chana),
      learner(leah),
      learner(avraham),
      learner(miriam),
      learner(shmuel),
    ],
  };
  return fromDivision('mishnah', 'tractate', (ref, order) => shared[ref] ?? patterned(order));
}

/** Daf Yomi's 2,711 dafim, most of them taken; the viewer learns three (one learned). */
export function bavliBoard(): Portion[] {
  const mine: Record<number, LearningStatus> = { 3: 'claimed', 70: 'completed', 400: 'claimed' };
  return fromDivision('bavli', 'daf', (_ref, order) => {
    const status = mine[order];
    if (status) return [learner(VIEWER, status)];
    const who = OTHERS[order % OTHERS.length] ?? rivka;
    if (order % 5 === 0) return [learner(who, 'completed')];
    if (order % 5 === 1 || order % 5 === 2) return [learner(who)];
    return [];
  });
}

/** Progress counted the way the server counts it (`progressSchema`). */
export function progressOf(portions: readonly Portion[]): Progress {
  let completed = 0;
  let claimed = 0;
  for (const portion of portions) {
    if (portion.learners.some((l) => l.status === 'completed')) completed++;
    else if (portion.learners.length > 0) claimed++;
  }
  return { total: portions.length, completed, claimed, open: portions.length - completed - claimed };
}

/** The portion with this English label; throws if the fixture has none (a story typo). */
export function portionNamed(portions: readonly Portion[], labelEn: string): Portion {
  const portion = portions.find((p) => p.labelEn === labelEn);
  if (!portion) throw new Error(`No portion labelled ${labelEn}`);
  return portion;
}

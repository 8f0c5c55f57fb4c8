import { BAVLI_TRACTATES } from './bavli';
import { hebrewNumeral } from './hebrewNumerals';
import { MISHNAH_SEDARIM, MISHNAH_TRACTATES } from './mishnah';
import { RAMBAM_HILCHOT, RAMBAM_SEFARIM } from './rambam';
import { TANACH_BOOKS, TANACH_SECTIONS, TEHILLIM_BOOKS } from './tanach';
import {
  TEHILLIM_MONTH,
  TEHILLIM_WEEK,
  type TehillimDay,
  type TehillimPoint,
  WEEKDAY_NAMES,
} from './tehillimCycles';

export { BAVLI_TRACTATES, type BavliTractate } from './bavli';
export { hebrewNumeral } from './hebrewNumerals';
export { MISHNAH_SEDARIM, MISHNAH_TRACTATES, type MishnahSeder, type MishnahTractate } from './mishnah';
export { type BilingualName, groupNames, labelNames, localName, localNameLocale } from './names';
export {
  RAMBAM_HILCHOT,
  RAMBAM_SEFARIM,
  type RambamHilchot,
  type RambamSefer,
  type RambamSeferId,
} from './rambam';
export { sefariaUrl } from './sefaria';
export { TANACH_BOOKS, TANACH_SECTIONS, type TanachBook, type TanachSection, TEHILLIM_BOOKS } from './tanach';
export { TEHILLIM_MONTH, TEHILLIM_WEEK, type TehillimDay, type TehillimPoint } from './tehillimCycles';

/** The texts a siyum can divide, and the units each one divides into. */
export const CORPUS_IDS = ['mishnah', 'bavli', 'tanach', 'tehillim', 'rambam'] as const;
export type CorpusId = (typeof CORPUS_IDS)[number];

/**
 * `book` is a Tanach book, a Tehillim book or a sefer of the Mishneh Torah; `chapter` a perek of any
 * text; `hilchot` a set of laws of the Mishneh Torah; `dayOfMonth` / `dayOfWeek` a day of the monthly
 * or weekly Tehillim schedule.
 */
export const UNIT_IDS = [
  'tractate',
  'chapter',
  'mishnah',
  'daf',
  'book',
  'hilchot',
  'dayOfMonth',
  'dayOfWeek',
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

/** Units that follow a reading schedule rather than the text's own structure (no measure of its size). */
export const CYCLE_UNITS: readonly UnitId[] = ['dayOfMonth', 'dayOfWeek'];

export function isCycleUnit(unit: UnitId): boolean {
  return CYCLE_UNITS.includes(unit);
}

export interface CorpusBook {
  /** Stable id used in a siyum's scope selection and in portion refs. */
  id: string;
  en: string;
  he: string;
}

export interface Corpus {
  id: CorpusId;
  en: string;
  he: string;
  units: readonly UnitId[];
  /** What a scope selection picks from (tractates, books; the Mishneh Torah's sefarim). */
  books: readonly CorpusBook[];
}

const pick = ({ id, en, he }: CorpusBook): CorpusBook => ({ id, en, he });

export const CORPORA: Readonly<Record<CorpusId, Corpus>> = {
  mishnah: {
    id: 'mishnah',
    en: 'Mishnah',
    he: 'משנה',
    units: ['tractate', 'chapter', 'mishnah'],
    books: MISHNAH_TRACTATES.map(pick),
  },
  bavli: {
    id: 'bavli',
    en: 'Talmud Bavli',
    he: 'תלמוד בבלי',
    units: ['tractate', 'daf'],
    books: BAVLI_TRACTATES.map(pick),
  },
  tanach: {
    id: 'tanach',
    en: 'Tanach',
    he: 'תנ״ך',
    units: ['book', 'chapter'],
    books: TANACH_BOOKS.map(pick),
  },
  tehillim: {
    id: 'tehillim',
    en: 'Tehillim',
    he: 'תהלים',
    units: ['chapter', 'book', 'dayOfMonth', 'dayOfWeek'],
    books: TEHILLIM_BOOKS.map(pick),
  },
  rambam: {
    id: 'rambam',
    en: 'Mishneh Torah',
    he: 'משנה תורה',
    units: ['book', 'hilchot', 'chapter'],
    books: RAMBAM_SEFARIM.map(pick),
  },
};

/** One portion a division produces: what a learner claims. */
export interface PortionSpec {
  /**
   * Stable reference, unique within a siyum: `mishnah/berakhot/3`, `bavli/shabbat/45`, `tehillim/23`,
   * `tehillim/month/25`, `tehillim/week/1`, `rambam/zemanim`, `rambam/shabbat`, `rambam/shabbat/30`.
   */
  ref: string;
  /** 0-based position in the text's order. */
  order: number;
  /** The board groups portions by this (seder, tractate, book). */
  groupEn: string;
  groupHe: string;
  labelEn: string;
  labelHe: string;
  /**
   * Size in the corpus's smallest counted unit (mishnayot, dafim, chapters), for weighting progress.
   * Each half of Psalm 119 in the monthly Tehillim schedule weighs 1.
   */
  weight: number;
}

export class DivisionError extends Error {
  override name = 'DivisionError';
}

export function isUnitOf(corpus: CorpusId, unit: UnitId): boolean {
  return CORPORA[corpus].units.includes(unit);
}

/** Book ids of `scope` that the corpus does not have (an empty list means every id is known). */
export function unknownScopeIds(corpus: CorpusId, scope: readonly string[]): string[] {
  const known = new Set(CORPORA[corpus].books.map((book) => book.id));
  return scope.filter((id) => !known.has(id));
}

/**
 * Divides a text into portions: `scope` lists the selected book ids (tractates, books); empty or
 * absent means the whole text. Order follows the text; a scope's own order does not matter.
 */
export function divideText(corpus: CorpusId, unit: UnitId, scope: readonly string[] = []): PortionSpec[] {
  if (!isUnitOf(corpus, unit)) throw new DivisionError(`${corpus} does not divide by ${unit}`);
  const unknown = unknownScopeIds(corpus, scope);
  if (unknown.length > 0) throw new DivisionError(`unknown ${corpus} books: ${unknown.join(', ')}`);
  const selected = scope.length === 0 ? null : new Set(scope);
  const inScope = (id: string) => selected === null || selected.has(id);
  const out: PortionSpec[] = [];
  const push = (portion: Omit<PortionSpec, 'order'>) => out.push({ ...portion, order: out.length });

  switch (corpus) {
    case 'mishnah':
      for (const tractate of MISHNAH_TRACTATES) {
        if (!inScope(tractate.id)) continue;
        if (unit === 'tractate') {
          const seder = MISHNAH_SEDARIM.find((s) => s.id === tractate.seder);
          push({
            ref: `mishnah/${tractate.id}`,
            groupEn: seder?.en ?? tractate.seder,
            groupHe: seder?.he ?? tractate.seder,
            labelEn: tractate.en,
            labelHe: tractate.he,
            weight: tractate.mishnayot.reduce((sum, n) => sum + n, 0),
          });
          continue;
        }
        tractate.mishnayot.forEach((count, index) => {
          const chapter = index + 1;
          if (unit === 'chapter') {
            push({
              ref: `mishnah/${tractate.id}/${chapter}`,
              groupEn: tractate.en,
              groupHe: tractate.he,
              labelEn: `${tractate.en} ${chapter}`,
              labelHe: `${tractate.he} פרק ${hebrewNumeral(chapter)}`,
              weight: count,
            });
            return;
          }
          for (let mishnah = 1; mishnah <= count; mishnah++) {
            push({
              ref: `mishnah/${tractate.id}/${chapter}/${mishnah}`,
              groupEn: tractate.en,
              groupHe: tractate.he,
              labelEn: `${tractate.en} ${chapter}:${mishnah}`,
              labelHe: `${tractate.he} ${hebrewNumeral(chapter)}:${hebrewNumeral(mishnah)}`,
              weight: 1,
            });
          }
        });
      }
      return out;
    case 'bavli':
      for (const tractate of BAVLI_TRACTATES) {
        if (!inScope(tractate.id)) continue;
        if (unit === 'tractate') {
          push({
            ref: `bavli/${tractate.id}`,
            groupEn: 'Talmud Bavli',
            groupHe: 'תלמוד בבלי',
            labelEn: tractate.en,
            labelHe: tractate.he,
            weight: tractate.lastDaf - tractate.firstDaf + 1,
          });
          continue;
        }
        for (let daf = tractate.firstDaf; daf <= tractate.lastDaf; daf++) {
          push({
            ref: `bavli/${tractate.id}/${daf}`,
            groupEn: tractate.en,
            groupHe: tractate.he,
            labelEn: `${tractate.en} ${daf}`,
            labelHe: `${tractate.he} דף ${hebrewNumeral(daf)}`,
            weight: 1,
          });
        }
      }
      return out;
    case 'tanach':
      for (const book of TANACH_BOOKS) {
        if (!inScope(book.id)) continue;
        const section = TANACH_SECTIONS.find((s) => s.id === book.section);
        if (unit === 'book') {
          push({
            ref: `tanach/${book.id}`,
            groupEn: section?.en ?? book.section,
            groupHe: section?.he ?? book.section,
            labelEn: book.en,
            labelHe: book.he,
            weight: book.chapters,
          });
          continue;
        }
        for (let chapter = 1; chapter <= book.chapters; chapter++) {
          push({
            ref: `tanach/${book.id}/${chapter}`,
            groupEn: book.en,
            groupHe: book.he,
            labelEn: `${book.en} ${chapter}`,
            labelHe: `${book.he} ${hebrewNumeral(chapter)}`,
            weight: 1,
          });
        }
      }
      return out;
    case 'tehillim': {
      if (unit === 'dayOfMonth' || unit === 'dayOfWeek') {
        const monthly = unit === 'dayOfMonth';
        const chosen = TEHILLIM_BOOKS.filter((book) => inScope(book.id));
        // A day belongs to the scope when it reads any chapter of a chosen book (day 7 of the month,
        // 39–43, is in both Book I and Book II), so the scope's chapters are always all covered.
        const touches = (d: TehillimDay) =>
          chosen.some((book) => d.from.chapter <= book.last && d.to.chapter >= book.first);
        for (const d of monthly ? TEHILLIM_MONTH : TEHILLIM_WEEK) {
          if (!touches(d)) continue;
          const name = monthly
            ? { en: `Day ${d.day}`, he: `יום ${hebrewNumeral(d.day)}` }
            : (WEEKDAY_NAMES[d.day - 1] ?? { en: `Day ${d.day}`, he: `יום ${hebrewNumeral(d.day)}` });
          push({
            ref: `tehillim/${monthly ? 'month' : 'week'}/${d.day}`,
            groupEn: monthly ? 'Tehillim by the month' : 'Tehillim by the week',
            groupHe: monthly ? 'תהלים לימי החודש' : 'תהלים לימי השבוע',
            labelEn: `${name.en} (${range(d.from, d.to, String)})`,
            labelHe: `${name.he} (${range(d.from, d.to, hebrewNumeral)})`,
            weight: d.to.chapter - d.from.chapter + 1,
          });
        }
        return out;
      }
      for (const book of TEHILLIM_BOOKS) {
        if (!inScope(book.id)) continue;
        if (unit === 'book') {
          push({
            ref: `tehillim/${book.id}`,
            groupEn: 'Tehillim',
            groupHe: 'תהלים',
            labelEn: `Tehillim ${book.en} (${book.first}–${book.last})`,
            labelHe: `תהלים ${book.he}`,
            weight: book.last - book.first + 1,
          });
          continue;
        }
        for (let chapter = book.first; chapter <= book.last; chapter++) {
          push({
            ref: `tehillim/${chapter}`,
            groupEn: book.en,
            groupHe: book.he,
            labelEn: `Tehillim ${chapter}`,
            labelHe: `תהלים ${hebrewNumeral(chapter)}`,
            weight: 1,
          });
        }
      }
      return out;
    }
    case 'rambam':
      for (const sefer of RAMBAM_SEFARIM) {
        if (!inScope(sefer.id)) continue;
        const hilchot = RAMBAM_HILCHOT.filter((h) => h.sefer === sefer.id);
        if (unit === 'book') {
          push({
            ref: `rambam/${sefer.id}`,
            groupEn: 'Mishneh Torah',
            groupHe: 'משנה תורה',
            labelEn: sefer.en,
            labelHe: sefer.he,
            weight: hilchot.reduce((sum, h) => sum + h.chapters, 0),
          });
          continue;
        }
        for (const h of hilchot) {
          if (unit === 'hilchot') {
            push({
              ref: `rambam/${h.id}`,
              groupEn: sefer.en,
              groupHe: sefer.he,
              labelEn: h.en,
              labelHe: h.he,
              weight: h.chapters,
            });
            continue;
          }
          for (let chapter = 1; chapter <= h.chapters; chapter++) {
            push({
              ref: `rambam/${h.id}/${chapter}`,
              groupEn: h.en,
              groupHe: h.he,
              labelEn: `${h.en} ${chapter}`,
              labelHe: `${h.he} פרק ${hebrewNumeral(chapter)}`,
              weight: 1,
            });
          }
        }
      }
      return out;
  }
}

/**
 * A schedule day's span, its numbers written by `num`: "1–9", "119:1–96" (one chapter split by
 * verse), "23"; with Hebrew numerals "א׳–ט׳", "קי״ט:א׳–צ״ו".
 */
function range(from: TehillimPoint, to: TehillimPoint, num: (n: number) => string): string {
  const point = (p: TehillimPoint) =>
    p.verse === undefined ? num(p.chapter) : `${num(p.chapter)}:${num(p.verse)}`;
  if (from.chapter === to.chapter) {
    if (from.verse === to.verse) return point(from);
    if (from.verse !== undefined && to.verse !== undefined) return `${point(from)}–${num(to.verse)}`;
  }
  return `${point(from)}–${point(to)}`;
}

import { BAVLI_TRACTATES } from './bavli';
import { hebrewNumeral } from './hebrewNumerals';
import { MISHNAH_SEDARIM, MISHNAH_TRACTATES } from './mishnah';
import { TANACH_BOOKS, TANACH_SECTIONS, TEHILLIM_BOOKS } from './tanach';

export { BAVLI_TRACTATES, type BavliTractate } from './bavli';
export { hebrewNumeral } from './hebrewNumerals';
export { MISHNAH_SEDARIM, MISHNAH_TRACTATES, type MishnahSeder, type MishnahTractate } from './mishnah';
export { TANACH_BOOKS, TANACH_SECTIONS, type TanachBook, type TanachSection, TEHILLIM_BOOKS } from './tanach';

/** The texts a siyum can divide, and the units each one divides into. */
export const CORPUS_IDS = ['mishnah', 'bavli', 'tanach', 'tehillim'] as const;
export type CorpusId = (typeof CORPUS_IDS)[number];

export const UNIT_IDS = ['tractate', 'chapter', 'mishnah', 'daf', 'book'] as const;
export type UnitId = (typeof UNIT_IDS)[number];

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
  /** What a scope selection picks from (tractates, books). */
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
    units: ['chapter', 'book'],
    books: TEHILLIM_BOOKS.map(pick),
  },
};

/** One portion a division produces: what a learner claims. */
export interface PortionSpec {
  /** Stable reference, unique within a siyum: `mishnah/berakhot/3`, `bavli/shabbat/45`, `tehillim/23`. */
  ref: string;
  /** 0-based position in the text's order. */
  order: number;
  /** The board groups portions by this (seder, tractate, book). */
  groupEn: string;
  groupHe: string;
  labelEn: string;
  labelHe: string;
  /** Size in the corpus's smallest counted unit (mishnayot, dafim, chapters), for weighting progress. */
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
    case 'tehillim':
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
}

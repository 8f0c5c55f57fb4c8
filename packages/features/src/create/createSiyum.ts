/**
 * What the create-siyum wizard knows, as pure functions: the counts it shows (computed from the
 * texts, never typed), the scope's words, the form's starting values and what it submits. The
 * steps (`createSteps`), time zones (`timeZones`) and validation (`createSiyumResolver`) have files
 * of their own and are re-exported here. No React: unit-tested in node.
 */
import {
  CORPORA,
  type CorpusId,
  dateTimeFormat,
  divideText,
  format,
  formatNumber as formatCount,
  isCycleUnit,
  isUnitOf,
  type Locale,
  localName,
  pluralForm,
  type SiyumCreateInput,
  siyumCreateMessages,
  type UnitId,
} from '@siyum/domain';
import type { CreateMessages, MessageKey, SiyumCreateValues } from './createSteps';
import { dateValue } from './siyumDay';

export * from './createSiyumResolver';
export * from './createSteps';
export { isBeforeToday } from './siyumDay';
export * from './timeZones';

/** How a count of each unit reads ("63 tractates", "1 daf"). */
const UNIT_COUNTS: Readonly<Record<UnitId, readonly [one: MessageKey, other: MessageKey]>> = {
  tractate: ['tractatesOne', 'tractatesOther'],
  chapter: ['chaptersOne', 'chaptersOther'],
  mishnah: ['mishnayotOne', 'mishnayotOther'],
  daf: ['dafimOne', 'dafimOther'],
  book: ['booksOne', 'booksOther'],
  hilchot: ['hilchotOne', 'hilchotOther'],
  dayOfMonth: ['daysOfMonthOne', 'daysOfMonthOther'],
  dayOfWeek: ['daysOfWeekOne', 'daysOfWeekOther'],
};

/**
 * The locale the wizard's numbers, dates and plurals are written in unless told otherwise: English
 * (the views pass the reader's tag, `useUiLocale().tag`).
 */
const NUMBER_LOCALE = 'en';

export function formatNumber(count: number, tag = NUMBER_LOCALE): string {
  return formatCount(count, tag);
}

/** Fills `{count}` (with digit grouping) into the `one` or `other` form of a message pair. */
export function plural(
  count: number,
  one: MessageKey,
  other: MessageKey,
  m: CreateMessages = siyumCreateMessages,
  tag = NUMBER_LOCALE,
): string {
  const template = pluralForm(count, m[one], m[other], tag);
  return format(template, { count: formatNumber(count, tag) });
}

export function unitCount(
  unit: UnitId,
  count: number,
  m: CreateMessages = siyumCreateMessages,
  tag = NUMBER_LOCALE,
): string {
  const [one, other] = UNIT_COUNTS[unit];
  return plural(count, one, other, m, tag);
}

/** The units a corpus divides into: what the "Divide into" choice offers. */
export function unitsOf(corpus: CorpusId): readonly UnitId[] {
  return CORPORA[corpus].units;
}

/** `unit` when the corpus divides by it, else the corpus's first unit. */
export function unitFor(corpus: CorpusId, unit: UnitId | undefined): UnitId {
  if (unit !== undefined && isUnitOf(corpus, unit)) return unit;
  const first = CORPORA[corpus].units[0];
  if (first === undefined) throw new Error(`${corpus} has no units`);
  return first;
}

/** The notes already worked out, per wording and locale: dividing a text is not free. */
const sizeNotes = new WeakMap<CreateMessages, Map<string, string>>();

/**
 * A corpus's size, smallest count first: "63 tractates · 525 chapters · 4,192 mishnayot". Reading
 * schedules (Tehillim by the day of the month or week) are ways to divide, not measures of size.
 */
export function corpusSizeNote(
  corpus: CorpusId,
  m: CreateMessages = siyumCreateMessages,
  tag = NUMBER_LOCALE,
): string {
  let notes = sizeNotes.get(m);
  if (notes === undefined) {
    notes = new Map();
    sizeNotes.set(m, notes);
  }
  const key = `${tag} ${corpus}`;
  const cached = notes.get(key);
  if (cached !== undefined) return cached;
  const note = unitsOf(corpus)
    .filter((unit) => !isCycleUnit(unit))
    .map((unit) => ({ unit, count: divideText(corpus, unit).length }))
    .sort((a, b) => a.count - b.count)
    .map(({ unit, count }) => unitCount(unit, count, m, tag))
    .join(m.countSeparator);
  notes.set(key, note);
  return note;
}

/** How many portions a division makes; null when the choice is not a valid division. */
export function portionCount(corpus: CorpusId, unit: UnitId, scope: readonly string[]): number | null {
  try {
    return divideText(corpus, unit, scope).length;
  } catch {
    return null;
  }
}

/** What a scope selection picks from: tractates (Mishnah, Bavli) or books (Tanach, Tehillim, the Mishneh Torah's sefarim). */
export function scopeUnit(corpus: CorpusId): UnitId {
  return isUnitOf(corpus, 'tractate') ? 'tractate' : 'book';
}

export function scopeLabel(corpus: CorpusId, m: CreateMessages = siyumCreateMessages): string {
  return scopeUnit(corpus) === 'tractate' ? m.scopeTractates : m.scopeBooks;
}

/** The scope's empty state: "Whole text (all 63 tractates)". */
export function scopeWholeText(
  corpus: CorpusId,
  m: CreateMessages = siyumCreateMessages,
  tag = NUMBER_LOCALE,
): string {
  const books = unitCount(scopeUnit(corpus), CORPORA[corpus].books.length, m, tag);
  return format(m.scopeWhole, { books });
}

/**
 * The names of the chosen books in the text's order (a scope's own order does not matter), in the
 * reader's language (`locale`, English unless given).
 */
export function scopeNames(corpus: CorpusId, scope: readonly string[], locale: Locale = 'en'): string[] {
  const chosen = new Set(scope);
  return CORPORA[corpus].books.filter((book) => chosen.has(book.id)).map((book) => localName(book, locale));
}

/** "Sunday, March 14, 2027 (in 103 days)"; the date as given when it is not a date. */
export function describeDate(
  date: string,
  today: string,
  m: CreateMessages = siyumCreateMessages,
  tag = NUMBER_LOCALE,
): string {
  const day = dateValue(date);
  if (day === null) return date;
  const long = dateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(day);
  const now = dateValue(today);
  if (now === null || day < now) return long;
  const days = Math.round((day - now) / 86_400_000);
  const away = days === 0 ? m.daysToday : plural(days, 'daysOne', 'daysOther', m, tag);
  return format(m.summaryDateDays, { date: long, days: away });
}

/** The form's starting values: `initial` where given (a unit the corpus lacks is replaced), else defaults. */
export function initialFormValues(
  initial: Partial<SiyumCreateInput> | undefined,
  timeZone: string,
): Required<SiyumCreateInput> {
  const corpus = initial?.corpus ?? 'mishnah';
  return {
    title: initial?.title ?? '',
    dedicationKind: initial?.dedicationKind ?? 'none',
    dedicationNames: initial?.dedicationNames ?? '',
    description: initial?.description ?? '',
    corpus,
    unit: unitFor(corpus, initial?.unit),
    scope: [...(initial?.scope ?? [])],
    targetDate: initial?.targetDate ?? '',
    timeZone: initial?.timeZone ?? timeZone,
    visibility: initial?.visibility ?? 'public',
    photo: initial?.photo ?? null,
    claimPolicy: initial?.claimPolicy ?? 'single',
  };
}

/** What `onSubmit` receives: the parsed values; names are dropped when there is no dedication. */
export function toCreateInput(values: SiyumCreateValues): SiyumCreateInput {
  return { ...values, dedicationNames: values.dedicationKind === 'none' ? '' : values.dedicationNames };
}

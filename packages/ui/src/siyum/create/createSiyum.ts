/**
 * What the create-siyum wizard knows, as pure functions: its steps and which fields each one owns,
 * the form's starting values, the counts it shows (computed from the texts, never typed), and the
 * friendly messages that replace the schema's technical ones. No React: unit-tested in node.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CORPORA,
  type CorpusId,
  type DedicationKind,
  divideText,
  format,
  isCycleUnit,
  isUnitOf,
  pluralForm,
  SIYUM_LIMITS,
  type SiyumCreateInput,
  siyumCreateInputSchema,
  siyumCreateMessages,
  type UnitId,
  type Visibility,
} from '@siyum/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

type Messages = typeof siyumCreateMessages;
type MessageKey = keyof Messages;

/** The form's values after the schema: trimmed, every default filled in. */
export type SiyumCreateValues = ReturnType<typeof siyumCreateInputSchema.parse>;
export type SiyumCreateField = keyof SiyumCreateInput;

export const CREATE_STEPS = ['details', 'division', 'settings', 'review'] as const;
export type CreateSiyumStep = (typeof CREATE_STEPS)[number];
export type CreateSiyumFormStep = Exclude<CreateSiyumStep, 'review'>;

/** The fields each step shows and "Next" validates; every schema field belongs to exactly one step. */
export const STEP_FIELDS: Readonly<Record<CreateSiyumFormStep, readonly SiyumCreateField[]>> = {
  details: ['title', 'dedicationKind', 'dedicationNames', 'description'],
  division: ['corpus', 'unit', 'scope'],
  settings: ['targetDate', 'timeZone', 'visibility', 'claimPolicy'],
};

export const STEP_NAMES: Readonly<Record<CreateSiyumStep, MessageKey>> = {
  details: 'stepDetails',
  division: 'stepDivision',
  settings: 'stepSettings',
  review: 'stepReview',
};

export function stepIndex(step: CreateSiyumStep): number {
  return CREATE_STEPS.indexOf(step);
}

/** The earliest step that owns one of `fields`; undefined when none does. */
export function firstStepWith(fields: Iterable<string>): CreateSiyumFormStep | undefined {
  const names = new Set(fields);
  return (Object.keys(STEP_FIELDS) as CreateSiyumFormStep[]).find((step) =>
    STEP_FIELDS[step].some((field) => names.has(field)),
  );
}

// Records over the domain's unions, so a new kind, unit or visibility fails to compile until it has a label.
export const DEDICATION_LABELS: Readonly<Record<DedicationKind, MessageKey>> = {
  none: 'dedicationNone',
  memory: 'dedicationMemory',
  healing: 'dedicationHealing',
  success: 'dedicationSuccess',
  honor: 'dedicationHonor',
  other: 'dedicationOther',
};

export const UNIT_LABELS: Readonly<Record<UnitId, MessageKey>> = {
  tractate: 'unitTractate',
  chapter: 'unitChapter',
  mishnah: 'unitMishnah',
  daf: 'unitDaf',
  book: 'unitBook',
  hilchot: 'unitHilchot',
  dayOfMonth: 'unitDayOfMonth',
  dayOfWeek: 'unitDayOfWeek',
};

export const VISIBILITY_LABELS: Readonly<Record<Visibility, { label: MessageKey; description: MessageKey }>> =
  {
    public: { label: 'visibilityPublic', description: 'visibilityPublicDescription' },
    unlisted: { label: 'visibilityUnlisted', description: 'visibilityUnlistedDescription' },
  };

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

const NUMBER_LOCALE = 'en';
const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE);

export function formatNumber(count: number): string {
  return numberFormat.format(count);
}

/** Fills `{count}` (with digit grouping) into the `one` or `other` form of a message pair. */
export function plural(count: number, one: MessageKey, other: MessageKey): string {
  const template = pluralForm(count, siyumCreateMessages[one], siyumCreateMessages[other], NUMBER_LOCALE);
  return format(template, { count: formatNumber(count) });
}

export function unitCount(unit: UnitId, count: number): string {
  const [one, other] = UNIT_COUNTS[unit];
  return plural(count, one, other);
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

const sizeNotes = new Map<CorpusId, string>();

/**
 * A corpus's size, smallest count first: "63 tractates · 525 chapters · 4,192 mishnayot". Reading
 * schedules (Tehillim by the day of the month or week) are ways to divide, not measures of size.
 */
export function corpusSizeNote(corpus: CorpusId): string {
  const cached = sizeNotes.get(corpus);
  if (cached !== undefined) return cached;
  const note = unitsOf(corpus)
    .filter((unit) => !isCycleUnit(unit))
    .map((unit) => ({ unit, count: divideText(corpus, unit).length }))
    .sort((a, b) => a.count - b.count)
    .map(({ unit, count }) => unitCount(unit, count))
    .join(siyumCreateMessages.countSeparator);
  sizeNotes.set(corpus, note);
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

export function scopeLabel(corpus: CorpusId): string {
  return scopeUnit(corpus) === 'tractate'
    ? siyumCreateMessages.scopeTractates
    : siyumCreateMessages.scopeBooks;
}

/** The scope's empty state: "Whole text (all 63 tractates)". */
export function scopeWholeText(corpus: CorpusId): string {
  const books = unitCount(scopeUnit(corpus), CORPORA[corpus].books.length);
  return format(siyumCreateMessages.scopeWhole, { books });
}

/** English names of the chosen books in the text's order (a scope's own order does not matter). */
export function scopeNames(corpus: CorpusId, scope: readonly string[]): string[] {
  const chosen = new Set(scope);
  return CORPORA[corpus].books.filter((book) => chosen.has(book.id)).map((book) => book.en);
}

/** A short list of time zones: the given ones first (the browser's, the current value), then common ones. */
export const COMMON_TIME_ZONES = [
  'Asia/Jerusalem',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Argentina/Buenos_Aires',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Africa/Johannesburg',
  'Australia/Melbourne',
  'UTC',
] as const;

export function isTimeZone(zone: string): boolean {
  if (zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Jerusalem (Israel Time)": the zone's city and its generic name. */
export function timeZoneLabel(zone: string): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== city ? format(siyumCreateMessages.timeZoneOption, { city, zone: name }) : city;
}

export function timeZoneOptions(first: readonly (string | undefined)[]): { value: string; label: string }[] {
  const zones = [...first, ...COMMON_TIME_ZONES].filter(
    (zone, index, all): zone is string =>
      zone !== undefined && isTimeZone(zone) && all.indexOf(zone) === index,
  );
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}

/** The zone the browser runs in, or UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateValue(date: string): number | null {
  if (!ISO_DATE.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** True when both are YYYY-MM-DD dates and `date` comes before `today`. */
export function isBeforeToday(date: string, today: string): boolean {
  const day = dateValue(date);
  const now = dateValue(today);
  return day !== null && now !== null && day < now;
}

/** "Sunday, March 14, 2027 (in 103 days)"; the date as given when it is not a date. */
export function describeDate(date: string, today: string): string {
  const day = dateValue(date);
  if (day === null) return date;
  const long = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(day);
  const now = dateValue(today);
  if (now === null || day < now) return long;
  const days = Math.round((day - now) / 86_400_000);
  const away = days === 0 ? siyumCreateMessages.daysToday : plural(days, 'daysOne', 'daysOther');
  return format(siyumCreateMessages.summaryDateDays, { date: long, days: away });
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
    claimPolicy: initial?.claimPolicy ?? 'single',
  };
}

/** What `onSubmit` receives: the parsed values; names are dropped when there is no dedication. */
export function toCreateInput(values: SiyumCreateValues): SiyumCreateInput {
  return { ...values, dedicationNames: values.dedicationKind === 'none' ? '' : values.dedicationNames };
}

type ErrorLike = { type?: unknown } | undefined;

/**
 * The catalogue message for a schema error on `field`. The schema's own messages ("Too small:
 * expected string to have >=1 characters", "Expected YYYY-MM-DD") are written for developers;
 * the rule stays the schema's, only the wording changes here.
 */
export function friendlyMessage(field: SiyumCreateField, error: ErrorLike, values: SiyumCreateInput): string {
  const m = siyumCreateMessages;
  const tooBig = error?.type === 'too_big';
  switch (field) {
    case 'title':
      return tooBig ? format(m.titleTooLong, { max: SIYUM_LIMITS.titleMax }) : m.titleRequired;
    case 'dedicationNames':
      return format(m.dedicationNamesTooLong, { max: SIYUM_LIMITS.dedicationNamesMax });
    case 'description':
      return format(m.descriptionTooLong, { max: SIYUM_LIMITS.descriptionMax });
    case 'targetDate':
      return (values.targetDate ?? '').trim() === '' ? m.targetDateRequired : m.targetDateInvalid;
    case 'timeZone':
      return m.timeZoneInvalid;
    case 'corpus':
      return m.corpusRequired;
    case 'unit':
      return m.unitInvalid;
    case 'scope':
      return m.scopeInvalid;
    case 'dedicationKind':
    case 'visibility':
    case 'claimPolicy':
      return m.chooseOption;
  }
}

const FIELDS = new Set<string>(Object.values(STEP_FIELDS).flat());

export function isField(name: string): name is SiyumCreateField {
  return FIELDS.has(name);
}

/**
 * Replaces the schema's messages with the catalogue's and adds the wizard's one rule of its own: the
 * siyum date is today or later (the schema checks only that it is a date; `today` comes from the
 * caller so stories and tests do not depend on the clock).
 */
export function friendlyErrors(
  errors: FieldErrors<SiyumCreateInput>,
  values: SiyumCreateInput,
  today: string,
): FieldErrors<SiyumCreateInput> {
  const out: FieldErrors<SiyumCreateInput> = {};
  for (const [name, error] of Object.entries(errors) as [string, FieldError | undefined][]) {
    if (!isField(name) || error === undefined) continue;
    const type = typeof error.type === 'string' && error.type !== '' ? error.type : 'custom';
    out[name] = { type, message: friendlyMessage(name, error, values), ref: error.ref };
  }
  if (out.targetDate === undefined && isBeforeToday(values.targetDate ?? '', today)) {
    out.targetDate = { type: 'min', message: siyumCreateMessages.targetDatePast };
  }
  return out;
}

/** react-hook-form's zod resolver over `siyumCreateInputSchema`, with friendly messages. */
export function createSiyumResolver(today: string): Resolver<SiyumCreateInput, unknown, SiyumCreateValues> {
  const schemaResolver = zodResolver(siyumCreateInputSchema);
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = friendlyErrors(result.errors, values, today);
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}

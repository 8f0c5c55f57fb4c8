import { siyumCreateMessages as m, type SiyumCreateInput, siyumCreateInputSchema } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { hebrewZoneCities } from '../shared/timeZoneCities.he';
import {
  CREATE_STEPS,
  corpusSizeNote,
  createSiyumResolver,
  describeDate,
  firstStepWith,
  friendlyErrors,
  initialFormValues,
  isBeforeToday,
  portionCount,
  STEP_FIELDS,
  scopeNames,
  scopeWholeText,
  timeZoneLabel,
  timeZoneOptions,
  toCreateInput,
  UNIT_LABELS,
  unitCount,
  unitFor,
  unitsOf,
} from './createSiyum';

const TODAY = '2026-12-01';
const valid: Required<SiyumCreateInput> = {
  title: 'Mishnah for Rivka bas Avraham',
  dedicationKind: 'memory',
  dedicationNames: 'Rivka bas Avraham',
  description: '',
  corpus: 'mishnah',
  unit: 'chapter',
  scope: [],
  targetDate: '2027-01-10',
  timeZone: 'Asia/Jerusalem',
  visibility: 'public',
  claimPolicy: 'single',
  photo: null,
};

const resolve = (values: SiyumCreateInput, names?: string[]) =>
  createSiyumResolver(TODAY)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    ...(names ? { names: names as (keyof SiyumCreateInput)[] } : {}),
  });

describe('steps', () => {
  it('gives every schema field to exactly one step', () => {
    const owned = Object.values(STEP_FIELDS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    expect([...owned].sort()).toEqual(Object.keys(siyumCreateInputSchema.shape).sort());
    expect(CREATE_STEPS).toEqual(['details', 'division', 'settings', 'review']);
  });

  it.each([
    [['targetDate', 'title'], 'details'],
    [['scope'], 'division'],
    [['claimPolicy', 'unit'], 'division'],
    [['timeZone'], 'settings'],
    [['root'], undefined],
  ])('sends errors on %j back to %s', (fields, step) => {
    expect(firstStepWith(fields)).toBe(step);
  });
});

describe('counts from the texts', () => {
  it.each([
    ['mishnah', '63 tractates · 525 chapters · 4,192 mishnayot'],
    ['bavli', '40 tractates · 2,711 dafim'],
    ['tanach', '39 books · 929 chapters'],
    ['tehillim', '5 books · 150 chapters'],
    ['rambam', '14 books · 84 hilchot · 1,005 chapters'],
  ] as const)('describes the size of %s', (corpus, note) => {
    expect(corpusSizeNote(corpus)).toBe(note);
  });

  it('describes a size in the wording it is given, remembered per wording', () => {
    const wording = { ...m, tractatesOther: '{count} masechtos', countSeparator: ' / ' };
    expect(corpusSizeNote('bavli', wording)).toBe('40 masechtos / 2,711 dafim');
    expect(corpusSizeNote('bavli')).toBe('40 tractates · 2,711 dafim');
  });

  it('counts portions for a division, and nothing for an impossible one', () => {
    expect(portionCount('bavli', 'daf', [])).toBe(2711);
    expect(portionCount('mishnah', 'chapter', ['peah', 'berakhot'])).toBe(17);
    expect(portionCount('bavli', 'chapter', [])).toBeNull();
    expect(portionCount('mishnah', 'tractate', ['nope'])).toBeNull();
    expect(portionCount('rambam', 'hilchot', [])).toBe(84);
    expect(portionCount('rambam', 'hilchot', ['madda'])).toBe(5);
    expect(portionCount('tehillim', 'dayOfMonth', [])).toBe(30);
    expect(portionCount('tehillim', 'dayOfWeek', [])).toBe(7);
    expect(portionCount('rambam', 'dayOfMonth', [])).toBeNull();
  });

  it('offers the Mishneh Torah by sefer, hilchot or chapter, and Tehillim also by a monthly or weekly schedule', () => {
    expect(unitsOf('rambam').map((unit) => m[UNIT_LABELS[unit]])).toEqual(['Books', 'Hilchot', 'Chapters']);
    expect(unitsOf('tehillim').map((unit) => m[UNIT_LABELS[unit]])).toEqual([
      'Chapters',
      'Books',
      'Days of the month',
      'Days of the week',
    ]);
    expect(unitCount('hilchot', 1)).toBe('1 set of hilchot');
    expect(unitCount('dayOfMonth', 30)).toBe('30 days of the month');
    expect(unitCount('dayOfWeek', 1)).toBe('1 day of the week');
    expect(unitFor('rambam', 'chapter')).toBe('chapter');
    expect(unitFor('rambam', 'daf')).toBe('book');
    expect(unitFor('mishnah', 'dayOfWeek')).toBe('tractate');
  });

  it('names the scope in the text’s order, and its empty state', () => {
    expect(scopeNames('mishnah', ['peah', 'berakhot'])).toEqual(['Berakhot', 'Peah']);
    expect(scopeWholeText('bavli')).toBe('Whole text (all 40 tractates)');
    expect(scopeWholeText('tehillim')).toBe('Whole text (all 5 books)');
    expect(scopeWholeText('rambam')).toBe('Whole text (all 14 books)');
    expect(scopeNames('rambam', ['shoftim', 'madda'])).toEqual(['Sefer HaMadda', 'Sefer Shoftim']);
  });

  it('keeps a unit the new text has, else takes its first', () => {
    expect(unitFor('tanach', 'chapter')).toBe('chapter');
    expect(unitFor('tehillim', 'daf')).toBe('chapter');
    expect(unitFor('bavli', undefined)).toBe('tractate');
  });
});

describe('starting values and submission', () => {
  it('fills defaults and repairs a unit the corpus lacks', () => {
    expect(initialFormValues(undefined, 'Europe/London')).toEqual({
      title: '',
      dedicationKind: 'none',
      dedicationNames: '',
      description: '',
      corpus: 'mishnah',
      unit: 'tractate',
      scope: [],
      targetDate: '',
      timeZone: 'Europe/London',
      visibility: 'public',
      photo: null,
      claimPolicy: 'single',
    });
    expect(initialFormValues({ corpus: 'bavli', unit: 'mishnah' }, 'UTC').unit).toBe('tractate');
  });

  it('drops dedication names when there is no dedication', () => {
    const values = siyumCreateInputSchema.parse({ ...valid, dedicationKind: 'none' });
    expect(toCreateInput(values).dedicationNames).toBe('');
    expect(toCreateInput(siyumCreateInputSchema.parse(valid)).dedicationNames).toBe('Rivka bas Avraham');
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-30', true],
    ['2026-12-01', false],
    ['2027-01-01', false],
    ['', false],
    ['2026-13-45', false],
  ])('%s is before today: %s', (date, before) => {
    expect(isBeforeToday(date, TODAY)).toBe(before);
  });

  it('describes a date with how far away it is', () => {
    expect(describeDate('2027-03-14', TODAY)).toBe('Sunday, March 14, 2027 (in 103 days)');
    expect(describeDate('2026-12-02', TODAY)).toBe('Wednesday, December 2, 2026 (in 1 day)');
    expect(describeDate(TODAY, TODAY)).toBe('Tuesday, December 1, 2026 (today)');
  });
});

describe('time zones', () => {
  it('lists the given zones first, once each, and skips unknown ones', () => {
    const options = timeZoneOptions(['Europe/Kyiv', 'Asia/Jerusalem', 'Not/AZone', undefined]);
    expect(options[0]?.value).toBe('Europe/Kyiv');
    expect(options[1]?.value).toBe('Asia/Jerusalem');
    expect(options.filter((option) => option.value === 'Asia/Jerusalem')).toHaveLength(1);
    expect(options.some((option) => option.value === 'Not/AZone')).toBe(false);
  });

  it('labels a zone by its city and generic name', () => {
    // The zone's name comes from the runtime's ICU data ("Israel Time" or "Israel Standard Time").
    expect(timeZoneLabel('America/New_York')).toBe('New York (Eastern Time)');
    expect(timeZoneLabel('Asia/Jerusalem')).toMatch(/^Jerusalem \(Israel [A-Za-z ]*Time\)$/);
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toMatch(/^Buenos Aires \(/);
  });

  it('names the cities in Hebrew for a Hebrew reader, given the table', () => {
    const label = (zone: string) => timeZoneLabel(zone, he.siyumCreate, 'he-IL', hebrewZoneCities);
    expect(label('Asia/Jerusalem')).toBe('ירושלים (שעון ישראל)');
    expect(label('America/Argentina/Buenos_Aires')).toMatch(/^בואנוס איירס \(/);
    const options = timeZoneOptions(['Asia/Jerusalem'], he.siyumCreate, 'he-IL', hebrewZoneCities);
    expect(options.filter((option) => /[A-Za-z]/.test(option.label))).toEqual([]);
  });
});

describe('friendly messages over the schema’s', () => {
  it('accepts valid input and returns the parsed values', async () => {
    const result = await resolve({ ...valid, title: '  Padded  ' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Padded' });
  });

  it.each<[string, Partial<SiyumCreateInput>, keyof SiyumCreateInput, string]>([
    ['an empty title', { title: '' }, 'title', m.titleRequired],
    ['a blank title', { title: '   ' }, 'title', m.titleRequired],
    ['a long title', { title: 'x'.repeat(121) }, 'title', 'Keep the title to 120 characters or fewer.'],
    [
      'long names',
      { dedicationNames: 'x'.repeat(201) },
      'dedicationNames',
      'Keep the names to 200 characters or fewer.',
    ],
    ['no date', { targetDate: '' }, 'targetDate', m.targetDateRequired],
    ['a malformed date', { targetDate: '14/03/2027' }, 'targetDate', m.targetDateInvalid],
    ['a past date', { targetDate: '2026-11-30' }, 'targetDate', m.targetDatePast],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', m.timeZoneInvalid],
    ['a unit the text lacks', { corpus: 'bavli', unit: 'chapter' }, 'unit', m.unitInvalid],
    ['an unknown book', { scope: ['berakhot', 'hogwarts'] }, 'scope', m.scopeInvalid],
  ])('explains %s', async (_case, change, field, message) => {
    const result = await resolve({ ...valid, ...change });
    expect(result.values).toEqual({});
    expect(result.errors[field]?.message).toBe(message);
    // Nothing technical leaks through.
    for (const error of Object.values(result.errors)) {
      expect(error?.message).not.toMatch(/expected|too small|too big|YYYY|does not divide|Unknown/i);
    }
  });

  it('keeps the schema’s error type and adds no other field', () => {
    const errors: FieldErrors<SiyumCreateInput> = {
      title: { type: 'too_small', message: 'Too small: expected string to have >=1 characters' },
    };
    expect(friendlyErrors(errors, { ...valid, title: '' }, TODAY)).toEqual({
      title: { type: 'too_small', message: m.titleRequired, ref: undefined },
    });
  });
});

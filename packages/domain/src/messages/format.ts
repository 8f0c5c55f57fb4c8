import { pluralRules } from '../intl';
import { LOCALE_TAGS } from '../locales';

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * Hebrew counts two days, weeks, months, years, hours and times with a dual noun of its own
 * (יומיים, not "2 ימים"); `Intl.PluralRules('he')` names that case `two`.
 */
const HEBREW_DUALS: Readonly<Record<string, string>> = {
  ימים: 'יומיים',
  שבועות: 'שבועיים',
  חודשים: 'חודשיים',
  שנים: 'שנתיים',
  שעות: 'שעתיים',
  פעמים: 'פעמיים',
};

/**
 * The form of a count message that `count` takes in `locale` ("1 portion" / "2 portions"): the one
 * place the product chooses plurals (issue 19: there were three), by `Intl.PluralRules`. In Hebrew,
 * a count of two of a noun with a dual form writes the dual: "{count} ימים" becomes "יומיים".
 */
export function pluralForm(count: number, one: string, other: string, locale = LOCALE_TAGS.en): string {
  const form = pluralRules(locale).select(count);
  if (form === 'one') return one;
  if (form === 'two')
    return other.replace(/\{count\} (\p{L}+)/u, (whole, noun: string) => HEBREW_DUALS[noun] ?? whole);
  return other;
}

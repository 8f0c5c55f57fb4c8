import { pluralRules } from '../intl';

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * The form of a count message that `count` takes in `locale` ("1 portion" / "2 portions"): the one
 * place the product chooses plurals (issue 19: there were three), by `Intl.PluralRules`, so a
 * language with more forms (Hebrew's dual, issue 23) only adds cases here.
 */
export function pluralForm(count: number, one: string, other: string, locale = 'en'): string {
  return pluralRules(locale).select(count) === 'one' ? one : other;
}

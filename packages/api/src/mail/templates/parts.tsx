import {
  type BilingualName,
  type Catalogue,
  format,
  formatNumber,
  hebrewDate,
  type Locale,
  localeDirection,
  localName,
  localNameLocale,
  longDate,
  pluralForm,
  sefariaUrl,
} from '@siyum/domain';
import { Fragment, type ReactNode } from 'react';

/**
 * The language an email is written in (issue 23): its recipient's locale and the catalogue sections
 * its template reads — `mail` always, and any other it names (`MailLanguage<'siyumCommunity'>`).
 * English's sections (`mailMessages`, …) and Hebrew's (`he.mail`, …) both fit.
 */
export interface MailLanguage<Section extends keyof Catalogue = 'mail'> {
  locale: Locale;
  text: Pick<Catalogue, 'mail' | Section>;
}

/**
 * A piece of an email in both its parts, saying the same: the plain text, and what the HTML part
 * renders (a React node, so whatever a person typed in it is escaped by React).
 */
export interface Both {
  text: string;
  html: ReactNode;
}

type Value = string | number | Both;

/** A learner's portion as an email lists it: its names, and its ref for the link to its text. */
export interface MailPortion extends BilingualName {
  ref: string;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const isolated = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * How one email writes for its reader: the wording of their language, its numbers, plurals and
 * dates, and how words from elsewhere are set into its sentences. In a right-to-left email (Hebrew)
 * the words people typed — a title, a name, a dedication's names — are isolated (`<bdi>` in HTML,
 * FSI … PDI in text), so an English title keeps its order inside a Hebrew line; in English they stay
 * the plain text they always were, so English emails are byte for byte what they were before.
 */
export interface MailWriter {
  locale: Locale;
  /** The mail section of the reader's language. */
  m: Catalogue['mail'];
  rightToLeft: boolean;
  /** Words a person typed (a title, a name): isolated in a right-to-left email, as they are otherwise. */
  typed(words: string): Both;
  /** A portion's name in the reader's language ("ברכות"); one with only an English name is isolated. */
  name(name: BilingualName): Both;
  /** A portion as a list item: its name and the link to its text on Sefaria (issue 24), when it has one. */
  portion(portion: MailPortion): Both;
  /** Names in a row ("Kelim, Oholot"). */
  names(names: readonly BilingualName[]): Both;
  /** A count in the reader's locale (English keeps its bare digits, "2711", as it always wrote them). */
  number(value: number): string;
  /** "1 portion" / "3 portions" (Hebrew: "יומיים" for two days): one plural rule, the reader's locale. */
  counted(count: number, one: string, other: string): string;
  /** `format` for both parts: each value as text (React escapes it), a `Both` (a typed word) set as it is. */
  fill(template: string, values: Readonly<Record<string, Value>>): Both;
  /**
   * A sentence with the siyum's date in both calendars (`{date}` and `{hebrewDate}` in it): in
   * English the Gregorian date in the words and the Hebrew one after it, isolated so its order and
   * brackets stay right; in Hebrew the Hebrew date leads and the Gregorian (in Hebrew) follows.
   */
  datePhrase(template: string, values: Readonly<Record<string, Value>>, isoDate: string): Both;
  /** A date on its own: "1 March 2027" in English; the Hebrew date, then the Gregorian, in Hebrew. */
  date(isoDate: string): string;
}

/** The writer of one email, in `language`. */
export function mailWriter(language: MailLanguage): MailWriter {
  const { locale } = language;
  const m = language.text.mail;
  const rightToLeft = localeDirection(locale) === 'rtl';
  const number = (value: number) => (rightToLeft ? formatNumber(value, m.locale) : String(value));
  const typed = (words: string): Both =>
    rightToLeft ? { text: isolated(words), html: <bdi>{words}</bdi> } : { text: words, html: words };
  const name = (portion: BilingualName): Both => {
    const words = localName(portion, locale);
    return localNameLocale(portion, locale) === locale ? { text: words, html: words } : typed(words);
  };
  const fill = (template: string, values: Readonly<Record<string, Value>>): Both => {
    const asText = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'object' ? value.text : value]),
    );
    const html: ReactNode[] = [];
    let from = 0;
    for (const match of template.matchAll(/\{(\w+)\}/g)) {
      const value = values[match[1] ?? ''];
      if (value === undefined) continue;
      html.push(template.slice(from, match.index));
      html.push(typeof value === 'object' ? value.html : String(value));
      from = match.index + match[0].length;
    }
    html.push(template.slice(from));
    return { text: format(template, asText), html: inRow(html) };
  };
  const gregorian = (isoDate: string) => longDate(isoDate, m.locale);
  return {
    locale,
    m,
    rightToLeft,
    typed,
    name,
    portion: (portion) => {
      const named = name(portion);
      const href = sefariaUrl(portion.ref, locale);
      if (!href) return named;
      return {
        text: `${named.text} — ${m.textLink}: ${href}`,
        html: (
          <>
            {named.html} · <a href={href}>{m.textLink}</a>
          </>
        ),
      };
    },
    names: (names) => {
      const each = names.map(name);
      return {
        text: each.map((n) => n.text).join(', '),
        html: inRow(each.flatMap((n, index) => (index > 0 ? [', ', n.html] : [n.html]))),
      };
    },
    number,
    counted: (count, one, other) => format(pluralForm(count, one, other, m.locale), { count: number(count) }),
    fill,
    datePhrase(template, values, isoDate) {
      const hebrew = hebrewDate(isoDate, 'he');
      if (rightToLeft) return fill(template, { ...values, date: hebrew, hebrewDate: gregorian(isoDate) });
      return fill(template, {
        ...values,
        date: gregorian(isoDate),
        hebrewDate: {
          text: isolated(hebrew),
          html: (
            <bdi lang="he" dir="rtl">
              {hebrew}
            </bdi>
          ),
        },
      });
    },
    date: (isoDate) =>
      rightToLeft ? `${hebrewDate(isoDate, 'he')} (${gregorian(isoDate)})` : gregorian(isoDate),
  };
}

/** Nodes one after another as one node (the strings among them render as the plain text they are). */
export function inRow(nodes: readonly ReactNode[]): ReactNode {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static markup, never reordered
    <Fragment key={index}>{node}</Fragment>
  ));
}

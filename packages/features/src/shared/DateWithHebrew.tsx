import {
  format,
  formatHebrewDate,
  type HebrewDateLocale,
  hebrewDateParts,
  siyumCommunityMessages,
  siyumDateMessages,
} from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import type { UiMessages } from '@siyum/ui/messages';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { formatSiyumDate } from '../community/cardText';
import './DateWithHebrew.css';

export interface DateWithHebrewProps {
  /** The civil date, `YYYY-MM-DD`. */
  date: string;
  /** The words around the Gregorian date, e.g. "Siyum on {date}"; the bare date when absent. */
  template?: string | undefined;
  /** A class for the `<time>` holding the Gregorian date. */
  timeClassName?: string | undefined;
  className?: string | undefined;
}

/**
 * A calendar date as the siyum components write it ("Siyum on 1 March 2027", in a `<time>`) with
 * its Hebrew date beside it, quieter ("כ״ב אדר א׳ תשפ״ז", the daytime Hebrew date of that civil day).
 * The two wrap as wholes: on a narrow screen the Hebrew date goes under the Gregorian one. A Hebrew
 * reader gets them the other way round: the Hebrew date in the words ("הסיום ב־כ״ב אדר א׳ תשפ״ז"),
 * then the Gregorian one, quieter, in the reader's locale ("1 במרץ 2027").
 */
export function DateWithHebrew({ date, template, timeClassName, className }: DateWithHebrewProps) {
  const { locale } = useUiLocale();
  // Written like the siyum cards' dates ("1 March 2027").
  const dateLocale = useSiyumDateLocale();
  const gregorian = formatSiyumDate(date, { locale: dateLocale });
  const words = (text: string) => (template ? format(template, { date: text }) : text);
  const hebrew = locale === 'he' ? hebrewDateParts(date) : null;
  if (hebrew)
    return (
      <span className={cx('siyum-date', className)}>
        <span className="siyum-date__lead">{words(formatHebrewDate(hebrew, 'he'))}</span>
        <time className={cx('siyum-date__gregorian', timeClassName)} dateTime={date}>
          {gregorian}
        </time>
      </span>
    );
  return (
    <span className={cx('siyum-date', className)}>
      <time className={cx('siyum-date__gregorian', timeClassName)} dateTime={date}>
        {words(gregorian)}
      </time>
      <HebrewDate date={date} className="siyum-date__hebrew" />
    </span>
  );
}

/**
 * The locale the siyum widgets write their dates in: the siyum cards' ("1 March 2027"), their
 * catalogue section's `locale` (`LOCALE_DATE_TAGS` of the domain's messages, by language).
 */
export function useSiyumDateLocale(): string {
  return useUiMessages('siyumCommunity', siyumCommunityMessages).locale;
}

/**
 * The Hebrew date alone ("כ״ב אדר א׳ תשפ״ז", labelled for screen readers), or nothing for a date
 * that is not a real `YYYY-MM-DD` (e.g. while it is being typed).
 */
export function HebrewDate({ date, className }: { date: string; className?: string | undefined }) {
  const m = useUiMessages('siyumDates', siyumDateMessages);
  const parts = hebrewDateParts(date);
  if (!parts) return null;
  const locale = hebrewDateLocale(m);
  return (
    <span className={className}>
      <span className="siyum-visually-hidden">{m.hebrewDateLabel} </span>
      <span lang={locale} dir={locale === 'he' ? 'rtl' : 'ltr'}>
        {formatHebrewDate(parts, locale)}
      </span>
    </span>
  );
}

/**
 * The form the Hebrew date takes: the section's `hebrewLocale` ('he' writes "ב׳ כסלו תשפ״ז", 'en'
 * "2 Kislev 5787"); a provider's string the domain does not know falls back to Hebrew letters.
 */
function hebrewDateLocale(messages: Pick<UiMessages['siyumDates'], 'hebrewLocale'>): HebrewDateLocale {
  return messages.hebrewLocale === 'en' ? 'en' : 'he';
}

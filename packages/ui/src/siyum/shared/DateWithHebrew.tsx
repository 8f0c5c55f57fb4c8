import { format, formatHebrewDate, hebrewDateParts, siyumDateMessages } from '@siyum/domain';
import { cx } from '../../internal/cx';
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
 * The two wrap as wholes: on a narrow screen the Hebrew date goes under the Gregorian one.
 */
export function DateWithHebrew({ date, template, timeClassName, className }: DateWithHebrewProps) {
  const gregorian = formatSiyumDate(date);
  return (
    <span className={cx('siyum-date', className)}>
      <time className={cx('siyum-date__gregorian', timeClassName)} dateTime={date}>
        {template ? format(template, { date: gregorian }) : gregorian}
      </time>
      <HebrewDate date={date} className="siyum-date__hebrew" />
    </span>
  );
}

/**
 * The Hebrew date alone ("כ״ב אדר א׳ תשפ״ז", labelled for screen readers), or nothing for a date
 * that is not a real `YYYY-MM-DD` (e.g. while it is being typed).
 */
export function HebrewDate({ date, className }: { date: string; className?: string | undefined }) {
  const parts = hebrewDateParts(date);
  if (!parts) return null;
  const locale = siyumDateMessages.hebrewLocale;
  return (
    <span className={className}>
      <span className="siyum-visually-hidden">{siyumDateMessages.hebrewDateLabel} </span>
      <span lang={locale} dir={locale === 'he' ? 'rtl' : 'ltr'}>
        {formatHebrewDate(parts, locale)}
      </span>
    </span>
  );
}

/**
 * The gaps widgets' sentences, pure: how many portions are open, how long is left, the pace each
 * needs, and a learner's run of portions ("Peah 3 to Demai 2") — in the reader's language and
 * number format (`tag`).
 */
import {
  format,
  formatNumber,
  type GapPortion,
  gapsMessages,
  LOCALE_TAGS,
  type Locale,
  labelNames,
  localName,
  type Pace,
  pluralForm,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';

export type GapsMessages = UiMessages['gaps'];

/** `one` for 1, else `other` with `{count}` filled in the reader's numbers. */
export function countText(count: number, one: string, other: string, tag: string): string {
  return format(pluralForm(count, one, other, tag), { count: formatNumber(count, tag) });
}

/** "12 portions are still open". */
export function openText(count: number, m: GapsMessages = gapsMessages, tag = LOCALE_TAGS.en): string {
  return countText(count, m.openOne, m.openOther, tag);
}

/** "18 days until the siyum", "the siyum is today", "the siyum’s date has passed". */
export function daysLeftText(days: number, m: GapsMessages = gapsMessages, tag = 'en'): string {
  if (days < 0) return m.datePassed;
  if (days === 0) return m.dueToday;
  return countText(days, m.daysLeftOne, m.daysLeftOther, tag);
}

/** "about one every 1.5 days", "about one a day", "about 2.4 a day", "all of them now"; '' for none. */
export function paceText(pace: Pace, m: GapsMessages = gapsMessages, tag = 'en'): string {
  switch (pace.kind) {
    case 'none':
      return '';
    case 'noTime':
      return m.paceNow;
    case 'every':
      return pace.days === 1 ? m.paceDaily : format(m.paceEvery, { days: formatNumber(pace.days, tag) });
    case 'perDay':
      return format(m.pacePerDay, { count: formatNumber(pace.count, tag) });
  }
}

/** A run of portions by its first and last labels: "Peah 3 to Demai 2", or the one label. */
export function rangeText(
  run: readonly Pick<GapPortion, 'labelEn' | 'labelHe'>[],
  locale: Locale,
  m: GapsMessages = gapsMessages,
): string {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return '';
  const name = (portion: typeof first) => localName(labelNames(portion), locale);
  return run.length === 1 ? name(first) : format(m.shareRange, { first: name(first), last: name(last) });
}

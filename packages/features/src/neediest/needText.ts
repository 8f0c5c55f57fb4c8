/**
 * What a "needs learners now" card says, as pure functions (unit-tested in node): "12 open portions
 * · 9 days left", or "· Siyum today" on the day itself. Counts follow the community section's
 * `locale`, plurals `pluralForm` (Hebrew's dual too: "נותרו יומיים").
 */
import {
  format,
  formatNumber,
  type NeediestSiyum,
  neediestMessages,
  pluralForm,
  siyumCommunityMessages,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';

export type NeediestText = UiMessages['neediest'];
export type NumberLocale = Pick<UiMessages['siyumCommunity'], 'locale'>;

function counted(count: number, one: string, other: string, locale: string): string {
  return format(pluralForm(count, one, other, locale), { count: formatNumber(count, locale) });
}

/** "12 open portions · 9 days left" / "1 open portion · Siyum today". */
export function needLine(
  siyum: Pick<NeediestSiyum, 'open' | 'daysLeft'>,
  messages: NeediestText = neediestMessages,
  numbers: NumberLocale = siyumCommunityMessages,
): string {
  const { locale } = numbers;
  const when =
    siyum.daysLeft <= 0
      ? messages.dueToday
      : counted(siyum.daysLeft, messages.daysLeftOne, messages.daysLeftOther, locale);
  return format(messages.needLine, {
    open: counted(siyum.open, messages.openOne, messages.openOther, locale),
    when,
  });
}

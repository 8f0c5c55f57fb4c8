import { CORPORA, format, type Siyum, siyumCommunityMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useId } from 'react';
import { CardTitle } from '../shared/CardTitle';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import type { DataState } from '../shared/dataState';
import type { PillTone } from '../shared/pill';
import { CardProgress } from './CardProgress';
import { dateStateText, dedicationLine, isoDateIn, type SiyumDateState, siyumDateState } from './cardText';
import '../shared/shared.css';
import './SiyumCard.css';

const DATE_STATE_TONES: Record<SiyumDateState['kind'], PillTone> = {
  upcoming: undefined,
  today: 'accent',
  completed: 'success',
  passed: 'muted',
};

export interface SiyumCardProps {
  siyum: Siyum;
  /** Where the title links to (the siyum's public page, e.g. `/s/12`). */
  href: string;
  /** Client-side navigation on a plain click; without it the link loads the page. */
  onNavigate?: ((path: string) => void) | undefined;
  /** Today as `YYYY-MM-DD` (stories and tests pin it); defaults to today in the siyum's time zone. */
  today?: string | undefined;
  /** Level of the title's heading: 2 in the community list, deeper inside other sections. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One siyum in a list: its title (a link to it), dedication, text and division, organizer, date with
 * the days left (or Completed / Date passed), and a compact progress bar. The whole card is the
 * link's click target; only the title is in the tab order and the accessibility tree as a link.
 */
export function SiyumCard({ siyum, href, onNavigate, today, headingLevel = 2, className }: SiyumCardProps) {
  const messages = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const titleId = useId();
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, messages);
  const state = siyumDateState(siyum, today ?? isoDateIn(siyum.timeZone));
  const dataState = state.kind satisfies DataState;
  return (
    <article className={cx('siyum-card', className)} aria-labelledby={titleId} data-state={dataState}>
      <CardTitle level={headingLevel} id={titleId} block="siyum-card" href={href} onNavigate={onNavigate}>
        {siyum.title}
      </CardTitle>
      {dedication && (
        <p className="siyum-card__dedication" data-kind={siyum.dedicationKind} dir="auto">
          {dedication}
        </p>
      )}
      <p className="siyum-card__meta">
        {format(messages.textLine, { corpus: CORPORA[siyum.corpus].en, unit: messages.unit[siyum.unit] })}
      </p>
      <p className="siyum-card__meta">{format(messages.organizer, { name: siyum.user.name })}</p>
      <p className="siyum-card__date">
        <DateWithHebrew
          date={siyum.targetDate}
          template={messages.siyumOn}
          timeClassName="siyum-card__when"
        />
        <span
          className="siyum-card__badge siyum-pill"
          data-state={dataState}
          data-tone={DATE_STATE_TONES[state.kind]}
        >
          {dateStateText(state, messages)}
        </span>
      </p>
      <CardProgress progress={siyum.progress} />
    </article>
  );
}

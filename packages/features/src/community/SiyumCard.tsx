import { CORPORA, format, localName, type Siyum, siyumCommunityMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useId } from 'react';
import { CardDedication, CardTitle } from '../shared/CardTitle';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import type { DataState } from '../shared/dataState';
import { PhotoImage } from '../shared/PhotoImage';
import { siyumPhotoAlt } from '../shared/photoSources';
import type { PillTone } from '../shared/pill';
import { formatNodes, useReaderLocale } from '../shared/reader';
import { CardProgress } from './CardProgress';
import { dateStateText, dedicationLine, isoDateIn, type SiyumDateState, siyumDateState } from './cardText';
import '../shared/shared.css';
import './SiyumCard.css';

/** The thumbnail's side at the default font size (4.5rem, SiyumCard.css). */
const THUMBNAIL_SIZE = 72;

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
 * One siyum in a list: its photo if it has one (a thumbnail beside the title, above it on a narrow
 * card), its title (a link to it), dedication, text and division, organizer, date with the days left
 * (or Completed / Date passed), and a compact progress bar. The whole card is the link's click
 * target; only the title is in the tab order and the accessibility tree as a link.
 */
export function SiyumCard({ siyum, href, onNavigate, today, headingLevel = 2, className }: SiyumCardProps) {
  const messages = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const reader = useReaderLocale();
  const titleId = useId();
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, messages);
  const state = siyumDateState(siyum, today ?? isoDateIn(siyum.timeZone));
  const dataState = state.kind satisfies DataState;
  const heading = (
    <>
      <CardTitle level={headingLevel} id={titleId} block="siyum-card" href={href} onNavigate={onNavigate}>
        {siyum.title}
      </CardTitle>
      <CardDedication kind={siyum.dedicationKind} text={dedication} />
    </>
  );
  return (
    <article className={cx('siyum-card', className)} aria-labelledby={titleId} data-state={dataState}>
      {siyum.photo ? (
        // Only a card with a photo gets the extra row: one without keeps its layout exactly.
        <div className="siyum-card__head">
          <PhotoImage
            className="siyum-card__photo"
            photo={siyum.photo}
            alt={siyumPhotoAlt(siyum)}
            size={THUMBNAIL_SIZE}
            sizes="4.5rem"
          />
          <div className="siyum-card__heading">{heading}</div>
        </div>
      ) : (
        heading
      )}
      <p className="siyum-card__meta">
        {format(messages.textLine, {
          corpus: localName(CORPORA[siyum.corpus], reader.locale),
          unit: messages.unit[siyum.unit],
        })}
      </p>
      <p className="siyum-card__meta">
        {formatNodes(messages.organizer, { name: reader.isolate(siyum.user.name) })}
      </p>
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

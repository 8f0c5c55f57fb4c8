import {
  format,
  localName,
  type NeediestSiyum,
  neediestMessages,
  siyumCommunityMessages,
} from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { AppLink } from '@siyum/ui/shell';
import { useId } from 'react';
import { dedicationLine } from '../community/cardText';
import { CardDedication, CardTitle } from '../shared/CardTitle';
import { useReaderLocale } from '../shared/reader';
import { needLine } from './needText';
import '../shared/shared.css';
import '../community/SiyumCard.css';
import './NeediestSiyumim.css';

export interface NeediestSiyumimProps {
  /** siyum.neediest's answer, neediest first; nothing renders when it is empty. */
  items: readonly NeediestSiyum[];
  /** Where a siyum's card links to (its public page, e.g. `/s/12`). */
  hrefFor: (id: number) => string;
  /** Client-side navigation on a plain click; without it the links load the page. */
  onNavigate?: ((path: string) => void) | undefined;
  className?: string;
}

/**
 * The home page's public siyumim that most need learners now (issue 24): a heading, one line of
 * why, and a card per siyum with its open portions, the days left and "Take a portion". Nothing at
 * all when no siyum needs anyone (a visitor is not shown an empty box).
 */
export function NeediestSiyumim({ items, hrefFor, onNavigate, className }: NeediestSiyumimProps) {
  const m = useUiMessages('neediest', neediestMessages);
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={cx('neediest', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="neediest__title">
        {m.title}
      </h2>
      <p className="neediest__intro">{m.intro}</p>
      <ul className="siyum-card-grid neediest__list">
        {items.map((siyum) => (
          <li key={siyum.id}>
            <NeediestCard siyum={siyum} href={hrefFor(siyum.id)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface NeediestCardProps {
  siyum: NeediestSiyum;
  href: string;
  onNavigate: ((path: string) => void) | undefined;
}

/**
 * One siyum on the community card's surface and type (SiyumCard.css): title (the link that covers
 * the card), dedication, text, what it needs, and the call to take a portion (the same page).
 */
function NeediestCard({ siyum, href, onNavigate }: NeediestCardProps) {
  const m = useUiMessages('neediest', neediestMessages);
  const community = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const reader = useReaderLocale();
  const titleId = useId();
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, community);
  return (
    <article
      className="siyum-card neediest-card"
      aria-labelledby={titleId}
      data-state={siyum.daysLeft === 0 ? 'today' : 'upcoming'}
    >
      <CardTitle level={3} id={titleId} block="siyum-card" href={href} onNavigate={onNavigate}>
        {siyum.title}
      </CardTitle>
      <CardDedication kind={siyum.dedicationKind} text={dedication} />
      <p className="siyum-card__meta">
        {format(community.textLine, {
          corpus: localName(siyum.corpusName, reader.locale),
          unit: community.unit[siyum.unit],
        })}
      </p>
      <p className="neediest-card__need">{needLine(siyum, m, community)}</p>
      <Button asChild variant="secondary" size="sm" className="neediest-card__take">
        <AppLink
          href={href}
          onNavigate={onNavigate}
          aria-label={format(m.takePortionIn, { title: reader.isolateText(siyum.title) })}
        >
          {m.takePortion}
        </AppLink>
      </Button>
    </article>
  );
}

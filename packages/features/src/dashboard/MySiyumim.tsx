import { canAccess, format, type Siyum, siyumDashboardMessages, type Viewer } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useViewer } from '@siyum/ui/session';
import { AppLink } from '@siyum/ui/shell';
import { type ReactNode, useId } from 'react';
import { SiyumCard } from '../community/SiyumCard';
import { EmptyMessage } from './EmptyMessage';
import { helpingOnly, type MySiyumimData } from './learnings';
import '../shared/shared.css';
import './dashboard.css';

/** The links of one siyum's pages. */
export interface MySiyumimHrefs {
  /** The public page (`/s/{id}`): the card's title links there. */
  siyum: (siyum: Siyum) => string;
  /** `/progress/{id}`. */
  progress: (siyum: Siyum) => string;
  /** `/participants/{id}`. */
  participants: (siyum: Siyum) => string;
  /** `/admins/{id}`: offered to the owner only. */
  admins: (siyum: Siyum) => string;
}

export interface MySiyumimProps extends MySiyumimData {
  hrefs: MySiyumimHrefs;
  /** Where the empty "organize" section sends me (`/create`). */
  createHref: string;
  onNavigate?: ((path: string) => void) | undefined;
  /** Today as `YYYY-MM-DD` for every card (stories pin it); defaults to today in each siyum's zone. */
  today?: string | undefined;
  /** Level of the two section headings; each card's title is one level deeper. */
  headingLevel?: 2 | 3;
  /**
   * Whose siyumim these are, for the §6 rules that choose each card's links; unless given, the
   * nearest `ViewerProvider`'s user.
   */
  viewer?: Viewer | null;
  className?: string;
}

/**
 * The siyumim I organize and those I help run, as cards, each with its quick links: Progress and
 * Participants, and Admins for the owner (granting permissions is the owner's alone). A helper gets
 * Participants only where §6 lets them open it (`canAccess`: not with the edit permission alone);
 * without a viewer, every helper does. A siyum I both own and help run shows once, as mine.
 */
export function MySiyumim({
  owned,
  helping,
  hrefs,
  createHref,
  onNavigate,
  today,
  headingLevel = 2,
  viewer: viewerProp,
  className,
}: MySiyumimProps) {
  const m = useUiMessages('siyumDashboard', siyumDashboardMessages).siyumim;
  const viewer = useViewer(viewerProp);
  // Owned siyumim are the server's answer to "which are mine": their participants are mine to manage.
  const mayManage = (siyum: Siyum, kind: 'owner' | 'helper') =>
    kind === 'owner' || viewer === null || canAccess('participants', viewer, siyum);
  const helped = helpingOnly({ owned, helping });
  // What both sections share: the links, who may manage, and the headings' level.
  const section = { hrefs, mayManage, onNavigate, today, headingLevel };
  return (
    <div className={cx('siyum-mine', className)}>
      <SiyumSection
        {...section}
        title={m.ownedTitle}
        siyumim={owned}
        kind="owner"
        empty={
          // Nothing organized yet: a link to create a siyum.
          <EmptyMessage
            title={m.ownedEmpty}
            hint={m.ownedEmptyHint}
            link={m.create}
            href={createHref}
            onNavigate={onNavigate}
          />
        }
      />
      <SiyumSection
        {...section}
        title={m.helpingTitle}
        siyumim={helped}
        kind="helper"
        empty={
          <div className="siyum-dashboard__empty" data-quiet="">
            <p className="siyum-dashboard__empty-title">{m.helpingEmpty}</p>
            <p className="siyum-dashboard__empty-hint">{m.helpingEmptyHint}</p>
          </div>
        }
      />
    </div>
  );
}

interface SiyumSectionProps {
  title: string;
  siyumim: readonly Siyum[];
  kind: 'owner' | 'helper';
  hrefs: MySiyumimHrefs;
  /** Whether a card links to the siyum's participants page. */
  mayManage: (siyum: Siyum, kind: 'owner' | 'helper') => boolean;
  onNavigate?: ((path: string) => void) | undefined;
  today?: string | undefined;
  headingLevel: 2 | 3;
  empty: ReactNode;
}

function SiyumSection({
  title,
  siyumim,
  kind,
  hrefs,
  mayManage,
  onNavigate,
  today,
  headingLevel,
  empty,
}: SiyumSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="siyum-mine__section" aria-labelledby={headingId} data-kind={kind}>
      <Heading id={headingId} className="siyum-mine__heading">
        {title}
      </Heading>
      {siyumim.length === 0 ? (
        empty
      ) : (
        <ul className="siyum-mine__list siyum-card-grid">
          {siyumim.map((siyum) => (
            <li key={siyum.id} className="siyum-mine__item">
              <SiyumCard
                className="siyum-mine__card"
                siyum={siyum}
                href={hrefs.siyum(siyum)}
                onNavigate={onNavigate}
                today={today}
                headingLevel={headingLevel === 2 ? 3 : 4}
              />
              <QuickLinks
                siyum={siyum}
                kind={kind}
                participants={mayManage(siyum, kind)}
                hrefs={hrefs}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface QuickLinksProps {
  siyum: Siyum;
  kind: 'owner' | 'helper';
  /** Whether to link the participants page. */
  participants: boolean;
  hrefs: MySiyumimHrefs;
  onNavigate?: ((path: string) => void) | undefined;
}

/** The card's foot: the pages an organizer opens most. Each link's name says which siyum. */
function QuickLinks({ siyum, kind, participants, hrefs, onNavigate }: QuickLinksProps) {
  const m = useUiMessages('siyumDashboard', siyumDashboardMessages).siyumim;
  const links = [
    { key: 'progress', text: m.progress, name: m.progressFor, href: hrefs.progress(siyum) },
    ...(participants
      ? [
          {
            key: 'participants',
            text: m.participants,
            name: m.participantsFor,
            href: hrefs.participants(siyum),
          },
        ]
      : []),
    ...(kind === 'owner'
      ? [{ key: 'admins', text: m.admins, name: m.adminsFor, href: hrefs.admins(siyum) }]
      : []),
  ];
  return (
    <ul className="siyum-link-row siyum-mine__links">
      {links.map((link) => (
        <li key={link.key}>
          <AppLink
            className="siyum-link-row__link"
            href={link.href}
            onNavigate={onNavigate}
            aria-label={format(link.name, { title: siyum.title })}
          >
            {link.text}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

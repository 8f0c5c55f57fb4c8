import {
  canAccess,
  type SiyumArea,
  type SiyumOwnership,
  siyumManageMessages,
  type Viewer,
} from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useViewer } from '@siyum/ui/session';
import { AppLink } from '@siyum/ui/shell';
import '../shared/shared.css';
import './manage.css';

/** Where one siyum's §6 pages live: `/edit/{id}`, `/participants/{id}`, `/admins/{id}`. */
export type SiyumManageHrefs = Record<SiyumArea, string>;

/** Another page for whoever may open `area` (the lobby screen, for those who may edit). */
export interface SiyumManageLink {
  area: SiyumArea;
  href: string;
  text: string;
}

export interface SiyumManageLinksProps {
  /** The siyum and its owner (`siyum.user.id`), which the rules compare the viewer with. */
  siyum: SiyumOwnership;
  hrefs: SiyumManageHrefs;
  /** Who is looking; unless given, the nearest `ViewerProvider`'s user (`null`: a visitor). */
  viewer?: Viewer | null;
  /** Client-side navigation; without it the links load the page. */
  onNavigate?: ((path: string) => void) | undefined;
  /** Links after the three, each shown under the same rule as its `area`. */
  more?: readonly SiyumManageLink[];
  /** The links' accessible name, "Manage this siyum" unless given: several on one page need their own. */
  label?: string;
  className?: string;
}

const AREAS: readonly { area: SiyumArea; text: 'manageEdit' | 'manageParticipants' | 'manageAdmins' }[] = [
  { area: 'edit', text: 'manageEdit' },
  { area: 'participants', text: 'manageParticipants' },
  { area: 'admins', text: 'manageAdmins' },
];

/**
 * A siyum page's links for whoever runs the siyum: Edit, Participants and Admins, each shown only
 * when §6 lets the viewer open that page (`canAccess`, the rule the server applies too). The owner
 * sees all three, a helper what their permission allows, a learner or a visitor nothing at all.
 */
export function SiyumManageLinks({
  siyum,
  hrefs,
  viewer: viewerProp,
  onNavigate,
  more = [],
  label,
  className,
}: SiyumManageLinksProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const viewer = useViewer(viewerProp);
  const links = [
    ...AREAS.map(({ area, text }) => ({ area, href: hrefs[area], text: m[text] })),
    ...more,
  ].filter(({ area }) => canAccess(area, viewer, siyum));
  if (links.length === 0) return null;
  return (
    <nav className={cx('siyum-manage-links', className)} aria-label={label ?? m.manageLinks}>
      <ul className="siyum-link-row siyum-manage-links__list">
        {links.map(({ href, text }) => (
          <li key={href}>
            <AppLink className="siyum-link-row__link" href={href} onNavigate={onNavigate}>
              {text}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

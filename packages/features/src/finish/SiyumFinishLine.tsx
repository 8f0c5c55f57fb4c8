import { canAccess, finishLineMessages, type Portion, type Siyum, type Viewer } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { useViewer } from '@siyum/ui/session';
import { AppLink } from '@siyum/ui/shell';
import { FinishCelebration } from './FinishCelebration';
import { certificateLearners, finishPaths, isComplete } from './finishLine';
import '../shared/shared.css';

export interface SiyumFinishLineProps {
  siyum: Pick<Siyum, 'id' | 'shareKey' | 'user' | 'progress'>;
  /** The board, for the count of learners; `undefined` while it loads. */
  portions?: readonly Portion[] | undefined;
  /** Who is looking; unless given, the nearest `ViewerProvider`'s user (`null`: a visitor). */
  viewer?: Viewer | null;
  /** Client-side navigation; without it the links load the page. */
  onNavigate?: ((path: string) => void) | undefined;
}

/**
 * The finish line on the siyum page: once every portion is learned, the celebration, and in it, for
 * whoever may edit the siyum (§6 `edit`, as the manage links decide), the link to its completion
 * page. Until then nothing (the lobby screen's link is among the manage links from the start: a shul
 * shows the progress while the learning goes on).
 */
export function SiyumFinishLine({ siyum, portions, viewer: viewerProp, onNavigate }: SiyumFinishLineProps) {
  const viewer = useViewer(viewerProp);
  if (!isComplete(siyum.progress)) return null;
  const learners = portions ? certificateLearners(portions).length : 'pending';
  return (
    <FinishCelebration progress={siyum.progress} learners={learners}>
      {canAccess('edit', viewer, siyum) && <FinishLinks siyum={siyum} onNavigate={onNavigate} />}
    </FinishCelebration>
  );
}

function FinishLinks({
  siyum,
  onNavigate,
}: {
  siyum: Pick<Siyum, 'id' | 'shareKey'>;
  onNavigate: ((path: string) => void) | undefined;
}) {
  const m = useUiMessages('finishLine', finishLineMessages);
  // The lobby screen's link is among the manage links, from the start.
  const links = [{ href: finishPaths.certificate(siyum), text: m.certificateLink }];
  return (
    <nav className="siyum-finish-links" aria-label={m.organizerLinks}>
      <ul className="siyum-link-row">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink className="siyum-link-row__link" href={link.href} onNavigate={onNavigate}>
              {link.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { navMessages } from '@siyum/domain';
import type { MouseEvent } from 'react';
import { Button } from '../form';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { useSignedIn } from '../session';
import './UserStatus.css';

export interface UserStatusProps {
  /** Whether someone is signed in; unless given, as the nearest `ViewerProvider` says. */
  signedIn?: boolean;
  /** Opens the login dialog (Login, and Create a Siyum for a visitor). */
  onLogin: () => void;
  onLogout: () => void;
  /** Client-side navigation for the dashboard link; without it the link loads the page. */
  onNavigate?: (path: string) => void;
  dashboardPath?: string;
  /** A request is running (sign-out): the buttons wait. */
  busy?: boolean;
}

/** A plain left click stays in the app; modified clicks (new tab…) keep the browser's behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's user-status control (§2): Login / Logout, plus 'My Dashboard' (to /dashboard) when
 * signed in or 'Create a Siyum' (which opens the login dialog) when not.
 */
export function UserStatus({
  signedIn: signedInProp,
  onLogin,
  onLogout,
  onNavigate,
  dashboardPath = '/dashboard',
  busy = false,
}: UserStatusProps) {
  const nav = useUiMessages('nav', navMessages);
  const signedIn = useSignedIn(signedInProp);
  return (
    <div className="siyum-user-status" data-state={signedIn ? 'signed-in' : 'visitor'}>
      {signedIn ? (
        <a
          className="siyum-user-status__link"
          href={dashboardPath}
          onClick={(event) => {
            if (!onNavigate || !isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(dashboardPath);
          }}
        >
          {nav.myDashboard}
        </a>
      ) : (
        <Button variant="secondary" size="sm" onClick={onLogin}>
          {nav.createSiyum}
        </Button>
      )}
      {signedIn ? (
        <Button variant="ghost" size="sm" busy={busy} onClick={onLogout}>
          {nav.logout}
        </Button>
      ) : (
        <Button size="sm" onClick={onLogin}>
          {nav.login}
        </Button>
      )}
    </div>
  );
}

import { UserStatus } from '@siyum/ui/shell';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';

/** The header as far as sign-in needs it: the logo home and the user-status control (§2). */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="app-header">
      <Link to="/" className="app-header__logo">
        {config.productName}
      </Link>
      <UserStatus
        signedIn={session.status === 'signedIn'}
        busy={signingOut || session.status === 'loading'}
        onLogin={() => session.openAuth()}
        onLogout={() => {
          setSigningOut(true);
          void session.signOut().finally(() => setSigningOut(false));
        }}
        onNavigate={(path) => navigate(path)}
      />
    </header>
  );
}

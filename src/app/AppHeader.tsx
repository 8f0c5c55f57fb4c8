import { navMessages } from '@siyum/domain';
import { SiteHeader, type SiteLink } from '@siyum/ui/shell';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';

/** §2 main navigation plus the external Support Us; a visitor's Create a Siyum opens the login. */
const LINKS: readonly SiteLink[] = [
  { label: navMessages.home, href: '/' },
  { label: navMessages.about, href: '/about-us' },
  { label: navMessages.createSiyum, href: '/create', requiresSignIn: true },
  { label: navMessages.browseCommunity, href: '/community' },
  { label: navMessages.supportUs, href: config.supportUrl },
];

/** The site header wired to the session and the router. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <SiteHeader
      productName={config.productName}
      links={LINKS}
      sisterSites={config.sisterSites}
      signedIn={session.status === 'signedIn'}
      currentPath={pathname}
      busy={signingOut || session.status === 'loading'}
      onLogin={() => session.openAuth()}
      onRegister={() => session.openAuth({ view: 'signUp' })}
      onLogout={() => {
        setSigningOut(true);
        void session.signOut().finally(() => setSigningOut(false));
      }}
      onNavigate={(path) => navigate(path)}
    />
  );
}

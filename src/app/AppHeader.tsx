import { navMessages } from '@siyum/domain';
import { SiteHeader, type SiteLink } from '@siyum/ui/shell';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';

const HOME: SiteLink = { label: navMessages.home, href: '/' };
const ABOUT: SiteLink = { label: navMessages.about, href: '/about-us' };
/** A visitor's Create a Siyum opens the login. */
const CREATE: SiteLink = { label: navMessages.createSiyum, href: '/create', requiresSignIn: true };
const COMMUNITY: SiteLink = { label: navMessages.browseCommunity, href: '/community' };
const SUPPORT_US: SiteLink = { label: navMessages.supportUs, href: config.supportUrl };

/** §2 main navigation (Home, About, Create a Siyum, Browse Community Siyumim) plus the external Support Us. */
const LINKS: readonly SiteLink[] = [HOME, ABOUT, CREATE, COMMUNITY, SUPPORT_US];
/** §2 mobile menu: 'Create a Siyum', 'Browse Community Siyumim', 'About', 'Support Us'. */
const MENU_LINKS: readonly SiteLink[] = [CREATE, COMMUNITY, ABOUT, SUPPORT_US];

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
      menuLinks={MENU_LINKS}
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

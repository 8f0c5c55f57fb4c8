import { SiteHeader } from '@siyum/ui/shell';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { config } from '../config';
import { usePrefs } from '../prefs/PrefsProvider';
import { useHeaderLinks } from './headerLinks';

/** The site header wired to the session and the router. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const links = useHeaderLinks();
  const { prefs, setPrefs } = usePrefs();
  return (
    <SiteHeader
      productName={config.productName}
      links={links.header}
      menuLinks={links.menu}
      sisterSites={config.sisterSites}
      currentPath={pathname}
      busy={signingOut || session.status === 'loading'}
      onLogin={() => session.openAuth()}
      onRegister={() => session.openAuth({ view: 'signUp' })}
      onLogout={() => {
        setSigningOut(true);
        void session.signOut().finally(() => setSigningOut(false));
      }}
      onNavigate={(path) => navigate(path)}
      locale={prefs.locale}
      onLocaleChange={(locale) => setPrefs({ ...prefs, locale })}
    />
  );
}

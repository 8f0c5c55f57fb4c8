import { type Locale, navMessages, ROUTES_BAR_HIDE_SCROLL_PX } from '@siyum/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../form';
import { DashboardIcon, MenuIcon } from '../internal/icons/shell';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { useSignedIn } from '../session';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLink, type SiteLink } from './navLink';
import type { SisterSite } from './SisterSites';
import { useScrolledPast } from './useScrolledPast';

/** The menu (and Radix Dialog with it) loads on first use: most visits never open it. */
const MobileMenu = lazy(() => import('./MobileMenu'));

import { UserStatus } from './UserStatus';

/** The sister sites' icons load after the page, as the menu does: no visitor pays for them up front. */
const SisterSites = lazy(() => import('./SisterSites').then((module) => ({ default: module.SisterSites })));

import './SiteHeader.css';

export interface SiteHeaderProps {
  productName: string;
  /** The main navigation (§2: Home, About, Create a Siyum, Browse Community Siyumim) and Support Us. */
  links: readonly SiteLink[];
  /**
   * The mobile menu's links, in its own order (§2: Create a Siyum, Browse Community Siyumim, About,
   * Support Us); `links` without the home link unless given.
   */
  menuLinks?: readonly SiteLink[];
  /** Whether someone is signed in; unless given, as the nearest `ViewerProvider` says. */
  signedIn?: boolean;
  currentPath?: string;
  /** A sign-in or sign-out request is running. */
  busy?: boolean;
  onLogin: () => void;
  /** The mobile menu's Register button. */
  onRegister: () => void;
  onLogout: () => void;
  onNavigate?: (path: string) => void;
  dashboardPath?: string;
  /** The sister learning sites, a row of icon links at the bottom of the mobile menu. */
  sisterSites?: readonly SisterSite[] | undefined;
  /** The page's language; with `onLocaleChange`, the header (and its menu) offer the other one. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The site header (§2): logo home, the main navigation, the dashboard icon (signed in), the
 * user-status control; below the tablet breakpoint the navigation moves into a menu behind a "Menu"
 * button that locks the page's scroll. It stays at the top of the viewport; once the page has
 * scrolled 350 px the routes bar (the navigation) hides while the logo and the controls stay.
 * Signed in or not as `signedIn` says, else as the session's `ViewerProvider` does.
 */
export function SiteHeader({
  productName,
  links,
  menuLinks = links.filter((link) => link.href !== '/'),
  signedIn: signedInProp,
  currentPath,
  busy = false,
  onLogin,
  onRegister,
  onLogout,
  onNavigate,
  dashboardPath = '/dashboard',
  sisterSites = [],
  locale = 'en',
  onLocaleChange,
}: SiteHeaderProps) {
  const nav = useUiMessages('nav', navMessages);
  const signedIn = useSignedIn(signedInProp);
  const [menuOpen, setMenuOpen] = useState(false);
  const routesHidden = useScrolledPast(ROUTES_BAR_HIDE_SCROLL_PX);
  const linkProps = { signedIn, currentPath, onNavigate, onLogin };
  const home: SiteLink = { label: productName, href: '/' };
  // Shown signed in only; should a visitor reach it all the same, it offers the login.
  const dashboard: SiteLink = { label: nav.myDashboard, href: dashboardPath, requiresSignIn: true };
  return (
    <header className="siyum-header" data-routes={routesHidden ? 'hidden' : 'shown'}>
      <NavLink link={home} {...linkProps} className="siyum-header__logo" />
      <nav className="siyum-header__nav" aria-label={nav.mainNavigation}>
        <ul className="siyum-header__links">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink link={link} {...linkProps} className="siyum-header__link" />
            </li>
          ))}
        </ul>
      </nav>
      {/* §2: the sister sites on the desktop header too (the menu carries them on a phone). */}
      {sisterSites.length > 0 && (
        <Suspense fallback={null}>
          <SisterSites sites={sisterSites} className="siyum-header__sites" />
        </Suspense>
      )}
      {signedIn && (
        <NavLink link={dashboard} {...linkProps} className="siyum-header__dashboard">
          <DashboardIcon className="siyum-header__dashboard-icon" />
          <span className="siyum-visually-hidden">{nav.myDashboard}</span>
        </NavLink>
      )}
      {onLocaleChange && (
        <LanguageSwitch locale={locale} onChange={onLocaleChange} className="siyum-header__language" />
      )}
      <div className="siyum-header__status">
        <UserStatus
          signedIn={signedIn}
          busy={busy}
          onLogin={onLogin}
          onLogout={onLogout}
          dashboardPath={dashboardPath}
          {...(onNavigate ? { onNavigate } : {})}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="siyum-header__menu-button"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <MenuIcon className="siyum-header__menu-icon" />
        {nav.menu}
      </Button>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            links={menuLinks}
            linkProps={linkProps}
            sisterSites={sisterSites}
            onClose={() => setMenuOpen(false)}
            onLogin={onLogin}
            onRegister={onRegister}
            onLogout={onLogout}
            {...(onLocaleChange ? { language: { locale, onChange: onLocaleChange } } : {})}
          />
        </Suspense>
      )}
    </header>
  );
}

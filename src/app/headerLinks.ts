import { navMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import type { SiteLink } from '@siyum/ui/shell';
import { useMemo } from 'react';
import { config } from '../config';

/**
 * §2 main navigation (Home, About, Create a Siyum, Browse Community Siyumim) plus the external
 * Support Us, and the mobile menu's order ('Create a Siyum', 'Browse Community Siyumim', 'About',
 * 'Support Us'), in the reader's language.
 */
export function useHeaderLinks(): { header: readonly SiteLink[]; menu: readonly SiteLink[] } {
  const nav = useUiMessages('nav', navMessages);
  return useMemo(() => {
    const home: SiteLink = { label: nav.home, href: '/' };
    const about: SiteLink = { label: nav.about, href: '/about-us' };
    // A visitor's Create a Siyum opens the login.
    const create: SiteLink = { label: nav.createSiyum, href: '/create', requiresSignIn: true };
    const community: SiteLink = { label: nav.browseCommunity, href: '/community' };
    const supportUs: SiteLink = { label: nav.supportUs, href: config.supportUrl };
    return {
      header: [home, about, create, community, supportUs],
      menu: [create, community, about, supportUs],
    };
  }, [nav]);
}

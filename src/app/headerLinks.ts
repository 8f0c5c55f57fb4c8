import { navMessages } from '@siyum/domain';
import type { SiteLink } from '@siyum/ui/shell';
import { config } from '../config';

const HOME: SiteLink = { label: navMessages.home, href: '/' };
const ABOUT: SiteLink = { label: navMessages.about, href: '/about-us' };
/** A visitor's Create a Siyum opens the login. */
const CREATE: SiteLink = { label: navMessages.createSiyum, href: '/create', requiresSignIn: true };
const COMMUNITY: SiteLink = { label: navMessages.browseCommunity, href: '/community' };
const SUPPORT_US: SiteLink = { label: navMessages.supportUs, href: config.supportUrl };

/** §2 main navigation (Home, About, Create a Siyum, Browse Community Siyumim) plus the external Support Us. */
export const HEADER_LINKS: readonly SiteLink[] = [HOME, ABOUT, CREATE, COMMUNITY, SUPPORT_US];
/** §2 mobile menu: 'Create a Siyum', 'Browse Community Siyumim', 'About', 'Support Us'. */
export const MENU_LINKS: readonly SiteLink[] = [CREATE, COMMUNITY, ABOUT, SUPPORT_US];

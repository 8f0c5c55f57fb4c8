import { navMessages, ROUTES_BAR_HIDE_SCROLL_PX, sisterSiteMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { SAMPLE_SISTER_SITES } from './storyFixtures';

const LINKS = [
  { label: navMessages.home, href: '/' },
  { label: navMessages.about, href: '/about-us' },
  { label: navMessages.createSiyum, href: '/create', requiresSignIn: true },
  { label: navMessages.browseCommunity, href: '/community' },
  { label: navMessages.supportUs, href: 'https://example.org/donate' },
];

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: {
    productName: 'Siyum',
    links: LINKS,
    currentPath: '/about-us',
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '64rem' }}>{Story()}</div>],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor (the session's sample user: no `signedIn` prop): the main navigation; Create a Siyum
 * opens the login dialog instead of navigating.
 */
export const Visitor: Story = {
  globals: { user: 'visitor' },
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: navMessages.mainNavigation }));
    await expect(nav.getByRole('link', { name: navMessages.about })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: navMessages.createSiyum }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(nav.getByRole('link', { name: navMessages.browseCommunity }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/community');
    const support = nav.getByRole('link', { name: navMessages.supportUs });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('href', 'https://example.org/donate');
    await expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(support).toHaveAccessibleDescription(navMessages.opensInNewTab);
    // The dashboard icon is for signed-in users.
    await expect(canvas.queryByRole('link', { name: navMessages.myDashboard })).toBeNull();
  },
};

/**
 * Signed in (a sample learner's session): Create a Siyum navigates; the dashboard icon, the
 * dashboard link and Logout show.
 */
export const SignedIn: Story = {
  globals: { user: 'plainUser' },
  args: { currentPath: '/' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: navMessages.createSiyum }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/create');
    await expect(args.onLogin).not.toHaveBeenCalled();
    // §2: a header icon links to the dashboard (besides the user-status control's text link).
    const [icon, text] = canvas.getAllByRole('link', { name: navMessages.myDashboard });
    await expect(icon).toHaveClass('siyum-header__dashboard');
    await expect(icon?.querySelector('svg')).toBeVisible();
    await expect(icon).toHaveAttribute('href', '/dashboard');
    await expect(text).toBeVisible();
    await userEvent.click(icon!);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/dashboard');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: navMessages.logout })).toBeVisible();
  },
};

/** Narrow: the navigation folds behind "Menu"; the open menu locks the page and offers Register / Log In. */
export const MobileMenu: Story = {
  globals: { user: 'visitor' },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: navMessages.menu });
    await userEvent.click(toggle);
    const menu = within(await screen.findByRole('dialog', { name: navMessages.menu }));
    // Radix locks the page's scroll while the menu is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(menu.getByRole('button', { name: navMessages.register })).toBeVisible();
    await expect(menu.getByRole('link', { name: navMessages.browseCommunity })).toBeVisible();
    await expect(menu.getByRole('link', { name: navMessages.supportUs })).toBeVisible();
    await userEvent.click(menu.getByRole('link', { name: navMessages.createSiyum }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: navMessages.register }),
    );
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/** §2: on a desktop header the sister sites' icons sit beside the navigation, each in a new tab. */
export const SisterSitesOnDesktop: Story = {
  globals: { user: 'visitor' },
  args: { sisterSites: SAMPLE_SISTER_SITES },
  play: async ({ canvas }) => {
    // Loaded after the header (lazy), as on a real page.
    const sites = within(await canvas.findByRole('navigation', { name: sisterSiteMessages.row }));
    await expect(sites.getAllByRole('link')).toHaveLength(SAMPLE_SISTER_SITES.length);
    const torah = sites.getByRole('link', { name: sisterSiteMessages.site.torah });
    await expect(torah).toBeVisible();
    await expect(torah).toHaveAttribute('target', '_blank');
  },
};

/** The open menu of a signed-in user: Log out, the links, then the sister sites' icons. */
export const MobileMenuOpen: Story = {
  globals: { user: 'plainUser' },
  args: { sisterSites: SAMPLE_SISTER_SITES },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: navMessages.menu }));
    const menu = within(await screen.findByRole('dialog', { name: navMessages.menu }));
    await expect(menu.getByRole('button', { name: navMessages.logOut })).toBeVisible();
    await expect(menu.queryByRole('button', { name: navMessages.register })).toBeNull();
    await expect(menu.getByRole('link', { name: navMessages.about })).toBeVisible();
    const sites = within(menu.getByRole('navigation', { name: sisterSiteMessages.row }));
    await expect(sites.getAllByRole('link')).toHaveLength(SAMPLE_SISTER_SITES.length);
    const torah = sites.getByRole('link', { name: sisterSiteMessages.site.torah });
    await expect(torah).toBeVisible();
    await expect(torah).toHaveAttribute('href', 'https://torah.example.org/');
    await expect(torah).toHaveAttribute('target', '_blank');
    await expect(torah).toHaveAccessibleDescription(navMessages.opensInNewTab);
  },
};

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));

/**
 * §2: the header stays at the top; from 350 px down the routes bar hides while the logo and the
 * user-status control stay (a keyboard user tabbing into it sees it again), and it comes back at
 * the top.
 */
export const RoutesBarHidesOnScroll: Story = {
  globals: { user: 'plainUser' },
  args: { currentPath: '/' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <div style={{ height: '300vh' }} />
      </>
    ),
  ],
  // A page taller than the viewport, scrolled: the other stories snapshot the same header.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const nav = canvas.getByRole('navigation', { name: navMessages.mainNavigation });
    const logo = canvas.getByRole('link', { name: 'Siyum' });
    try {
      await expect(nav).toBeVisible();
      window.scrollTo(0, ROUTES_BAR_HIDE_SCROLL_PX - 1);
      await nextFrames();
      await expect(window.scrollY).toBe(ROUTES_BAR_HIDE_SCROLL_PX - 1);
      await expect(header).toHaveAttribute('data-routes', 'shown');
      await expect(nav).toBeVisible();

      window.scrollTo(0, ROUTES_BAR_HIDE_SCROLL_PX);
      await waitFor(() => expect(nav).not.toBeVisible());
      await expect(header).toHaveAttribute('data-routes', 'hidden');
      await expect(header.getBoundingClientRect().top).toBe(0);
      await expect(logo).toBeVisible();
      await expect(canvas.getByRole('button', { name: navMessages.logout })).toBeVisible();
      // Hidden from sight, not from the keyboard: a focused link brings the bar back.
      const about = within(nav).getByRole('link', { name: navMessages.about });
      about.focus();
      await waitFor(() => expect(nav).toBeVisible());
      about.blur();
      await waitFor(() => expect(nav).not.toBeVisible());

      window.scrollTo(0, 0);
      await waitFor(() => expect(nav).toBeVisible());
      await expect(header).toHaveAttribute('data-routes', 'shown');
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

const HEBREW_LINKS = [
  { label: he.nav.home, href: '/' },
  { label: he.nav.about, href: '/about-us' },
  { label: he.nav.createSiyum, href: '/create', requiresSignIn: true },
  { label: he.nav.browseCommunity, href: '/community' },
  { label: he.nav.supportUs, href: 'https://example.org/donate' },
];

/**
 * Issue 23: in Hebrew, right to left — the logo at the start (the right), the controls at the end;
 * the language switch offers English, in English, and reports the choice.
 */
export const Hebrew: Story = {
  globals: { user: 'plainUser', locale: 'he' },
  args: { links: HEBREW_LINKS, locale: 'he', onLocaleChange: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const nav = within(canvas.getByRole('navigation', { name: he.nav.mainNavigation }));
    await expect(nav.getByRole('link', { name: he.nav.about })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: he.nav.logout })).toBeVisible();
    const logo = canvas.getByRole('link', { name: 'Siyum' }).getBoundingClientRect();
    const header = canvasElement.querySelector('header')?.getBoundingClientRect();
    // The logo starts the line: at its right end in Hebrew.
    await expect(header && header.right - logo.right).toBeLessThan(40);
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(english);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

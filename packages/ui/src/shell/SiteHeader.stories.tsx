import { navMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';

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
    signedIn: false,
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

/** A visitor: the main navigation; Create a Siyum opens the login dialog instead of navigating. */
export const Visitor: Story = {
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
  },
};

/** Signed in: Create a Siyum navigates; the dashboard link and Logout show. */
export const SignedIn: Story = {
  args: { signedIn: true, currentPath: '/' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: navMessages.createSiyum }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/create');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: navMessages.myDashboard })).toBeVisible();
    await expect(canvas.getByRole('button', { name: navMessages.logout })).toBeVisible();
  },
};

/** Narrow: the navigation folds behind "Menu"; the open menu locks the page and offers Register / Log In. */
export const MobileMenu: Story = {
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

/** The open menu of a signed-in user: Log out, then the links. */
export const MobileMenuOpen: Story = {
  args: { signedIn: true },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: navMessages.menu }));
    const menu = within(await screen.findByRole('dialog', { name: navMessages.menu }));
    await expect(menu.getByRole('button', { name: navMessages.logOut })).toBeVisible();
    await expect(menu.queryByRole('button', { name: navMessages.register })).toBeNull();
    await expect(menu.getByRole('link', { name: navMessages.about })).toBeVisible();
  },
};

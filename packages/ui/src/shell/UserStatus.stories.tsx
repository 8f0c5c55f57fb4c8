import { formMessages, navMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserStatus } from './UserStatus';

const meta = {
  title: 'Shell/UserStatus',
  component: UserStatus,
  args: { onLogin: fn(), onLogout: fn(), onNavigate: fn() },
} satisfies Meta<typeof UserStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor (the session's sample user): Create a Siyum and Login both open the login dialog; nothing navigates. */
export const Visitor: Story = {
  globals: { user: 'visitor' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: navMessages.createSiyum }));
    await userEvent.click(canvas.getByRole('button', { name: navMessages.login }));
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('link', { name: navMessages.myDashboard })).toBeNull();
  },
};

/** Signed in (a sample learner's session): My Dashboard links to /dashboard (client-side), Logout signs out. */
export const SignedIn: Story = {
  globals: { user: 'plainUser' },
  play: async ({ canvas, userEvent, args }) => {
    const dashboard = canvas.getByRole('link', { name: navMessages.myDashboard });
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await userEvent.click(dashboard);
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: navMessages.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: navMessages.login })).toBeNull();
  },
};

/** Signing out: Logout shows the spinner and ignores further clicks. */
export const SigningOut: Story = {
  globals: { user: 'plainUser' },
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const logout = canvas.getByRole('button', { name: `${navMessages.logout} ${formMessages.busy}` });
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(logout);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** An explicit `signedIn` wins over the session: the owner's session, drawn signed out. */
export const ExplicitPropWins: Story = {
  globals: { user: 'owner' },
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: navMessages.login })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: navMessages.logout })).toBeNull();
    await expect(canvas.queryByRole('link', { name: navMessages.myDashboard })).toBeNull();
  },
};

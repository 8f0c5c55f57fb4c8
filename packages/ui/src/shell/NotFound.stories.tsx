import { errorPageMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  args: { path: '/no-such-page', onNavigate: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No route matches the path: 'Page not found: {path}'; the home link navigates in the app. */
export const Unmatched: Story = {
  args: { reason: 'unmatched', path: '/no-such-page' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Page not found: \/no-such-page$/,
    );
    const home = canvas.getByRole('link', { name: errorPageMessages.home });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** A route matched but its validity check failed (a non-numeric id): 'Page Not Found: {path}'. */
export const InvalidId: Story = {
  args: { reason: 'invalid', path: '/edit/abc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Page Not Found: \/edit\/abc$/,
    );
    await expect(canvas.getByRole('link', { name: errorPageMessages.home })).toHaveAttribute('href', '/');
  },
};

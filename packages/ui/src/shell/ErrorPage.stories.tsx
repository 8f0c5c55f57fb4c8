import { errorPageMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { onReload: fn(), onNavigate: fn() },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure with a status and a message: both shown; reload and home work. */
export const WithStatus: Story = {
  args: { status: 500, message: 'Internal Server Error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: errorPageMessages.headline })).toBeVisible();
    await expect(canvas.getByText(errorPageMessages.body)).toBeVisible();
    await expect(canvas.getByText('500 Internal Server Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: errorPageMessages.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    const home = canvas.getByRole('link', { name: errorPageMessages.home });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** Nothing readable to say: 'Sorry about that.'. */
export const Fallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(errorPageMessages.fallback)).toBeVisible();
  },
};

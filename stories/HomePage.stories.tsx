import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeView } from '../src/pages/HomePage';

const meta = {
  title: 'Pages/Home',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  args: { productName: 'Siyum', health: { state: 'ok', version: 'dev' } },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siyum' })).toBeVisible();
    await expect(canvas.getByText('Start. Study. Siyum.')).toBeVisible();
    await expect(
      canvas.getByText('Our community has learned over 525,075 Mishnayos and Dafim'),
    ).toBeVisible();
    await expect(canvas.getByText('Server connected (dev)')).toBeVisible();
  },
};

export const CheckingServer: Story = {
  args: { health: { state: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ServerUnreachable: Story = {
  args: { health: { state: 'unreachable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Server unreachable')).toBeVisible();
  },
};

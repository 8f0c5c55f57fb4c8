import { SPINNER_SIZES } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, SpinnerOverlay } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 48 },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  args: { size: 24 },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading' });
    await expect(spinner.getBoundingClientRect().width).toBe(24);
  },
};

export const Medium: Story = {
  args: { size: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBe(48);
  },
};

export const Large: Story = {
  args: { size: 72 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').getBoundingClientRect().width).toBe(72);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Saving your portions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Saving your portions' })).toBeInTheDocument();
  },
};

export const Overlay: Story = {
  render: (args) => (
    <div
      style={{
        position: 'relative',
        width: 320,
        height: 200,
        padding: 16,
        border: '1px solid var(--border)',
      }}
    >
      <p>Content beneath the overlay stays visible but cannot be used.</p>
      <SpinnerOverlay {...args} />
    </div>
  ),
  args: { size: 72 },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status').parentElement as HTMLElement;
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    // Spec §9: the overlay is half-transparent black.
    await expect(getComputedStyle(overlay).backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size} px)`} />
      ))}
      <div style={{ position: 'relative', width: 160, height: 120 }}>
        <SpinnerOverlay size={48} label="Loading (overlay)" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
  },
};

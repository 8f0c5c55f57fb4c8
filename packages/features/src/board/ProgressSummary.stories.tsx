import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bavliBoard, mishnahBoard, progressOf } from './fixtures';
import { ProgressSummary } from './ProgressSummary';

const meta = {
  title: 'Siyum/ProgressSummary',
  component: ProgressSummary,
  // Mishnah by chapter: 525 perakim.
  args: { progress: { total: 525, completed: 120, claimed: 300, open: 105 } },
  decorators: [
    (Story) => (
      <div style={{ width: '28rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A siyum under way: percent, bar and the three counts, each said once. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('22% complete')).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '120 of 525 learned',
      '300 being learned',
      '105 open',
    ]);
    // The bar is decoration: hidden from assistive technology, its segments sized by the counts.
    const bar = canvasElement.querySelector('.siyum-progress__bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const widths = [...(bar?.children ?? [])].map((segment) => segment.getBoundingClientRect().width);
    await expect(widths).toHaveLength(3);
    const [completed = 0, claimed = 0, open = 0] = widths;
    await expect(claimed).toBeGreaterThan(completed * 2);
    await expect(completed).toBeGreaterThan(open);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** For cards: a thin bar and one line of text. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22% complete')).toBeVisible();
    await expect(
      canvas.getByText('120 of 525 learned · 300 being learned · 105 open', { exact: true }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A new siyum: nothing taken yet. */
export const NothingTaken: Story = {
  args: { progress: { total: 63, completed: 0, claimed: 0, open: 63 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0% complete')).toBeVisible();
    await expect(canvas.getByText('0 of 63 learned')).toBeVisible();
    await expect(canvas.getByText('63 open')).toBeVisible();
  },
};

/** One portion short of the end still reads 99%, not a rounded-up 100%. */
export const AlmostDone: Story = {
  args: { progress: { total: 2711, completed: 2710, claimed: 1, open: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('99% complete')).toBeVisible();
    await expect(canvas.getByText('2,710 of 2,711 learned')).toBeVisible();
    // The single daf being learned still shows as a sliver; no open segment is drawn.
    const segments = canvasElement.querySelectorAll('.siyum-progress__segment');
    await expect([...segments].map((s) => s.getAttribute('data-segment'))).toEqual(['completed', 'claimed']);
    await expect(segments[1]?.getBoundingClientRect().width).toBeGreaterThan(2);
  },
};

export const Complete: Story = {
  args: { progress: { total: 63, completed: 63, claimed: 0, open: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100% complete')).toBeVisible();
    await expect(canvas.getByText('63 of 63 learned')).toBeVisible();
  },
};

/** The sample Mishnah siyum of the board stories, counted the way the server counts. */
export const FromMishnahBoard: Story = {
  args: { progress: progressOf(mishnahBoard()) },
  play: async ({ canvas }) => {
    const progress = progressOf(mishnahBoard());
    await expect(progress.total).toBe(63);
    await expect(progress.completed + progress.claimed + progress.open).toBe(63);
    await expect(canvas.getByText(`${progress.completed} of 63 learned`)).toBeVisible();
    await expect(canvas.getByText(`${progress.open} open`)).toBeVisible();
  },
};

/** Thousands get separators: the whole Bavli by daf. */
export const LargeNumbers: Story = {
  args: { progress: progressOf(bavliBoard()), compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ of 2,711 learned · /)).toBeVisible();
  },
};

import { siyumDashboardMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardTotals } from './DashboardTotals';
import { myLearnings, mySiyumim } from './fixtures';
import { dashboardTotals } from './learnings';

const m = siyumDashboardMessages.totals;

/** The numbers of the list, each paired with its name: [name, number]. */
function pairs(root: HTMLElement): [string, string][] {
  return [...root.querySelectorAll('.siyum-totals__item')].map((item) => [
    item.querySelector('dt')?.textContent ?? '',
    item.querySelector('dd')?.textContent ?? '',
  ]);
}

const meta = {
  title: 'Siyum/Dashboard/DashboardTotals',
  component: DashboardTotals,
  args: { totals: dashboardTotals(myLearnings, mySiyumim) },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? '46rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Esther's totals from her learnings and siyumim: three tiles in a row. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(pairs(canvasElement)).toEqual([
      [m.learned, '5'],
      [m.inProgress, '5'],
      [m.siyumim, '6'],
    ]);
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    // One row on a desktop column: the tiles share a top edge.
    const tops = [...canvasElement.querySelectorAll('.siyum-totals__item')].map(
      (i) => i.getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
  },
};

/** A long-time learner: big numbers get separators. */
export const LargeNumbers: Story = {
  args: { totals: { learned: 1284, inProgress: 12, siyumim: 37 } },
  play: async ({ canvasElement }) => {
    await expect(pairs(canvasElement)).toEqual([
      [m.learned, '1,284'],
      [m.inProgress, '12'],
      [m.siyumim, '37'],
    ]);
  },
};

/** A 320 px screen: the tiles stack, each full width. */
export const Narrow320: Story = {
  args: { totals: { learned: 0, inProgress: 3, siyumim: 2 } },
  parameters: { width: '288px' },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll<HTMLElement>('.siyum-totals__item')];
    for (const item of items) await expect(item.getBoundingClientRect().width).toBe(288);
    await expect(within(items[0] as HTMLElement).getByText('0')).toBeVisible();
  },
};

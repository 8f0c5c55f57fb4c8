import { format, gapsMessages as m } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GAPS_OPEN, GAPS_TARGET_DATE, GAPS_TODAY, SHAS_OPEN } from './fixtures';
import { GapsView } from './GapsView';

/** A page column, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '44rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Gaps/GapsView',
  component: GapsView,
  args: { openPortions: GAPS_OPEN, targetDate: GAPS_TARGET_DATE, today: GAPS_TODAY },
  decorators: [inColumn],
} satisfies Meta<typeof GapsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 12 open chapters, 18 days left: "about one every 1.5 days"; the two tractates with their counts,
 * and a tractate's chapters listed once it is opened.
 */
export const TwelveOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const view = canvas.getByRole('region', { name: m.heading });
    await expect(view).toHaveTextContent(format(m.openOther, { count: 12 }));
    await expect(view).toHaveTextContent(format(m.daysLeftOther, { count: 18 }));
    await expect(view).toHaveTextContent(
      format(m.paceNeeded, { pace: format(m.paceEvery, { days: '1.5' }) }),
    );
    const groups = within(canvas.getByRole('list', { name: m.groupsLabel })).getAllByRole('listitem');
    await expect(groups.map((group) => group.textContent)).toEqual([
      `Peah${format(m.groupOpenOther, { count: 6 })}`,
      `Demai${format(m.groupOpenOther, { count: 6 })}`,
    ]);
    await expect(canvas.queryByText('Peah 2')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText('Peah'));
    await expect(await canvas.findByText('Peah 2')).toBeVisible();
  },
};

const shownGroups = (canvas: { getByRole: (role: 'list', options: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('list', { name: m.groupsLabel })).getAllByRole('listitem');

/**
 * Shas by daf, nothing taken: the first six tractates, then "Show all 40 groups" — the board stays
 * near the top of the page.
 */
export const ManyGroups: Story = {
  args: { openPortions: SHAS_OPEN },
  play: async ({ canvas }) => {
    await expect(shownGroups(canvas)).toHaveLength(6);
    await expect(shownGroups(canvas)[0]).toHaveTextContent(
      `Berakhot${format(m.groupOpenOther, { count: 63 })}`,
    );
    await expect(canvas.getByRole('button', { name: format(m.showAllGroups, { count: 40 }) })).toBeVisible();
  },
};

/** "Show all" shows the other 34 tractates and goes away. */
export const ManyGroupsShowAll: Story = {
  args: { openPortions: SHAS_OPEN },
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: format(m.showAllGroups, { count: 40 }) }));
    await expect(shownGroups(canvas)).toHaveLength(40);
    await expect(canvas.queryByRole('button', { name: /Show all/ })).toBeNull();
  },
};

/** The siyum is today: every open portion is due now. */
export const DueToday: Story = {
  args: { today: GAPS_TARGET_DATE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(m.dueToday))).toBeVisible();
    await expect(canvas.getByText(format(m.paceNeeded, { pace: m.paceNow }))).toBeVisible();
  },
};

/** Nothing open: nothing drawn. */
export const NothingOpen: Story = {
  args: { openPortions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** In Hebrew, right to left: the Hebrew sentences and the tractates' Hebrew names. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const view = canvas.getByRole('region', { name: he.gaps.heading });
    await expect(view).toHaveTextContent(format(he.gaps.openOther, { count: 12 }));
    await expect(view).toHaveTextContent(format(he.gaps.daysLeftOther, { count: 18 }));
    await userEvent.click(canvas.getByText('פאה'));
    await expect(await canvas.findByText('פאה פרק ב׳')).toBeVisible();
  },
};

/** The narrowest phone: the card and its groups stay inside 320 px. */
export const Narrow: Story = {
  parameters: { width: 320 },
  play: async ({ canvas, userEvent }) => {
    const view = canvas.getByRole('region', { name: m.heading });
    await userEvent.click(canvas.getByText('Demai'));
    await expect(view.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};

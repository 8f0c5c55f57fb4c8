import { siyumDashboardMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { healingSiyum, memorySiyum, pastSiyum, shasSiyum, successSiyum } from '../community/fixtures';
import { allLearned, DASHBOARD_TODAY, myLearnings, siyumHref } from './fixtures';
import type { MyLearning } from './learnings';
import { MyLearnings, type MyLearningsProps } from './MyLearnings';

const m = siyumDashboardMessages.learnings;

/**
 * Takes focus off whatever the play function last clicked: whether a clicked control shows its
 * focus ring varied between runs, and the baseline should show the widget at rest.
 */
const settle = () => (document.activeElement as HTMLElement | null)?.blur();

const idOf = (label: string) => {
  const learning = myLearnings.find((l) => l.labelEn === label);
  if (!learning) throw new Error(`No learning ${label}`);
  return learning.portionId;
};

/** The row of a portion, found by its English label. */
function rowOf(root: HTMLElement, label: string): HTMLElement {
  const row = within(root).getByText(label, { selector: '.siyum-learnings__label' }).closest('li');
  if (!row) throw new Error(`${label} is not in a row`);
  return row;
}

/** The English labels of the rows on screen, in order. */
const shownLabels = (root: HTMLElement) =>
  [...root.querySelectorAll('.siyum-learnings__label')].map((el) => el.textContent ?? '');

/** The siyum headings on screen, in order. */
const shownSiyumim = (root: HTMLElement) =>
  [...root.querySelectorAll('.siyum-learnings__title')].map((el) => el.textContent ?? '');

/** The page's side: applies "learned" and "undo" to its own copy, as the server would answer. */
function LiveLearnings(props: MyLearningsProps) {
  const [learnings, setLearnings] = useState<readonly MyLearning[]>(props.learnings);
  return (
    <MyLearnings
      {...props}
      learnings={learnings}
      onComplete={(portionId, completed) => {
        props.onComplete(portionId, completed);
        setLearnings((list) =>
          list.map((l) =>
            l.portionId === portionId
              ? {
                  ...l,
                  status: completed ? 'completed' : 'claimed',
                  completedAt: completed ? '2026-11-24T08:00:00.000Z' : null,
                }
              : l,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Siyum/Dashboard/MyLearnings',
  component: MyLearnings,
  args: {
    learnings: myLearnings,
    onComplete: fn(),
    hrefFor: siyumHref,
    onNavigate: fn(),
    communityHref: '/community',
    today: DASHBOARD_TODAY,
    onFilterChange: fn(),
  },
  // A page column (48rem less its padding); `parameters.width` narrows it. The test browser
  // captures no more than its viewport (~900 px): the full list is cut at a fixed fold, so the
  // baseline holds the first screenful. The play functions still see every row.
  decorators: [
    (Story, { parameters }) => (
      <div
        style={{
          width: (parameters.width as string | undefined) ?? '46rem',
          boxSizing: 'border-box',
          maxHeight: 860,
          overflowY: 'clip',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyLearnings>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dashboard's short list: the first three open portions (the overdue daf, then Tehillim due in
 * a week), no filter, and a link to the full list.
 */
export const Dashboard: Story = {
  args: { limit: 3, allHref: '/learnings', headingLevel: 3 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^5 portions to learn$/);
    await expect(shownLabels(canvasElement)).toEqual(['Berakhot 12', 'Tehillim 23', 'Tehillim 91']);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      pastSiyum.title,
      healingSiyum.title,
    ]);

    const overdue = canvas.getByRole('link', { name: pastSiyum.title });
    await expect(overdue).toHaveAttribute('href', `/s/${pastSiyum.id}`);
    await expect(canvas.getByText('Overdue')).toHaveAttribute('data-due', 'overdue');
    await expect(canvas.getByText('Siyum on 1 December 2026')).toHaveAttribute('datetime', '2026-12-01');
    await expect(canvas.getByText('Due in 7 days')).toHaveAttribute('data-due', 'upcoming');
    await expect(canvas.getAllByRole('button', { name: /^Mark learned: / })).toHaveLength(3);

    const hebrew = within(rowOf(canvasElement, 'Tehillim 23')).getByText('תהלים כ״ג');
    await expect(hebrew).toHaveAttribute('lang', 'he');
    await expect(hebrew).toHaveAttribute('dir', 'rtl');

    await userEvent.click(overdue);
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/s/${pastSiyum.id}`);
    const all = canvas.getByRole('link', { name: m.seeAll });
    await expect(all).toHaveAttribute('href', '/learnings');
    await userEvent.click(all);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/learnings');
    settle();
  },
};

/** The full list under "All": every siyum, learned rows with their Undo, a finished siyum marked so. */
export const All: Story = {
  args: { defaultFilter: 'all' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: m.filter.all })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^10 portions · 5 learned$/);
    await expect(shownSiyumim(canvasElement)).toEqual([
      pastSiyum.title,
      healingSiyum.title,
      memorySiyum.title,
      shasSiyum.title,
      successSiyum.title,
    ]);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(shownLabels(canvasElement)).toHaveLength(10);

    const learned = rowOf(canvasElement, 'Tehillim 121');
    await expect(learned).toHaveAttribute('data-status', 'completed');
    await expect(within(learned).getByText(m.learned)).toBeVisible();
    await expect(
      within(learned).getByRole('button', { name: `Undo learned: Tehillim 121 (${healingSiyum.title})` }),
    ).toHaveTextContent(m.undo);
    await expect(within(learned).queryByRole('button', { name: /^Mark learned/ })).toBeNull();
    await expect(
      within(learned).getByRole('link', { name: /^Sefaria: read Tehillim 121 there/ }),
    ).toHaveAttribute('href', 'https://www.sefaria.org/Psalms.121?lang=bi');

    // Both chapters of Ruth are learned: that siyum says so instead of a due date.
    const ruth = rowOf(canvasElement, 'Ruth 1').closest('.siyum-learnings__group') as HTMLElement;
    await expect(within(ruth).getByText(m.allLearned)).toHaveAttribute('data-due', 'learned');
    await expect(within(ruth).queryByText(/^Due/)).toBeNull();
    // A Hebrew title reads right to left.
    const shas = canvas.getByRole('link', { name: shasSiyum.title });
    await expect(getComputedStyle(shas).direction).toBe('rtl');
    await expect(canvas.getByText('Due in 202 days')).toBeVisible();
  },
};

/**
 * One click: "Mark learned" calls `onComplete(id, true)`; the row stays under "Open" with
 * "Learned ✓ · Undo", focus stays on its button, and the count line says one fewer.
 */
export const MarkLearned: Story = {
  render: (args) => <LiveLearnings {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const name = `Mark learned: Tehillim 23 (${healingSiyum.title})`;
    const button = canvas.getByRole('button', { name });
    await userEvent.click(button);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(idOf('Tehillim 23'), true);

    const row = rowOf(canvasElement, 'Tehillim 23');
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(within(row).getByText(m.learned)).toBeVisible();
    const undo = within(row).getByRole('button', {
      name: `Undo learned: Tehillim 23 (${healingSiyum.title})`,
    });
    await expect(undo).toBe(button);
    await expect(undo).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^4 portions to learn$/);
    await expect(shownLabels(canvasElement)).toEqual([
      'Berakhot 12',
      'Tehillim 23',
      'Tehillim 91',
      'Peah 4',
      'Shabbat 31',
    ]);

    await userEvent.click(undo);
    await expect(args.onComplete).toHaveBeenLastCalledWith(idOf('Tehillim 23'), false);
    await expect(row).toHaveAttribute('data-status', 'claimed');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^5 portions to learn$/);

    // Keyboard: Enter on the focused button marks it learned again.
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenLastCalledWith(idOf('Tehillim 23'), true);
    await expect(args.onComplete).toHaveBeenCalledTimes(3);
    settle();
  },
};

/** Switching filters: "All" adds the learned portions; back on "Open" they go again. */
export const SwitchFilter: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: m.filter.open })).toBeChecked();
    await expect(shownLabels(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByText(m.allLearned)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: m.filter.all }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('all');
    await expect(shownLabels(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^10 portions · 5 learned$/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('open');
    await expect(canvas.getByRole('radio', { name: m.filter.open })).toBeChecked();
    await expect(shownLabels(canvasElement)).toHaveLength(5);
    settle();
  },
};

/** A row waiting for the server: its button spins and ignores clicks; the others still work. */
export const Busy: Story = {
  args: { busyPortionIds: new Set([idOf('Tehillim 23')]) },
  play: async ({ canvas, userEvent, args }) => {
    const busy = canvas.getByRole('button', { name: /^Mark learned: Tehillim 23/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark learned: Tehillim 91/ }));
    await expect(args.onComplete).toHaveBeenCalledWith(idOf('Tehillim 91'), true);
    settle();
  },
};

/** The day of the Tehillim siyum: its portions are due today. */
export const DueToday: Story = {
  args: { today: healingSiyum.targetDate, limit: 4, allHref: '/learnings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.dueToday)).toHaveAttribute('data-due', 'today');
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('Due in 90 days')).toBeVisible();
  },
};

/** No learnings yet: what to do, and a link to the community list. */
export const Empty: Story = {
  args: { learnings: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(m.emptyTitle)).toBeVisible();
    await expect(canvas.getByText(m.emptyHint)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const browse = canvas.getByRole('link', { name: m.browseCommunity });
    await expect(browse).toHaveAttribute('href', '/community');
    await userEvent.click(browse);
    await expect(args.onNavigate).toHaveBeenCalledWith('/community');
    settle();
  },
};

/** Every portion learned: "Open" has nothing left and says so; "All" still lists them. */
export const AllDone: Story = {
  args: { learnings: allLearned },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(m.allDoneTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: m.browseCommunity })).toHaveAttribute('href', '/community');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^0 portions to learn$/);
    await userEvent.click(canvas.getByRole('radio', { name: m.filter.all }));
    await waitFor(() => expect(shownLabels(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByText(m.allDoneTitle)).toBeNull();
    settle();
  },
};

/** A 320 px screen (less the page's padding): rows wrap, nothing overflows, buttons stay whole. */
export const Narrow320: Story = {
  args: { limit: 3, allHref: '/learnings', headingLevel: 3 },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.siyum-learnings') as HTMLElement;
    const right = root.getBoundingClientRect().right;
    await expect(root.getBoundingClientRect().width).toBe(288);
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    for (const button of canvas.getAllByRole('button'))
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

import { siyumDashboardMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  bavliPortions,
  bavliSiyum,
  mishnahPortions,
  mishnahSiyum,
  moedPortions,
  moedSiyum,
  PROGRESS_TODAY,
  tehillimPortions,
  tehillimSiyum,
} from './fixtures';
import { ProgressDetail } from './ProgressDetail';

const m = siyumDashboardMessages.progress;

/**
 * Takes focus off whatever the play function last clicked: whether a clicked control shows its
 * focus ring varied between runs, and the baseline should show the widget at rest.
 */
const settle = () => (document.activeElement as HTMLElement | null)?.blur();

/** The table's body rows. */
const bodyRows = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLTableRowElement>('.siyum-progress-detail__table tbody tr'),
];
/** [label, status text] of the first rows. */
const firstRows = (root: HTMLElement, count: number) =>
  bodyRows(root)
    .slice(0, count)
    .map((row) => [
      row.querySelector('.siyum-progress-detail__label')?.textContent,
      row.querySelector('.siyum-progress-detail__status')?.textContent,
    ]);
const statuses = (root: HTMLElement) => bodyRows(root).map((row) => row.dataset.status);
const countLine = (root: HTMLElement) => within(root).getByRole('status');
/** The pacing box's text. */
const pacingOf = (root: HTMLElement) => root.querySelector('.siyum-progress-detail__pacing') as HTMLElement;

const meta = {
  title: 'Siyum/Progress/ProgressDetail',
  component: ProgressDetail,
  args: { siyum: mishnahSiyum, portions: mishnahPortions, today: PROGRESS_TODAY, onFilterChange: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div
        style={{
          width: (parameters.width as string | undefined) ?? '46rem',
          boxSizing: 'border-box',
          // The test browser captures no more than its viewport (~900 px): a long table is cut at
          // a fixed fold, so the baseline holds the first screenful. The play functions see every row.
          maxHeight: 860,
          overflowY: 'clip',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Mishnah by chapter under way: the summary, the pace, and the table gaps first — the 150 open
 * chapters, then the 150 being learned, then the 225 learned — 200 rows at a time.
 */
export const InProgress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('42% complete')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: m.pacingTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: m.portionsTitle })).toBeVisible();
    const table = canvas.getByRole('table', { name: m.tableCaption });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([m.columnPortion, m.columnGroup, m.columnStatus]);

    // Gaps first: the first row is an open portion, in the text's order.
    const rows = bodyRows(canvasElement);
    await expect(rows[0]).toHaveAttribute('data-status', 'open');
    await expect(firstRows(canvasElement, 3)).toEqual([
      ['Berakhot 6', m.statusOpen],
      ['Berakhot 7', m.statusOpen],
      ['Peah 4', m.statusOpen],
    ]);
    const order = statuses(canvasElement);
    await expect(order.slice(0, 150).every((s) => s === 'open')).toBe(true);
    await expect(order.slice(150).every((s) => s === 'claimed')).toBe(true);
    await expect(rows[150]?.querySelector('.siyum-progress-detail__status')).toHaveTextContent(
      /^Being learned by /,
    );

    // A row: its label (a row header) with the Hebrew beside it, and its part (tractate).
    const first = rows[0] as HTMLTableRowElement;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(/^Berakhot 6/);
    const hebrew = within(first).getByText('ברכות פרק ו׳');
    await expect(hebrew).toHaveAttribute('lang', 'he');
    await expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('Berakhot');
    await expect(rows[2]?.querySelector('.siyum-progress-detail__group-column')).toHaveTextContent('Peah');

    // 525 portions: 200 drawn, the rest behind "Show more".
    await expect(rows).toHaveLength(200);
    await expect(countLine(canvasElement)).toHaveTextContent(/^Showing 200 of 525 portions$/);
    await expect(canvas.getByRole('button', { name: m.showMore })).toBeVisible();
  },
};

/**
 * Tehillim, a week to go, several learners per chapter: the pace in words, and rows naming who
 * learned and who is learning.
 */
export const Pacing: Story = {
  args: { siyum: tehillimSiyum, portions: tehillimPortions },
  play: async ({ canvas, canvasElement }) => {
    const box = pacingOf(canvasElement);
    await expect(box).toHaveAttribute('data-kind', 'onTrack');
    await expect(box).toHaveTextContent(
      'To finish by 1 December 2026 the group needs about 10.7 portions a day.' +
        '75 portions still to learn, 7 days to go.',
    );
    await expect(canvas.getByText('50% complete')).toBeVisible();
    await expect(countLine(canvasElement)).toHaveTextContent(/^150 portions$/);
    await expect(canvas.queryByRole('button', { name: m.showMore })).toBeNull();
    // Tehillim 11: learned by one, still being learned by another.
    const row = bodyRows(canvasElement).find(
      (r) => r.querySelector('.siyum-progress-detail__label')?.textContent === 'Tehillim 11',
    );
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(row?.querySelector('.siyum-progress-detail__status')).toHaveTextContent(
      'Learned by Rivka L. · Being learned by Yehuda M.',
    );
  },
};

/** The day of the siyum, with portions still not learned. */
export const SiyumToday: Story = {
  args: { siyum: tehillimSiyum, portions: tehillimPortions, today: tehillimSiyum.targetDate },
  play: async ({ canvasElement }) => {
    await expect(pacingOf(canvasElement)).toHaveAttribute('data-kind', 'today');
    await expect(pacingOf(canvasElement)).toHaveTextContent(
      /^The siyum is today — 75 portions are not learned yet\.$/,
    );
  },
};

/** The date went by before the group finished: no pace, just what is left. */
export const DatePassed: Story = {
  args: { today: '2027-03-05' },
  play: async ({ canvasElement }) => {
    await expect(pacingOf(canvasElement)).toHaveAttribute('data-kind', 'passed');
    await expect(pacingOf(canvasElement)).toHaveTextContent(
      /^The siyum date has passed — 300 portions are not learned yet\.$/,
    );
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('data-status', 'open');
  },
};

/** Every portion learned: Mazal tov, and nothing open to show. */
export const Complete: Story = {
  args: { siyum: moedSiyum, portions: moedPortions },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(pacingOf(canvasElement)).toHaveAttribute('data-kind', 'complete');
    await expect(pacingOf(canvasElement)).toHaveTextContent(/^Every portion is learned\. Mazal tov!$/);
    await expect(canvas.getByText('100% complete')).toBeVisible();
    await expect(statuses(canvasElement)).toEqual(Array(12).fill('completed'));
    await expect(firstRows(canvasElement, 1)).toEqual([['Shabbat', 'Learned by Rivka L.']]);
    await userEvent.click(canvas.getByRole('radio', { name: m.filter.open }));
    await expect(canvas.getByText(m.empty.open)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(countLine(canvasElement)).toHaveTextContent(/^0 portions$/);
    settle();
  },
};

/** The "Learned" filter: only learned portions, in the text's order, counted. */
export const FilterLearned: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: m.filter.all })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: m.filter.completed }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('completed');
    await expect(canvas.getByRole('radio', { name: m.filter.completed })).toBeChecked();
    await waitFor(() => expect(statuses(canvasElement).every((s) => s === 'completed')).toBe(true));
    await expect(countLine(canvasElement)).toHaveTextContent(/^Showing 200 of 225 portions$/);
    await expect(firstRows(canvasElement, 2)).toEqual([
      ['Berakhot 1', 'Learned by Rivka L.'],
      ['Berakhot 2', 'Learned by Moshe K.'],
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: m.filter.claimed }));
    await expect(statuses(canvasElement).every((s) => s === 'claimed')).toBe(true);
    await expect(countLine(canvasElement)).toHaveTextContent(/^150 portions$/);
    await expect(canvas.queryByRole('button', { name: m.showMore })).toBeNull();
    settle();
  },
};

/**
 * All of Shas by daf: 2,711 portions, 200 rows drawn at a time. "Show more" adds 200; a filter
 * starts again at 200; the last page takes the button away and focus lands on the count line.
 */
export const LargeBavli: Story = {
  args: { siyum: bavliSiyum, portions: bavliPortions },
  parameters: {
    // Hundreds of rows, past the test browser's viewport: InProgress and Narrow320 hold the look;
    // this story proves the numbers and the paging.
    visual: false,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(pacingOf(canvasElement)).toHaveTextContent(
      'To finish by 14 June 2027 the group needs about 10.7 portions a day.',
    );
    await expect(bodyRows(canvasElement)).toHaveLength(200);
    await expect(countLine(canvasElement)).toHaveTextContent(/^Showing 200 of 2,711 portions$/);
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('data-status', 'open');
    await expect(firstRows(canvasElement, 1)).toEqual([['Berakhot 6', m.statusOpen]]);

    const more = canvas.getByRole('button', { name: m.showMore });
    await userEvent.click(more);
    await expect(bodyRows(canvasElement)).toHaveLength(400);
    await expect(countLine(canvasElement)).toHaveTextContent(/^Showing 400 of 2,711 portions$/);
    await expect(more).toHaveFocus();

    await userEvent.click(canvas.getByRole('radio', { name: m.filter.completed }));
    await expect(bodyRows(canvasElement)).toHaveLength(200);
    await expect(countLine(canvasElement)).toHaveTextContent(/^Showing 200 of 542 portions$/);
    await userEvent.click(canvas.getByRole('button', { name: m.showMore }));
    await userEvent.click(canvas.getByRole('button', { name: m.showMore }));
    await expect(bodyRows(canvasElement)).toHaveLength(542);
    await expect(canvas.queryByRole('button', { name: m.showMore })).toBeNull();
    await expect(countLine(canvasElement)).toHaveTextContent(/^542 portions$/);
    await waitFor(() => expect(countLine(canvasElement)).toHaveFocus());
  },
};

/** A 320 px screen: two columns, the part under each label, nothing overflows. */
export const Narrow320: Story = {
  args: { siyum: tehillimSiyum, portions: tehillimPortions },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.siyum-progress-detail') as HTMLElement;
    const right = root.getBoundingClientRect().right;
    await expect(root.getBoundingClientRect().width).toBe(288);
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([m.columnPortion, m.columnStatus]);
    const first = bodyRows(canvasElement)[0] as HTMLTableRowElement;
    await expect(
      within(first).getByText('Book I', { selector: '.siyum-progress-detail__group-inline' }),
    ).toBeVisible();
    await expect(first.querySelector('td.siyum-progress-detail__group-column')).not.toBeVisible();
  },
};

import { formMessages, siyumCommunityMessages as messages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CommunityList, type CommunityListProps, type CommunityQuery } from './CommunityList';
import { COMMUNITY_TODAY, communitySiyumim, hrefFor } from './fixtures';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstQuery: CommunityQuery = { status: 'all', sort: 'targetDate' };

/** The texts of a select's options, in order. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const meta = {
  title: 'Siyum/Community/CommunityList',
  component: CommunityList,
  args: {
    items: communitySiyumim,
    total: communitySiyumim.length,
    query: firstQuery,
    onQueryChange: fn(),
    status: 'ready',
    onRetry: fn(),
    hasMore: false,
    onLoadMore: fn(),
    loadingMore: false,
    today: COMMUNITY_TODAY,
    hrefFor,
    onNavigate: fn(),
  },
  // The page column's width (48rem less its padding); `parameters.width` narrows it.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? '46rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommunityList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six public siyumim: the count, the controls and one card per siyum, linking to its page. */
export const Results: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^6 siyumim$/);
    await expect(canvas.getByRole('searchbox', { name: messages.searchLabel })).toHaveValue('');
    // Native selects, one choice each, showing the query.
    const corpus = canvas.getByRole('combobox', { name: messages.corpusLabel });
    await expect(corpus.tagName).toBe('SELECT');
    await expect(corpus).toHaveDisplayValue(messages.corpusAll);
    await expect(optionTexts(corpus)).toEqual([
      messages.corpusAll,
      'Mishnah',
      'Talmud Bavli',
      'Tanach',
      'Tehillim',
      'Mishneh Torah',
    ]);
    await expect(canvas.getByRole('combobox', { name: messages.statusLabel })).toHaveDisplayValue(
      messages.status.all,
    );
    const sort = canvas.getByRole('combobox', { name: messages.sortLabel });
    await expect(sort).toHaveDisplayValue(messages.sort.targetDate);
    await expect(optionTexts(sort)).toEqual([messages.sort.targetDate, messages.sort.createdAt]);
    const list = canvas.getByRole('list', { name: messages.resultsLabel });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: messages.loadMore })).not.toBeInTheDocument();
    const first = within(cards[0] as HTMLElement).getByRole('link');
    await expect(first).toHaveAttribute('href', '/s/26');
    await userEvent.click(first);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/s/26');
  },
};

/** Typing sends the search once, after the debounce — not once per letter. */
export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: messages.searchLabel });
    await userEvent.type(search, 'Berakhot');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalled(), { timeout: 2000 });
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...firstQuery, search: 'Berakhot' });
    // Nothing more arrives later: the debounce fired once.
    await wait(500);
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(search).toHaveValue('Berakhot');
  },
};

/** Enter sends the search at once, without waiting for the (here very long) debounce. */
export const SearchOnEnter: Story = {
  args: { searchDebounceMs: 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: messages.searchLabel });
    await userEvent.type(search, '  Sarah bat Avraham ');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    // Sent trimmed; Enter again with the same text sends nothing new.
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      ...firstQuery,
      search: 'Sarah bat Avraham',
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
  },
};

/** Choosing a status sends it at once, keeping the rest of the query. */
export const Filtered: Story = {
  args: { query: { ...firstQuery, corpus: 'mishnah' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: messages.corpusLabel })).toHaveDisplayValue('Mishnah');
    const status = canvas.getByRole('combobox', { name: messages.statusLabel });
    await expect(optionTexts(status)).toEqual(['All', 'Needs learners', 'In progress', 'Completed']);
    await userEvent.selectOptions(status, messages.status.needsLearners);
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: 'needsLearners',
      sort: 'targetDate',
      corpus: 'mishnah',
    });
    // Controlled: the select shows the app's query, which this story's app does not change.
    await expect(status).toHaveValue('all');
  },
};

/** A filter change carries typed text that the debounce has not sent yet, in one query. */
export const FilterCarriesTypedSearch: Story = {
  args: { searchDebounceMs: 60_000, query: { ...firstQuery, corpus: 'tanach' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: messages.searchLabel }), 'Tehillim');
    const corpus = canvas.getByRole('combobox', { name: messages.corpusLabel });
    await userEvent.selectOptions(corpus, 'Tehillim');
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      ...firstQuery,
      search: 'Tehillim',
      corpus: 'tehillim',
    });
    // The text went out with the filter: a later change does not send it again.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: messages.sortLabel }),
      messages.sort.createdAt,
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...firstQuery,
      corpus: 'tanach',
      sort: 'createdAt',
    });
    // "All texts" is no text filter at all.
    await userEvent.selectOptions(corpus, messages.corpusAll);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...firstQuery, corpus: undefined });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(3);
  },
};

/** Tab goes from the search box through Text, Status and Sort by; the focused select shows the ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const ring = (element: HTMLElement) => getComputedStyle(element).boxShadow;
    const selects = [messages.corpusLabel, messages.statusLabel, messages.sortLabel].map((name) =>
      canvas.getByRole('combobox', { name }),
    );
    for (const select of selects) await expect(ring(select)).toBe('none');
    await userEvent.click(canvas.getByRole('searchbox', { name: messages.searchLabel }));
    for (const select of selects) {
      await userEvent.tab();
      await expect(select).toHaveFocus();
      await expect(ring(select)).not.toBe('none');
    }
  },
};

/**
 * Nothing matches: the message and "Clear search", which empties the box and resets the filters —
 * not the box's own clear button, which only empties the box and has a name of its own.
 */
export const Empty: Story = {
  args: {
    items: [],
    total: 0,
    query: { search: 'Uktzin', corpus: 'bavli', status: 'completed', sort: 'createdAt' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^0 siyumim$/);
    await expect(canvas.getByText(messages.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: messages.resultsLabel })).not.toBeInTheDocument();
    const search = canvas.getByRole('searchbox', { name: messages.searchLabel });
    await expect(search).toHaveValue('Uktzin');
    await expect(canvas.getByRole('button', { name: formMessages.clearSearchBox })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.clearSearch }));
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      search: '',
      corpus: undefined,
      status: 'all',
      sort: 'createdAt',
    });
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
  },
};

/** The box's own clear button empties it; like typing, that goes out after the debounce, filters kept. */
export const ClearTheBox: Story = {
  args: { query: { ...firstQuery, search: 'Berakhot', corpus: 'mishnah' } },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: messages.searchLabel });
    await userEvent.click(canvas.getByRole('button', { name: formMessages.clearSearchBox }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalled(), { timeout: 2000 });
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      ...firstQuery,
      corpus: 'mishnah',
      search: '',
    });
  },
};

/** The first page is on its way: skeleton cards under the same controls; the count line says so. */
export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.loading);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The skeleton is hidden from assistive technology: no list, no articles.
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.siyum-community__skeleton')).toHaveLength(4);
    await expect(canvas.getByRole('searchbox', { name: messages.searchLabel })).toBeEnabled();
  },
};

/** Results replacing the skeleton move nothing above them: no layout shift. */
export const LoadingToResults: Story = {
  render: function LoadingThenReady(args: CommunityListProps) {
    const [status, setStatus] = useState<CommunityListProps['status']>('loading');
    return (
      <>
        <CommunityList {...args} status={status} />
        <p>
          <Button size="sm" variant="ghost" onClick={() => setStatus('ready')}>
            Finish loading (story control)
          </Button>
        </p>
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const top = (selector: string) =>
      (canvasElement.querySelector(selector) as HTMLElement).getBoundingClientRect().top;
    const countTop = top('.siyum-community__count');
    const firstTop = top('.siyum-community__item');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading (story control)' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^6 siyumim$/);
    await expect(top('.siyum-community__count')).toBe(countTop);
    await expect(top('.siyum-community__item')).toBe(firstTop);
  },
};

/** The query failed: a clear message and "Try again". */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.error);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await userEvent.click(within(alert).getByRole('button', { name: messages.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** More pages wait: "Load more" asks for the next one; the count is of all matches. */
export const LoadMore: Story = {
  args: { total: 12, hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^12 siyumim$/);
    await userEvent.click(canvas.getByRole('button', { name: messages.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** More match than the server counts (it stops at 1,000): the count says "1,000+". */
export const ManyMatches: Story = {
  args: { total: 1000, totalCapped: true, hasMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1,000\+ siyumim$/);
  },
};

/** The next page is on its way: the button is busy and a second press asks for nothing. */
export const LoadingMore: Story = {
  args: { total: 12, hasMore: true, loadingMore: true },
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: new RegExp(`^${messages.loadMore}`) });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toContainElement(canvas.getByRole('status', { name: messages.loadingMore }));
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A 320 px screen (less the page's 1 rem padding): controls stacked, cards full width, nothing overflows. */
export const Narrow320: Story = {
  // One card and "Load more": the whole column fits the test viewport, so the baseline holds all of it.
  args: { items: communitySiyumim.slice(0, 1), total: 12, hasMore: true },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.siyum-community') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(288);
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        root.getBoundingClientRect().right + 0.5,
      );
    const left = (element: Element) => element.getBoundingClientRect().left;
    const search = root.querySelector('.siyum-community__search') as HTMLElement;
    const filters = root.querySelectorAll('.siyum-community__filter');
    await expect(filters).toHaveLength(3);
    for (const filter of filters) await expect(left(filter)).toBe(left(search));
    // Each select is a full-width, 2.75rem (44 px) touch target.
    for (const select of canvas.getAllByRole('combobox')) {
      await expect(select.getBoundingClientRect().width).toBe(288);
      await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // One column: the card takes the full width.
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBe(288);
    // On a phone "Load more" is a full-width target.
    const more = canvas.getByRole('button', { name: messages.loadMore });
    await expect(more.getBoundingClientRect().width).toBe(288);
  },
};

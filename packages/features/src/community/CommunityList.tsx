import { SIYUM_LIMITS, type Siyum, siyumCommunityMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { SearchField } from '@siyum/ui/primitives';
import { type FormEvent, useMemo, useRef } from 'react';
import { resultCount } from './cardText';
import {
  ALL,
  type CommunityQuery,
  corpusOptions,
  isCorpus,
  isSort,
  isStatus,
  sortOptions,
  statusOptions,
} from './communityQuery';
import { FilterSelect } from './FilterSelect';
import { ResultsMessage, type ResultsMessageProps } from './ResultsMessage';
import { SiyumCard } from './SiyumCard';
import { SkeletonCards } from './SkeletonCards';
import { useDebouncedSearch } from './useDebouncedSearch';
import '../shared/shared.css';
import './CommunityList.css';

export type { CommunityQuery, SiyumSort, SiyumStatusFilter } from './communityQuery';

export type CommunityListStatus = 'loading' | 'ready' | 'error';

/** Debounce before typed search text becomes a query (Enter commits at once). */
export const COMMUNITY_SEARCH_DEBOUNCE_MS = 300;

export interface CommunityListProps {
  /** The siyumim loaded so far (every page up to now). */
  items: Siyum[];
  /** How many siyumim match the query in all (or at least, with `totalCapped`). */
  total: number;
  /** More match than `total`: the server stopped counting at its cap. */
  totalCapped?: boolean;
  query: CommunityQuery;
  /** The query changed: typed search after the debounce or on Enter, a filter or sort at once. */
  onQueryChange: (next: CommunityQuery) => void;
  /** `loading`: the first page of a query is on its way; `error`: it failed. */
  status: CommunityListStatus;
  onRetry: () => void;
  /** More pages wait behind the "Load more" button. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** The next page is on its way: the button shows a spinner. */
  loadingMore?: boolean;
  /** Today as `YYYY-MM-DD` for every card (stories pin it); defaults to today in each siyum's zone. */
  today?: string | undefined;
  /** The link of one siyum (its public page). */
  hrefFor: (siyum: Siyum) => string;
  /** Client-side navigation for the cards' links; without it they load the page. */
  onNavigate?: ((path: string) => void) | undefined;
  /** Milliseconds of quiet typing before the search is sent. */
  searchDebounceMs?: number;
}

/**
 * The /community page body: search, text and status filters, sort, the result count (announced
 * politely), the siyum cards, and "Load more". Controlled: the app owns the query and the data.
 * The controls stay put through loading, empty and error states, so nothing jumps while a query runs.
 */
export function CommunityList({
  items,
  total,
  totalCapped = false,
  query,
  onQueryChange,
  status,
  onRetry,
  hasMore,
  onLoadMore,
  loadingMore = false,
  today,
  hrefFor,
  onNavigate,
  searchDebounceMs = COMMUNITY_SEARCH_DEBOUNCE_MS,
}: CommunityListProps) {
  const messages = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const { locale } = useUiLocale();
  const options = useMemo(
    () => ({
      corpus: corpusOptions(messages, locale),
      status: statusOptions(messages),
      sort: sortOptions(messages),
    }),
    [messages, locale],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedSearch(
    query.search ?? '',
    (text) => onQueryChange({ ...query, search: text }),
    searchDebounceMs,
  );

  /** A filter or sort change, carrying along typed text that has not been sent yet. */
  const change = (patch: Partial<CommunityQuery>) => {
    const typed = search.take();
    onQueryChange({ ...query, ...(typed === undefined ? {} : { search: typed }), ...patch });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.submit();
  };

  const clear = () => {
    search.replace('');
    // The button goes away with the empty state; the search box is where a person goes next.
    searchRef.current?.focus();
    onQueryChange({ ...query, search: '', corpus: undefined, status: 'all' });
  };

  const ready = status === 'ready';
  const countText =
    status === 'loading' ? messages.loading : ready ? resultCount(total, totalCapped, messages) : '';
  // In place of the cards: the query failed (try again), or nothing matches (clear the search).
  const notice: ResultsMessageProps | undefined =
    status === 'error'
      ? {
          kind: 'error',
          title: messages.error,
          hint: messages.errorHint,
          action: messages.retry,
          onAction: onRetry,
        }
      : ready && items.length === 0
        ? {
            kind: 'empty',
            title: messages.empty,
            hint: messages.emptyHint,
            action: messages.clearSearch,
            onAction: clear,
          }
        : undefined;

  return (
    <div className="siyum-community">
      <search aria-label={messages.filtersLabel}>
        <form className="siyum-community__controls" onSubmit={submit}>
          <SearchField
            ref={searchRef}
            label={messages.searchLabel}
            className="siyum-community__search"
            name="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SIYUM_LIMITS.searchMax}
            placeholder={messages.searchPlaceholder}
            value={search.text}
            onChange={(event) => search.change(event.target.value)}
          />
          <FilterSelect
            label={messages.corpusLabel}
            options={options.corpus}
            value={query.corpus ?? ALL}
            onChange={(value) => change({ corpus: isCorpus(value) ? value : undefined })}
          />
          <FilterSelect
            label={messages.statusLabel}
            options={options.status}
            value={query.status}
            onChange={(value) => change({ status: isStatus(value) ? value : 'all' })}
          />
          <FilterSelect
            label={messages.sortLabel}
            options={options.sort}
            value={query.sort}
            onChange={(value) => change({ sort: isSort(value) ? value : 'targetDate' })}
          />
        </form>
      </search>

      <p className="siyum-community__count" role="status">
        {countText}
      </p>

      <div className="siyum-community__results" aria-busy={status === 'loading' || loadingMore || undefined}>
        {status === 'loading' && <SkeletonCards />}
        {notice && <ResultsMessage {...notice} />}
        {ready && items.length > 0 && (
          <>
            <ul className="siyum-community__list siyum-card-grid" aria-label={messages.resultsLabel}>
              {items.map((siyum) => (
                <li key={siyum.id} className="siyum-community__item">
                  <SiyumCard siyum={siyum} href={hrefFor(siyum)} onNavigate={onNavigate} today={today} />
                </li>
              ))}
            </ul>
            {hasMore && (
              <div className="siyum-community__more">
                <Button
                  variant="secondary"
                  busy={loadingMore}
                  busyLabel={messages.loadingMore}
                  onClick={onLoadMore}
                >
                  {messages.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

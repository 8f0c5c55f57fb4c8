import {
  CORPORA,
  CORPUS_IDS,
  type CorpusId,
  SIYUM_LIMITS,
  SIYUM_SORTS,
  SIYUM_STATUS_FILTERS,
  type Siyum,
  siyumCommunityMessages,
} from '@siyum/domain';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../../form';
import { ChevronIcon, SearchIcon } from '../../internal/icons';
import { resultCount } from './cardText';
import { SiyumCard } from './SiyumCard';
import { useDebouncedSearch } from './useDebouncedSearch';
import '../shared/shared.css';
import './CommunityList.css';

export type SiyumStatusFilter = (typeof SIYUM_STATUS_FILTERS)[number];
/** `targetDate`: siyum date, soonest first; `createdAt`: newest first (the app sets the direction). */
export type SiyumSort = (typeof SIYUM_SORTS)[number];

/** What the list shows: the app turns it into `siyum.list` input (and the URL's query string). */
export interface CommunityQuery {
  search?: string | undefined;
  /** One text, or every text when absent. */
  corpus?: CorpusId | undefined;
  status: SiyumStatusFilter;
  sort: SiyumSort;
}

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

const messages = siyumCommunityMessages;
const ALL = 'all';
const SKELETON_CARDS = 4;

/** One choice of a filter: the `<option>`'s value and its text. */
interface FilterOption {
  value: string;
  label: string;
}

const corpusOptions: readonly FilterOption[] = [
  { value: ALL, label: messages.corpusAll },
  ...CORPUS_IDS.map((id) => ({ value: id, label: CORPORA[id].en })),
];
// The order people scan in: who can join, what is running, what is done.
const STATUS_ORDER: readonly SiyumStatusFilter[] = ['all', 'needsLearners', 'inProgress', 'completed'];
const statusOptions: readonly FilterOption[] = STATUS_ORDER.map((value) => ({
  value,
  label: messages.status[value],
}));
const sortOptions: readonly FilterOption[] = SIYUM_SORTS.map((value) => ({
  value,
  label: messages.sort[value],
}));

const isCorpus = (value: string | null): value is CorpusId =>
  (CORPUS_IDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is SiyumStatusFilter =>
  (SIYUM_STATUS_FILTERS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is SiyumSort =>
  (SIYUM_SORTS as readonly (string | null)[]).includes(value);

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
  const searchId = useId();
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
  const countText = status === 'loading' ? messages.loading : ready ? resultCount(total, totalCapped) : '';

  return (
    <div className="siyum-community">
      <search aria-label={messages.filtersLabel}>
        <form className="siyum-community__controls" onSubmit={submit}>
          <div className="siyum-field siyum-community__search">
            <label className="siyum-field__label" htmlFor={searchId}>
              {messages.searchLabel}
            </label>
            <div className="siyum-community__search-box">
              <SearchIcon className="siyum-community__search-icon" />
              <input
                ref={searchRef}
                id={searchId}
                className="siyum-input siyum-community__search-input"
                type="search"
                name="search"
                enterKeyHint="search"
                autoComplete="off"
                maxLength={SIYUM_LIMITS.searchMax}
                placeholder={messages.searchPlaceholder}
                value={search.text}
                onChange={(event) => search.change(event.target.value)}
              />
            </div>
          </div>
          <FilterSelect
            label={messages.corpusLabel}
            options={corpusOptions}
            value={query.corpus ?? ALL}
            onChange={(value) => change({ corpus: isCorpus(value) ? value : undefined })}
          />
          <FilterSelect
            label={messages.statusLabel}
            options={statusOptions}
            value={query.status}
            onChange={(value) => change({ status: isStatus(value) ? value : 'all' })}
          />
          <FilterSelect
            label={messages.sortLabel}
            options={sortOptions}
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
        {status === 'error' && (
          <div className="siyum-community__message" role="alert" data-kind="error">
            <p className="siyum-community__message-title">{messages.error}</p>
            <p className="siyum-community__message-hint">{messages.errorHint}</p>
            <Button variant="secondary" onClick={onRetry}>
              {messages.retry}
            </Button>
          </div>
        )}
        {ready && items.length === 0 && (
          <div className="siyum-community__message" data-kind="empty">
            <p className="siyum-community__message-title">{messages.empty}</p>
            <p className="siyum-community__message-hint">{messages.emptyHint}</p>
            <Button variant="secondary" onClick={clear}>
              {messages.clearSearch}
            </Button>
          </div>
        )}
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

interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter or the sort: a native `<select>` in the text input's frame, with our chevron. A few
 * fixed choices need no search, and the native control costs no script: phones open their own
 * picker, and the keyboard (arrows, type-ahead) works as everywhere else.
 */
function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="siyum-field siyum-community__filter">
      <label className="siyum-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="siyum-community__select-box">
        <select
          id={id}
          className="siyum-input siyum-community__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon className="siyum-community__chevron" />
      </div>
    </div>
  );
}

/** Grey cards of a real card's shape while the first page loads; the count line announces it. */
function SkeletonCards() {
  return (
    <ul className="siyum-community__list siyum-card-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className="siyum-community__item">
          <div className="siyum-card siyum-community__skeleton">
            <span className="siyum-community__bone" data-size="title" />
            <span className="siyum-community__bone" data-size="line" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="bar" />
            <span className="siyum-community__bone" data-size="short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

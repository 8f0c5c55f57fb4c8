/**
 * The community list's query and the choices of its filters and sort, with the checks that turn a
 * `<select>`'s value back into a query field. Pure: no React.
 */
import {
  CORPORA,
  CORPUS_IDS,
  type CorpusId,
  type Locale,
  localName,
  SIYUM_SORTS,
  SIYUM_STATUS_FILTERS,
  siyumCommunityMessages,
} from '@siyum/domain';
import type { CommunityMessages } from './cardText';

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

/** The text filter's value for every text. */
export const ALL = 'all';

/** One choice of a filter: the `<option>`'s value and its text. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Every text, then each one by its name in the reader's language (`locale`). */
export function corpusOptions(
  messages: CommunityMessages = siyumCommunityMessages,
  locale: Locale = 'en',
): FilterOption[] {
  return [
    { value: ALL, label: messages.corpusAll },
    ...CORPUS_IDS.map((id) => ({ value: id, label: localName(CORPORA[id], locale) })),
  ];
}
// The order people scan in: who can join, what is running, what is done.
const STATUS_ORDER: readonly SiyumStatusFilter[] = ['all', 'needsLearners', 'inProgress', 'completed'];
export function statusOptions(messages: CommunityMessages = siyumCommunityMessages): FilterOption[] {
  return STATUS_ORDER.map((value) => ({ value, label: messages.status[value] }));
}
export function sortOptions(messages: CommunityMessages = siyumCommunityMessages): FilterOption[] {
  return SIYUM_SORTS.map((value) => ({ value, label: messages.sort[value] }));
}

export const isCorpus = (value: string | null): value is CorpusId =>
  (CORPUS_IDS as readonly (string | null)[]).includes(value);
export const isStatus = (value: string | null): value is SiyumStatusFilter =>
  (SIYUM_STATUS_FILTERS as readonly (string | null)[]).includes(value);
export const isSort = (value: string | null): value is SiyumSort =>
  (SIYUM_SORTS as readonly (string | null)[]).includes(value);

/**
 * Texts of the community list (/community) and of the siyum card it shows: search, filters, sort,
 * result count, the card's dedication, text, organizer, date and progress lines, and the loading,
 * empty and error states. Corpus names come from the texts table (`CORPORA[id].en`), not from here.
 */
import { LOCALE_DATE_TAGS } from './dateLocales';
export const siyumCommunityMessages = {
  /** Dates and numbers on the card and in the list follow this locale ("1 March 2030", "2,711"). */
  locale: LOCALE_DATE_TAGS.en,

  // Card
  dedication: {
    memory: 'L’iluy nishmas {names}',
    healing: 'Refuah shleimah for {names}',
    success: 'Hatzlacha for {names}',
    honor: 'In honor of {names}',
    other: '{names}',
  },
  textLine: '{corpus} · {unit}',
  unit: {
    tractate: 'by tractate',
    chapter: 'by chapter',
    mishnah: 'by mishnah',
    daf: 'by daf',
    book: 'by book',
    hilchot: 'by hilchot',
    dayOfMonth: 'by day of the month',
    dayOfWeek: 'by day of the week',
  },
  organizer: 'Organized by {name}',
  siyumOn: 'Siyum on {date}',
  /** A link preview's progress (shareHead.ts). */
  shareProgress: '{completed} of {total} portions learned',
  daysLeftOne: '1 day left',
  daysLeftOther: '{days} days left',
  today: 'Today',
  completed: 'Completed',
  datePassed: 'Date passed',
  progressLabel: 'Portions learned',
  progressLine: '{completed} of {total} learned · {open} open',

  // List
  searchLabel: 'Search siyumim',
  searchPlaceholder: 'Title or dedication',
  filtersLabel: 'Find a siyum',
  corpusLabel: 'Text',
  corpusAll: 'All texts',
  statusLabel: 'Status',
  status: {
    all: 'All',
    needsLearners: 'Needs learners',
    inProgress: 'In progress',
    completed: 'Completed',
  },
  sortLabel: 'Sort by',
  sort: {
    targetDate: 'Siyum date (soonest)',
    createdAt: 'Newest',
  },
  resultCountOne: '1 siyum',
  resultCountOther: '{count} siyumim',
  /** More match than the list counts (SIYUM_LIMITS.listCountCap). */
  resultCountAtLeast: '{count}+ siyumim',
  resultsLabel: 'Siyumim',
  loading: 'Loading siyumim…',
  empty: 'No siyumim match your search.',
  emptyHint: 'Try other words, or look at every text and status.',
  clearSearch: 'Clear search',
  error: 'We couldn’t load the siyumim.',
  errorHint: 'Check your connection and try again.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more siyumim',
} as const;

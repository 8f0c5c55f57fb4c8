/**
 * Texts of My Dashboard and the lists behind it (/dashboard, /learnings, /my-siyumim) and of a
 * siyum's progress page (/progress/{id}): my learnings with their due dates, the siyumim I organize
 * or help run, my totals, the pace a group needs and the per-portion table. Counts come in
 * `One` / `Other` pairs; `{count}` and friends are filled in already formatted ("2,711").
 */
import { LOCALE_DATE_TAGS } from './dateLocales';
export const siyumDashboardMessages = {
  /** Dates and numbers follow this locale ("1 March 2030", "3.2"), like the siyum cards. */
  locale: LOCALE_DATE_TAGS.en,
  separator: ' · ',
  filterLegend: 'Show:',

  /** MyLearnings: my portions across siyumim, grouped by siyum. */
  learnings: {
    title: 'My learnings',
    filter: { open: 'Open', all: 'All' },
    countOpenOne: '1 portion to learn',
    countOpenOther: '{count} portions to learn',
    countAllOne: '1 portion · {learned} learned',
    countAllOther: '{count} portions · {learned} learned',
    siyumOn: 'Siyum on {date}',
    dueTomorrow: 'Due tomorrow',
    dueInDays: 'Due in {days} days',
    dueToday: 'Due today',
    overdue: 'Overdue',
    allLearned: 'All learned',
    learned: 'Learned',
    markLearned: 'Mark learned',
    /** The button's accessible name: a portion may appear in two siyumim. */
    markLearnedFor: 'Mark learned: {label} ({siyum})',
    undo: 'Undo',
    undoFor: 'Undo learned: {label} ({siyum})',
    emptyTitle: 'You haven’t signed up for a portion yet.',
    emptyHint: 'Find a siyum in the community and choose a portion to learn.',
    allDoneTitle: 'Every portion you signed up for is learned.',
    allDoneHint: 'Mazal tov! There are more siyumim looking for learners.',
    browseCommunity: 'Browse community siyumim',
    seeAll: 'See all my learnings',
  },

  /** MySiyumim: the siyumim I own and those I hold a permission on. */
  siyumim: {
    ownedTitle: 'Siyumim I organize',
    helpingTitle: 'Siyumim I help run',
    progress: 'Progress',
    progressFor: 'Progress: {title}',
    participants: 'Participants',
    participantsFor: 'Participants: {title}',
    admins: 'Admins',
    adminsFor: 'Admins: {title}',
    ownedEmpty: 'You haven’t organized a siyum yet.',
    ownedEmptyHint: 'Choose a text, divide it into portions and invite others to learn it with you.',
    helpingEmpty: 'You don’t help run a siyum yet.',
    helpingEmptyHint: 'When an organizer asks you to help, their siyum appears here.',
    create: 'Create a Siyum',
  },

  /** DashboardTotals. */
  totals: {
    learned: 'Portions learned',
    inProgress: 'Portions in progress',
    siyumim: 'Siyumim I’m part of',
  },

  /** ProgressDetail: the /progress/{id} page body. */
  progress: {
    pacingTitle: 'Pace',
    /** The siyum's date (with its Hebrew date) above the pace. */
    siyumOn: 'Siyum on {date}',
    pacingNeeded: 'To finish by {date} the group needs about {rate}.',
    rateOneADay: '1 portion a day',
    rateADay: '{count} portions a day',
    rateEvery: '1 portion every {days} days',
    remainingOne: '1 portion still to learn, {days} to go.',
    remainingOther: '{count} portions still to learn, {days} to go.',
    daysOne: '1 day',
    daysOther: '{count} days',
    todayOne: 'The siyum is today — 1 portion is not learned yet.',
    todayOther: 'The siyum is today — {count} portions are not learned yet.',
    passedOne: 'The siyum date has passed — 1 portion is not learned yet.',
    passedOther: 'The siyum date has passed — {count} portions are not learned yet.',
    complete: 'Every portion is learned. Mazal tov!',
    noPortions: 'This siyum has no portions yet.',

    portionsTitle: 'Every portion',
    tableCaption: 'Portions, open ones first',
    columnPortion: 'Portion',
    columnGroup: 'Part',
    columnStatus: 'Status',
    filter: { all: 'All', open: 'Open', claimed: 'Being learned', completed: 'Learned' },
    statusOpen: 'Open',
    beingLearnedBy: 'Being learned by {names}',
    learnedBy: 'Learned by {names}',
    countOne: '1 portion',
    countOther: '{count} portions',
    showing: 'Showing {shown} of {count} portions',
    showMore: 'Show more',
    empty: {
      all: 'This siyum has no portions yet.',
      open: 'Every portion has a learner.',
      claimed: 'Nobody is in the middle of a portion.',
      completed: 'No portion is learned yet.',
    },
  },
} as const;

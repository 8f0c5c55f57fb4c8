/**
 * Texts of a siyum's progress summary and its portion board (issue 10: /s/{id}, /portions/{id}).
 * Counts come in `One` / `Other` pairs where English needs a singular; `{label}` is a portion's
 * English label ("Berakhot", "Shabbat 45").
 */
export const siyumBoardMessages = {
  // Progress summary
  progressPercent: '{percent}% complete',
  progressLearned: '{completed} of {total} learned',
  progressClaimed: '{claimed} being learned',
  progressOpen: '{open} open',
  /** Joins the parts of the progress line: "120 of 525 learned · 300 being learned · 105 open". */
  separator: ' · ',

  // Filter and count line
  filterLegend: 'Show:',
  filterAll: 'All',
  filterOpen: 'Open',
  filterMine: 'Mine',
  countAllOne: '{shown} portion · {open} open',
  countAllOther: '{shown} portions · {open} open',
  countOpenOne: '{shown} open portion',
  countOpenOther: '{shown} open portions',
  countMineOne: 'You have {shown} portion · {completed} learned',
  countMineOther: 'You have {shown} portions · {completed} learned',
  emptyAll: 'This siyum has no portions yet.',
  emptyOpen: 'Every portion has a learner.',
  emptyMine: 'You haven’t signed up for a portion yet.',
  /** Above a visitor's board: "Sign up" opens the login first. */
  visitorHint: 'To take a portion, choose it and log in when asked.',

  // Groups
  groupOpen: '{open} of {total} open',
  groupMine: 'Yours: {count}',

  // A portion's state and learners
  takenBy: 'Taken by {names}',
  learnedBy: 'Learned by {names}',
  learning: 'Learning: {names}',
  learnedList: 'Learned: {names}',
  /** Stands for the names a long list leaves out: "Rivka L., Moshe K., Dovid S. and 4 more". */
  moreNames: '{count} more',
  yoursClaimed: 'You’re learning this',
  yoursLearned: 'Learned',
  /** The link to the portion's text on Sefaria (issue 24). */
  textLink: 'Sefaria',
  textLinkFor: 'Sefaria: read {portion} there (opens in a new tab)',

  // Actions: the visible text, and the accessible name that says which portion
  signUp: 'Sign up',
  signUpFor: 'Sign up for {label}',
  markLearned: 'Mark learned',
  markLearnedFor: 'Mark learned: {label}',
  release: 'Release',
  releaseFor: 'Release {label}',
  undo: 'Undo',
  undoFor: 'Undo learned: {label}',

  // Notices the app shows on a row (`notice` prop)
  takenMeanwhile: 'Someone else just signed up for this portion. Please choose another.',
  /** What the board's live region says when a notice arrives: the row may be out of view. */
  noticeFor: '{label}: {message}',
} as const;

/**
 * Texts of the home page list of public siyumim that most need learners now (issue 24): under the
 * tagline and the community's number, each card says how many portions are open and how many days
 * are left, and offers to take one. Counts are `{count}` (the Hebrew dual reads it).
 */
export const neediestMessages = {
  title: 'Siyumim that need learners now',
  intro: 'Take a portion and help a siyum finish on time.',
  openOne: '1 open portion',
  openOther: '{count} open portions',
  daysLeftOne: '1 day left',
  daysLeftOther: '{count} days left',
  dueToday: 'Siyum today',
  needLine: '{open} · {when}',
  takePortion: 'Take a portion',
  /** The link's accessible name: which siyum the portion is in (every card has such a link). */
  takePortionIn: 'Take a portion in {title}',
} as const;

/** The siyum's allowed values and limits (no zod here: list and filter pages import them). */

export const DEDICATION_KINDS = ['none', 'memory', 'healing', 'success', 'honor', 'other'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];
export const VISIBILITIES = ['public', 'unlisted'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** `single`: one learner per portion; `multiple`: several may learn the same portion. */
export const CLAIM_POLICIES = ['single', 'multiple'] as const;
export type ClaimPolicy = (typeof CLAIM_POLICIES)[number];
export const LEARNING_STATUSES = ['claimed', 'completed'] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

export const SIYUM_LIMITS = {
  /** A participant's first or last name as a manager types it (and as a member's record holds it). */
  personNameMax: 80,
  titleMax: 120,
  dedicationNamesMax: 200,
  descriptionMax: 2000,
  pageSizeMax: 50,
  searchMax: 100,
  /** The community list counts matches up to this many ("1,000+"): a count never reads every row. */
  listCountCap: 1000,
  /** People per `siyum.participants` page: every call's answer is bounded (issue 17). */
  participantsPageSize: 100,
  /** Learnings per `portion.mine` page and siyumim per `siyum.mine` page: bounded like participants. */
  myLearningsPageSize: 200,
  mySiyumimPageSize: 50,
} as const;

export const SIYUM_STATUS_FILTERS = ['all', 'needsLearners', 'completed', 'inProgress'] as const;
export const SIYUM_SORTS = ['targetDate', 'createdAt'] as const;
export type SiyumSort = (typeof SIYUM_SORTS)[number];

import { MAX_ID } from './siyumIds';

export { MAX_ID, parseSiyumId } from './siyumIds';

/** An unlisted siyum's share key (`?key=` of its link, decision 0019): 32 lowercase hex digits. */
export const SHARE_KEY_PATTERN = /^[0-9a-f]{32}$/;
export const isShareKey = (text: string): boolean => SHARE_KEY_PATTERN.test(text);

/**
 * A real calendar day written `YYYY-MM-DD` that a Postgres `date` holds: year 1 onwards, a month
 * that exists, a day that month has (2024-02-30 is not one, 2024-02-29 is).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A community-list page's position, as `siyum.list` answers it in `nextCursor`: the last item's
 * `targetDate.id` (sort by date) or `id` (sort by creation). Null when it is not one of those for
 * `sort` — a day that does not exist, an id out of range, the other sort's form.
 */
export function parseListCursor(cursor: string, sort: SiyumSort): { date?: string; id: number } | null {
  const match = /^(?:(\d{4}-\d{2}-\d{2})\.)?(\d{1,10})$/.exec(cursor);
  if (!match) return null;
  const [, date, digits] = match;
  const id = Number(digits);
  if (id < 1 || id > MAX_ID) return null;
  if (sort === 'createdAt') return date === undefined ? { id } : null;
  return date !== undefined && isCalendarDate(date) ? { date, id } : null;
}

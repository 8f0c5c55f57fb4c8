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
  titleMax: 120,
  dedicationNamesMax: 200,
  descriptionMax: 2000,
  pageSizeMax: 50,
  searchMax: 100,
  /** The community list counts matches up to this many ("1,000+"): a count never reads every row. */
  listCountCap: 1000,
  /** People per `siyum.participants` page: every call's answer is bounded (issue 17). */
  participantsPageSize: 100,
} as const;

/**
 * A community-list page's position, as `siyum.list` answers it in `nextCursor`: the last item's
 * `targetDate.id` (sort by date) or `id` (sort by creation).
 */
export const LIST_CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}\.)?\d{1,10}$/;

export const SIYUM_STATUS_FILTERS = ['all', 'needsLearners', 'completed', 'inProgress'] as const;
export const SIYUM_SORTS = ['targetDate', 'createdAt'] as const;

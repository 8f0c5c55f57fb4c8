/**
 * The limits of filling the gaps (issue 24), apart from its schemas (gapsSchemas.ts): the board's
 * "give me N more" reads them without loading zod and the siyum schemas on the siyum page.
 */
export const GAPS_LIMITS = {
  /** Learners in one split: more than a participants page holds is not a split a person checks. */
  learnersMax: 100,
  /** Portions in one split: a whole Mishnah by mishnah (4,192) fits, and stays well under the body limit. */
  portionsMax: 5000,
  /** "Give me N more": N at most. */
  takeMoreMax: 50,
} as const;

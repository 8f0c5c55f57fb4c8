import { z } from 'zod';
import { id, pageCursor } from './schemaParts';
import { progressSchema, shareKeySchema } from './siyum';
import { LEARNING_STATUSES, type LearningStatus } from './siyumValues';
import { CORPUS_IDS, type PortionSpec, UNIT_IDS } from './texts';

/**
 * Schemas of a siyum's portions: the board as `siyum.portions` answers it, the portion procedures
 * (claim, release, complete) and what they answer, and one's own learnings.
 */

const portionSpecSchema = z.object({
  ref: z.string(),
  order: z.number().int(),
  groupEn: z.string(),
  groupHe: z.string(),
  labelEn: z.string(),
  labelHe: z.string(),
  weight: z.number().int(),
}) satisfies z.ZodType<PortionSpec>;

/**
 * siyum.portions, trimmed for the wire (issue 17: a Shas board was 490 kB of labels repeated per
 * portion). What the division of the text gives — ref, group, labels, weight, order — the client
 * derives with `divideText` from `division`; the answer carries only what the database adds: each
 * portion's id, and who learns what, each learner's name once. `boardPortions` rebuilds the board.
 */
export const portionsAnswerSchema = z.object({
  /** The division the portions were made from (the answer's own: a re-division may come between reads). */
  division: z.object({ corpus: z.enum(CORPUS_IDS), unit: z.enum(UNIT_IDS), scope: z.array(z.string()) }),
  /** Portion ids in the board's order: `ids[i]` is the id of the division's portion `i`. */
  ids: z.array(z.number().int()),
  /** Everyone who learns a portion here, once: user id and public name (first name, last initial). */
  learners: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  /** Every learning, in claim order: [the portion's index in `ids`, the learner's user id, status]. */
  learnings: z.array(z.tuple([z.number().int(), z.number().int(), z.enum(LEARNING_STATUSES)])),
  /**
   * Only when the stored portions are not what `divideText` gives today (the text tables changed
   * after the siyum was divided): the stored specs, in order, which the board then shows instead.
   */
  specs: z.array(portionSpecSchema).optional(),
});
export type PortionsAnswer = z.infer<typeof portionsAnswerSchema>;

/**
 * A claim: the portion, and for an unlisted siyum the share key of the link it was opened with — a
 * claim is a way in (it makes the claimer a member), so it needs what reading the siyum needs.
 */
export const portionInputSchema = z.object({ portionId: id, key: shareKeySchema.optional() }).strict();
/** Release or complete: one's own learning, or (participants permission) another learner's. */
export const portionActInputSchema = z.object({ portionId: id, userId: id.optional() }).strict();
/** Completing a free portion claims it: the same key as a claim. */
export const portionCompleteInputSchema = z
  .object({
    portionId: id,
    userId: id.optional(),
    completed: z.boolean().default(true),
    key: shareKeySchema.optional(),
  })
  .strict();

export const learningSchema = z.object({
  portionId: z.number().int(),
  siyumId: z.number().int(),
  userId: z.number().int(),
  status: z.enum(LEARNING_STATUSES),
  claimedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Learning = z.infer<typeof learningSchema>;

/**
 * What a claim, release, completion or assignment answers: the learning it wrote (or removed), the
 * portion's learners after it, and the siyum's progress after it — all a page needs to show the
 * change without reading the board again (issue 19: one round trip per claim).
 */
export const portionChangeSchema = learningSchema.extend({
  learners: z.array(
    z.object({ userId: z.number().int(), name: z.string(), status: z.enum(LEARNING_STATUSES) }),
  ),
  progress: progressSchema,
});
export type PortionChange = z.infer<typeof portionChangeSchema>;

/** One of my learnings, as `portion.mine` answers it: the portion, its siyum's title and date, my state. */
export interface MyLearning {
  portionId: number;
  siyumId: number;
  siyumTitle: string;
  /** The siyum's date, `YYYY-MM-DD`: when the portion is due. */
  targetDate: string;
  /** The portion's ref in its text (`mishnah/berakhot/3`): the link to the text is built from it. */
  ref: string;
  labelEn: string;
  labelHe: string;
  status: LearningStatus;
  /** ISO timestamps. */
  claimedAt: string;
  completedAt: string | null;
}
export const myLearningSchema = z.object({
  portionId: z.number().int(),
  siyumId: z.number().int(),
  siyumTitle: z.string(),
  /** The siyum's date, `YYYY-MM-DD`: when the portion is due. */
  targetDate: z.string(),
  ref: z.string(),
  labelEn: z.string(),
  labelHe: z.string(),
  status: z.enum(LEARNING_STATUSES),
  /** ISO timestamps. */
  claimedAt: z.string(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<MyLearning>;

/** portion.mine: one page (`SIYUM_LIMITS.myLearningsPageSize`) of my learnings, in their order. */
export const myLearningsPageSchema = z.object({
  learnings: z.array(myLearningSchema),
  /** Pass it back for the next page; null after the last. */
  nextCursor: pageCursor.nullable(),
});
export type MyLearningsPage = z.infer<typeof myLearningsPageSchema>;

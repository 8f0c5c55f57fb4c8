import { z } from 'zod';
import { GAPS_LIMITS } from './gapsValues';
import { id } from './schemaParts';
import { type Progress, progressSchema, shareKeySchema } from './siyum';

/**
 * The wire rules of filling the gaps (issue 24): an organizer's split of the open portions among
 * learners (`siyum.splitOpen`) and a learner's "give me N more" (`siyum.takeMore`). Both are
 * written in one transaction, all or nothing; the limits keep one call's work bounded.
 */

/** One learner's share of a split: a plain interface, so the published widgets' types carry no zod. */
export interface SplitAssignment {
  userId: number;
  portionIds: number[];
}
const splitAssignmentSchema = z
  .object({
    userId: id,
    portionIds: z.array(id).min(1).max(GAPS_LIMITS.portionsMax),
  })
  .strict() satisfies z.ZodType<SplitAssignment>;

/** siyum.splitOpen: who gets which open portions. No learner twice, no portion twice, bounded in all. */
export const splitOpenInputSchema = z
  .object({
    siyumId: id,
    assignments: z.array(splitAssignmentSchema).min(1).max(GAPS_LIMITS.learnersMax),
  })
  .strict()
  .superRefine((value, ctx) => {
    const users = value.assignments.map((a) => a.userId);
    if (new Set(users).size !== users.length)
      ctx.addIssue({ code: 'custom', path: ['assignments'], message: 'A learner appears twice' });
    const portions = value.assignments.flatMap((a) => a.portionIds);
    if (portions.length > GAPS_LIMITS.portionsMax)
      ctx.addIssue({ code: 'custom', path: ['assignments'], message: 'Too many portions' });
    else if (new Set(portions).size !== portions.length)
      ctx.addIssue({ code: 'custom', path: ['assignments'], message: 'A portion appears twice' });
  });
export type SplitOpenInput = z.infer<typeof splitOpenInputSchema>;

/** siyum.takeMore: the next `count` open portions in the text's order, for the caller. */
export const takeMoreInputSchema = z
  .object({
    siyumId: id,
    count: z.number().int().min(1).max(GAPS_LIMITS.takeMoreMax),
    /** An unlisted siyum's share key, as a claim needs it (taking portions makes one a member). */
    key: shareKeySchema.optional(),
  })
  .strict();
export type TakeMoreInput = z.infer<typeof takeMoreInputSchema>;

/** What both answer: the portions now held (in the text's order) and the siyum's progress after. */
export interface GapsFilled {
  portionIds: number[];
  progress: Progress;
}
export const gapsFilledSchema = z.object({
  portionIds: z.array(z.number().int()),
  progress: progressSchema,
}) satisfies z.ZodType<GapsFilled>;

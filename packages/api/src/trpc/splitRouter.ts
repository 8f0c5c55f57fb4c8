import { gapsFilledSchema, splitOpenInputSchema, takeMoreInputSchema } from '@siyum/domain';
import { queueClaimConfirmation } from '../services/claimConfirmations';
import { splitOpenPortions, takeMorePortions } from '../services/splitPortions';
import { authorizeRead, authorizeSiyum } from './authorize';
import { router, userProcedure } from './init';

/**
 * Filling the gaps (issue 24), mounted as `gaps.*`: an organizer splits the open portions among
 * learners, and a learner takes the next N open portions. Each is all or nothing in one
 * transaction (services/splitPortions.ts); both answer the portions written and the progress.
 */
export const splitRouter = router({
  /**
   * participants: assigns the open portions of a proposal to learners of the siyum — as `assign`
   * would each one (the §6 participants area: owner, updateUsers, editSignup), all in one go.
   */
  splitOpen: userProcedure
    .meta({ invalidates: ['community'] })
    .input(splitOpenInputSchema)
    .output(gapsFilledSchema)
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'participants', input.siyumId);
      return splitOpenPortions(ctx.deps.db, siyum.id, input.assignments, ctx.user.id);
    }),
  /** user: "give me N more" — claims the next open portions for the caller; asks what a claim asks. */
  takeMore: userProcedure
    .meta({ invalidates: ['community'] })
    .input(takeMoreInputSchema)
    .output(gapsFilledSchema)
    .mutation(async ({ ctx, input }) => {
      await authorizeRead(ctx, input.siyumId, input.key);
      const filled = await takeMorePortions(ctx.deps.db, input.siyumId, ctx.user.id, input.count);
      // Issue 22: the learner hears back by email, as after a claim (queued; answered regardless).
      await queueClaimConfirmation(
        ctx.deps.jobs,
        { userId: ctx.user.id, siyumId: input.siyumId },
        ctx.deps.log,
        ctx.deps.confirmationDelaySeconds,
      );
      return filled;
    }),
});

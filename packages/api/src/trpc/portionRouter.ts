import {
  myLearningsPageSchema,
  myPageInputSchema,
  portionActInputSchema,
  portionAssignInputSchema,
  portionChangeSchema,
  portionCompleteInputSchema,
  portionInputSchema,
} from '@siyum/domain';
import { queueClaimConfirmation } from '../services/claimConfirmations';
import { portionChange } from '../services/portionChange';
import * as portionService from '../services/portions';
import { queueSiyumCompleted } from '../services/siyumComplete';
import { authorizeClaim, authorizeLearning } from './authorize';
import { router, userProcedure } from './init';

/** The portion procedures: claim, release, complete, assign (each answers the change), and mine. */
export const portionRouter = router({
  /** user: claims a portion for the caller (one atomic statement); an unlisted siyum's needs its key. */
  claim: userProcedure
    .meta({ invalidates: ['community'] })
    .input(portionInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      await authorizeClaim(ctx, input.portionId, input.key);
      const learning = await portionService.claimPortion(ctx.deps.db, input.portionId, ctx.user.id);
      // Issue 22: the learner hears back by email (queued; the claim is answered regardless).
      await queueClaimConfirmation(
        ctx.deps.jobs,
        { userId: ctx.user.id, siyumId: learning.siyumId },
        ctx.deps.log,
        ctx.deps.confirmationDelaySeconds,
      );
      return portionChange(ctx.deps.db, learning);
    }),
  /** user: releases one's own claim; participants: anyone's learning. */
  release: userProcedure
    .meta({ invalidates: ['community'] })
    .input(portionActInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const { learnerId, own } = await authorizeLearning(ctx, input.portionId, input.userId);
      const learning = await portionService.releasePortion(ctx.deps.db, input.portionId, learnerId, own);
      return portionChange(ctx.deps.db, learning);
    }),
  /** user: marks one's own portion learned (claiming it if free); participants: anyone's. */
  complete: userProcedure
    .meta({ invalidates: ['community'] })
    .input(portionCompleteInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const learner = await authorizeLearning(ctx, input.portionId, input.userId);
      if (learner.own && input.completed) await authorizeClaim(ctx, input.portionId, input.key);
      const who = learner.own ? 'self' : { placedIn: learner.siyumId };
      const learning = await portionService.completePortion(
        ctx.deps.db,
        input.portionId,
        learner.learnerId,
        input.completed,
        who,
      );
      const change = await portionChange(ctx.deps.db, learning);
      // Issue 22: the last portion learned tells every learner (queued; answered regardless).
      if (input.completed) await queueSiyumCompleted(ctx.deps.jobs, change, ctx.deps.log);
      return change;
    }),
  /** participants: assigns a free portion to a member or guest of the siyum (to oneself it is a claim). */
  assign: userProcedure
    .meta({ invalidates: ['community'] })
    .input(portionAssignInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const learner = await authorizeLearning(ctx, input.portionId, input.userId);
      const learning = learner.own
        ? portionService.claimPortion(ctx.deps.db, input.portionId, learner.learnerId)
        : portionService.assignPortion(ctx.deps.db, input.portionId, learner.learnerId, learner.siyumId);
      return portionChange(ctx.deps.db, await learning);
    }),
  /** user: a page of my learnings across siyumim. */
  mine: userProcedure
    .input(myPageInputSchema)
    .output(myLearningsPageSchema)
    .query(({ ctx, input }) => portionService.myLearnings(ctx.deps.db, ctx.user.id, input?.cursor)),
});

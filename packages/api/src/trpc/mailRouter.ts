import {
  learnerMessagesInputSchema,
  learnerMessagesSchema,
  mailPrefsSchema,
  messageLearnersInputSchema,
  resendFailedInputSchema,
  setMailPrefsInputSchema,
  unsubscribeInputSchema,
  unsubscribeResultSchema,
} from '@siyum/domain';
import { z } from 'zod';
import { listLearnerMessages, messageLearners, resendFailedCopies } from '../services/learnerMessages';
import { getMailPrefs, setMailPrefs, subscriptionByToken } from '../services/mailPrefs';
import { authorizeWriting } from './authorize';
import { publicProcedure, router, userProcedure } from './init';

/**
 * Email settings (issue 22). A signed-in user reads and changes their own; an unsubscribe link's
 * token (256 random bits, in the email only) reaches one topic of one user without signing in.
 */
export const mailRouter = router({
  /** user: own time zone and topic switches. */
  prefs: userProcedure.output(mailPrefsSchema).query(({ ctx }) => getMailPrefs(ctx.deps.db, ctx.user.id)),
  /** user: changes only what the input names. */
  setPrefs: userProcedure
    .input(setMailPrefsInputSchema)
    .output(mailPrefsSchema)
    .mutation(({ ctx, input }) => setMailPrefs(ctx.deps.db, ctx.user.id, input)),
  /** public (the token): what the unsubscribe page asks about, changing nothing — link scanners GET. */
  subscription: publicProcedure
    .input(unsubscribeInputSchema)
    .output(unsubscribeResultSchema)
    .query(({ ctx, input }) => subscriptionByToken(ctx.deps.db, input.token, input.topic)),
  /** public (the token): the topic off. */
  unsubscribe: publicProcedure
    .input(unsubscribeInputSchema)
    .output(unsubscribeResultSchema)
    .mutation(({ ctx, input }) => subscriptionByToken(ctx.deps.db, input.token, input.topic, false)),
  /** public (the token): the topic on again (the page's undo). */
  resubscribe: publicProcedure
    .input(unsubscribeInputSchema)
    .output(unsubscribeResultSchema)
    .mutation(({ ctx, input }) => subscriptionByToken(ctx.deps.db, input.token, input.topic, true)),
  /** organizer or updateUsers: writes to the siyum's learners; answers how many it goes to. */
  messageLearners: userProcedure
    .input(messageLearnersInputSchema)
    .output(z.object({ recipients: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await authorizeWriting(ctx, input.siyumId);
      return messageLearners(ctx.deps.db, ctx.deps.mailEnabled ? ctx.deps.jobs : null, ctx.user.id, input);
    }),
  /** organizer or updateUsers: one message's failed copies sent again; answers how many. */
  resendFailed: userProcedure
    .input(resendFailedInputSchema)
    .output(z.object({ resent: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await authorizeWriting(ctx, input.siyumId);
      return resendFailedCopies(ctx.deps.db, ctx.deps.mailEnabled ? ctx.deps.jobs : null, input);
    }),
  /** organizer or updateUsers: the messages sent, with their deliveries, and how many may go today. */
  learnerMessages: userProcedure
    .input(learnerMessagesInputSchema)
    .output(learnerMessagesSchema)
    .query(async ({ ctx, input }) => {
      await authorizeWriting(ctx, input.siyumId);
      return listLearnerMessages(ctx.deps.db, input.siyumId);
    }),
});

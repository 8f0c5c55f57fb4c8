import {
  mailPrefsSchema,
  setMailPrefsInputSchema,
  unsubscribeInputSchema,
  unsubscribeResultSchema,
} from '@siyum/domain';
import { getMailPrefs, setMailPrefs, subscriptionByToken } from '../services/mailPrefs';
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
});

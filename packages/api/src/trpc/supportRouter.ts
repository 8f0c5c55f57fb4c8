import {
  isSupportStaff,
  supportInboxInputSchema,
  supportInboxPageSchema,
  supportMarkAnsweredInputSchema,
  supportRequestInputSchema,
  supportSendOutputSchema,
} from '@siyum/domain';
import { z } from 'zod';
import { failure } from '../infra/errors';
import { markAnswered, readInbox, storeSupportRequest } from '../services/support';
import type { Context } from './context';
import { publicProcedure, router, userProcedure } from './init';

/** /contact-us and /support messages, and the support staff's inbox. */
export const supportRouter = router({
  /** public: stores a /contact-us or /support message (the sender's record linked when signed in). */
  send: publicProcedure
    .meta({ limits: ['support'] })
    .input(supportRequestInputSchema)
    .output(supportSendOutputSchema)
    .mutation(async ({ ctx, input }) => {
      return storeSupportRequest(ctx.deps.db, input, ctx.identity?.sub ?? null);
    }),
  /** support staff: a page of the messages people sent, those still waiting first. */
  inbox: userProcedure
    .input(supportInboxInputSchema)
    .output(supportInboxPageSchema)
    .query(({ ctx, input }) => {
      requireSupportStaff(ctx);
      return readInbox(ctx.deps.db, input);
    }),
  /** support staff: marks a message answered (after replying by email), or back to waiting. */
  markAnswered: userProcedure
    .input(supportMarkAnsweredInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      requireSupportStaff(ctx);
      await markAnswered(ctx.deps.db, input.id, input.answered, ctx.user.id);
      return { ok: true as const };
    }),
});

/** The support inbox is for the staff the deployment names, by a verified email (`isSupportStaff`). */
function requireSupportStaff(ctx: {
  deps: Context['deps'];
  user: { email: string; row: { unverifiedEmail: boolean } };
}) {
  const viewer = { email: ctx.user.email, emailVerified: !ctx.user.row.unverifiedEmail };
  if (!isSupportStaff(viewer, ctx.deps.supportStaffEmails)) throw failure('FORBIDDEN', 'notSupportStaff');
}

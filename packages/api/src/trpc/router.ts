import { timingSafeEqual } from 'node:crypto';
import {
  addUserPrefInputSchema,
  canAccess,
  canActOnLearning,
  countersInputSchema,
  countersSchema,
  createUpdateUserInputSchema,
  DEFAULT_PLATFORM,
  invitationAcceptedSchema,
  invitationInputSchema,
  invitationSchema,
  isOwnLearning,
  isPastIn,
  isSupportStaff,
  myLearningsPageSchema,
  myPageInputSchema,
  mySiyumimPageSchema,
  participantAddInputSchema,
  participantAddOutputSchema,
  participantRemoveInputSchema,
  participantsInputSchema,
  participantsPageSchema,
  permissionGrantInputSchema,
  permissionRevokeInputSchema,
  platformInputSchema,
  platformSchema,
  portionActInputSchema,
  portionAssignInputSchema,
  portionChangeSchema,
  portionCompleteInputSchema,
  portionInputSchema,
  portionsAnswerSchema,
  routeRuleInputSchema,
  routeRuleSchema,
  type SiyumArea,
  siyumAccessSchema,
  siyumCreateInputSchema,
  siyumIdInputSchema,
  siyumListInputSchema,
  siyumListOutputSchema,
  siyumPermissionEntrySchema,
  siyumSchema,
  siyumUpdateInputSchema,
  supportInboxInputSchema,
  supportInboxPageSchema,
  supportMarkAnsweredInputSchema,
  supportRequestInputSchema,
  supportSendOutputSchema,
  userPrefsSchema,
  userSchema,
} from '@siyum/domain';
import { phoneMetadata } from '@siyum/domain/phone-metadata';
import { z } from 'zod';
import { RATE_LIMITS } from '../rateLimit';
import { failure } from '../services/errors';
import { acceptInvitation, addGuest, readInvitation } from '../services/invitations';
import { portionChange } from '../services/portionChange';
import * as portionService from '../services/portions';
import { routeRuleFor } from '../services/routeRules';
import * as siyumService from '../services/siyums';
import { limitSupportRequests, markAnswered, readInbox, storeSupportRequest } from '../services/support';
import {
  createOrLinkUser,
  loadViewer,
  toUser,
  updateUser,
  upsertUserPrefs,
  viewerAsUser,
} from '../services/users';
import type { Context } from './context';
import {
  identifiedProcedure,
  publicProcedure,
  requireAccess,
  router,
  type UserContext,
  userProcedure,
  viewerOf,
} from './init';

/** Loads a siyum's ownership and applies the §6 rule for `area`: NOT_FOUND, UNAUTHORIZED or FORBIDDEN. */
async function authorizeSiyum(ctx: UserContext, area: SiyumArea, siyumId: number) {
  const siyum = await siyumService.getOwnership(ctx.deps.db, siyumId);
  requireAccess(area, ctx.user, siyum);
  return siyum;
}

/**
 * The portion rule (canActOnLearning): one's own learning needs nothing more, so the portion's siyum
 * is read only for another learner's. Answers whose learning it is.
 */
async function authorizeLearning(
  ctx: UserContext,
  portionId: number,
  learnerId: number | undefined,
): Promise<{ learnerId: number; own: true } | { learnerId: number; own: false; siyumId: number }> {
  if (isOwnLearning(ctx.user, learnerId)) return { learnerId: ctx.user.id, own: true };
  const siyum = await portionService.portionSiyum(ctx.deps.db, portionId);
  if (!canActOnLearning(viewerOf(ctx.user), learnerId, { id: siyum.id, user: { id: siyum.ownerId } }))
    throw failure('FORBIDDEN', 'access:participants');
  return { learnerId: learnerId ?? ctx.user.id, own: false, siyumId: siyum.id };
}

/**
 * A claim (or completing a free portion) makes the claimer a member of the siyum (decision 0017),
 * so it asks what reading the siyum asks: an unlisted siyum's portion ids must not be a way in.
 */
async function authorizeClaim(ctx: UserContext, portionId: number, key: string | undefined): Promise<void> {
  const siyum = await portionService.portionSiyum(ctx.deps.db, portionId);
  await authorizeRead(ctx, siyum.id, key);
}

/** Share keys are compared in constant time: an answer's timing says nothing of how much matched. */
const sameKey = (given: string, actual: string): boolean =>
  given.length === actual.length && timingSafeEqual(Buffer.from(given), Buffer.from(actual));

/**
 * Who may read a siyum (decision 0019): a listed one, anyone; an unlisted one, whoever holds its
 * share key, manages it (§6 edit or participants) or takes part in it. Anyone else gets the
 * NOT_FOUND of a siyum that does not exist. Answers the key when the caller may share it.
 */
async function authorizeRead(
  ctx: Context,
  id: number,
  key: string | undefined,
): Promise<{ manages: boolean }> {
  const siyum = await siyumService.getVisibility(ctx.deps.db, id);
  if (!siyum.unlisted) return { manages: false };
  const { db, viewers } = ctx.deps;
  const sub = ctx.identity?.sub;
  const viewer = sub ? await viewers.read(sub, () => loadViewer(db, sub)) : null;
  if (viewer) {
    const ownership = { id: siyum.id, user: { id: siyum.ownerId } };
    const v = viewerOf(viewer);
    if (canAccess('edit', v, ownership) || canAccess('participants', v, ownership)) return { manages: true };
  }
  if (key !== undefined && sameKey(key, siyum.shareToken)) return { manages: false };
  if (viewer && (await siyumService.takesPart(db, siyum.id, viewer.id))) return { manages: false };
  throw failure('NOT_FOUND', 'siyumNotFound');
}

/** The phone number is checked with the phone field's rule and metadata, so both accept the same numbers. */
const updateUserInputSchema = createUpdateUserInputSchema(phoneMetadata);

/**
 * Every procedure with its §6 rule (enforced here, through canAccess from @siyum/domain):
 * public = visitors too (rate limited); user = a verified token with a user record;
 * edit / participants / admins = canAccess(area) on the siyum.
 */
const authRouter = router({
  /** user: the User of §3 (userPrefs for `platform`, siyum_permission). */
  /** user: the viewer as a User (from the viewers cache: auth.me is every app's most frequent call). */
  me: identifiedProcedure
    .input(platformInputSchema)
    .output(userSchema)
    .query(async ({ ctx, input }) => {
      const { db, viewers } = ctx.deps;
      const viewer = await viewers.read(ctx.identity.sub, () => loadViewer(db, ctx.identity.sub));
      if (!viewer) throw failure('NOT_FOUND', 'userRecordMissing');
      return viewerAsUser(viewer, input.platform);
    }),
  /** public: verifies the given access token; UNAUTHORIZED when it does not verify. */
  jwt: publicProcedure
    .input(z.object({ platform: platformSchema, access_token: z.string().min(1).max(8192) }).strict())
    .output(
      z.object({ valid: z.literal(true), sub: z.string(), username: z.string(), expiresAt: z.string() }),
    )
    .query(async ({ ctx, input }) => {
      if (!ctx.deps.verifyToken) throw failure('UNAUTHORIZED', 'token:config');
      try {
        const identity = await ctx.deps.verifyToken(input.access_token);
        return {
          valid: true as const,
          sub: identity.sub,
          username: identity.username,
          expiresAt: new Date(identity.expiresAt * 1000).toISOString(),
        };
      } catch {
        throw failure('UNAUTHORIZED', 'token:invalid');
      }
    }),
  /**
   * public: signs the caller's token out of the API at once, on every replica (decision 0018): its
   * sign-in's `origin_jti` is revoked until it expires. The client then signs out at the provider.
   * A visitor's call changes nothing.
   */
  logout: publicProcedure
    .input(z.object({ platform: platformSchema.optional() }).strict().optional())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.identity) await ctx.deps.revocations.revoke(ctx.identity.revocationIds, ctx.identity.expiresAt);
      return { ok: true as const };
    }),
  /** identified: creates or links the user record from the verified identity + IdP attributes. */
  createUser: identifiedProcedure
    .input(platformInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const limited = await ctx.deps.rateLimiter.consume(RATE_LIMITS.createUser(ctx.identity.sub));
      if (!limited.allowed) throw failure('TOO_MANY_REQUESTS', 'rateLimited');
      if (!ctx.deps.userAttributes) throw failure('UNAUTHORIZED', 'token:config');
      const attributes = await ctx.deps.userAttributes(ctx.accessToken);
      if (attributes.sub && attributes.sub !== ctx.identity.sub)
        throw failure('UNAUTHORIZED', 'token:subMismatch');
      const row = await createOrLinkUser(ctx.deps.db, ctx.identity, attributes, input.platform);
      return toUser(ctx.deps.db, row, input.platform);
    }),
  /** user: own profile fields. */
  updateUser: userProcedure
    .input(
      // the seed's body (spec §7); platform optional, for the prefs the answer carries
      updateUserInputSchema.extend({ platform: platformSchema.optional() }),
    )
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const { platform, ...fields } = input;
      const row = await updateUser(ctx.deps.db, ctx.user.id, fields);
      return toUser(ctx.deps.db, row, platform ?? row.platform ?? DEFAULT_PLATFORM, ctx.user.permissions);
    }),
});

const userPrefRouter = router({
  /** user: upserts the prefs for (user, platform). */
  addUserPref: userProcedure
    .input(addUserPrefInputSchema)
    .output(userPrefsSchema)
    .mutation(({ ctx, input }) => upsertUserPrefs(ctx.deps.db, ctx.user.id, input)),
});

const permissionsRouter = router({
  /** admins (owner only). */
  list: userProcedure
    .input(z.object({ siyumId: siyumIdInputSchema.shape.id }).strict())
    .output(z.array(siyumPermissionEntrySchema))
    .query(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'admins', input.siyumId);
      return siyumService.listPermissions(ctx.deps.db, siyum.id);
    }),
  /** admins (owner only): grant flags to an existing user by email (replaces that user's flags). */
  grant: userProcedure
    .input(permissionGrantInputSchema)
    .output(z.array(siyumPermissionEntrySchema))
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'admins', input.siyumId);
      return siyumService.grantPermission(ctx.deps.db, siyum, input);
    }),
  /** admins (owner only). */
  revoke: userProcedure
    .input(permissionRevokeInputSchema)
    .output(z.array(siyumPermissionEntrySchema))
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'admins', input.siyumId);
      return siyumService.revokePermission(ctx.deps.db, siyum.id, input.email);
    }),
});

const siyumRouter = router({
  /** public: one siyum with user.id; an unlisted one with its key, or for who manages or learns in it. */
  byId: publicProcedure
    .input(siyumIdInputSchema)
    .output(siyumSchema)
    .query(async ({ ctx, input }) => {
      const { manages } = await authorizeRead(ctx, input.id, input.key);
      return siyumService.getSiyum(ctx.deps.db, input.id, manages);
    }),
  /** user: the §6 areas (edit, participants, admins) the caller may open; NOT_FOUND for no such siyum. */
  access: userProcedure
    .input(siyumIdInputSchema)
    .output(siyumAccessSchema)
    .query(async ({ ctx, input }) => {
      const siyum = await siyumService.getOwnership(ctx.deps.db, input.id);
      const viewer = viewerOf(ctx.user);
      const ownership = { id: siyum.id, user: { id: siyum.ownerId } };
      return {
        edit: canAccess('edit', viewer, ownership),
        participants: canAccess('participants', viewer, ownership),
        admins: canAccess('admins', viewer, ownership),
      };
    }),
  /** public: the community list (public siyumim only). */
  list: publicProcedure
    .input(siyumListInputSchema)
    .output(siyumListOutputSchema)
    .query(({ ctx, input }) =>
      ctx.deps.community.read(`list:${JSON.stringify(input)}`, () =>
        siyumService.listSiyums(ctx.deps.db, input),
      ),
    ),
  /** user: a page of the siyumim I own, then of those I hold a permission on. */
  mine: userProcedure
    .input(myPageInputSchema)
    .output(mySiyumimPageSchema)
    .query(({ ctx, input }) => siyumService.mySiyums(ctx.deps.db, ctx.user.id, input?.cursor)),
  /** user: creates a siyum owned by the caller and divides the text into portions (per-user daily quota). */
  create: userProcedure
    .input(siyumCreateInputSchema)
    .output(siyumSchema)
    .mutation(({ ctx, input }) => {
      // Today or later, in the siyum's own time zone (the seed alone writes past siyumim, directly).
      if (isPastIn(input.targetDate, input.timeZone)) throw failure('BAD_REQUEST', 'targetDateInPast');
      return siyumService.createSiyum(ctx.deps.db, ctx.user.id, input, {
        perDay: ctx.deps.userLimits.siyumsPerDay,
      });
    }),
  /** edit (owner, editSiyum, editSignup); refuses changes that would orphan claims. */
  update: userProcedure
    .input(siyumUpdateInputSchema)
    .output(siyumSchema)
    .mutation(async ({ ctx, input }) => {
      await authorizeSiyum(ctx, 'edit', input.id);
      return siyumService.updateSiyum(ctx.deps.db, input);
    }),
  /** public: the portion board with first name + initial of each learner (read rule as byId), trimmed. */
  portions: publicProcedure
    .input(siyumIdInputSchema)
    .output(portionsAnswerSchema)
    .query(async ({ ctx, input }) => {
      await authorizeRead(ctx, input.id, input.key);
      return siyumService.listPortions(ctx.deps.db, input.id);
    }),
  /** public: community totals, or one siyum's with `id` (read rule as byId). */
  counters: publicProcedure
    .input(countersInputSchema)
    .output(countersSchema)
    .query(async ({ ctx, input }) => {
      if (input.id === undefined)
        return ctx.deps.community.read('counters', () => siyumService.counters(ctx.deps.db));
      await authorizeRead(ctx, input.id, input.key);
      return siyumService.counters(ctx.deps.db, input.id);
    }),
  /** participants (owner, updateUsers, editSignup): a page of members and guests with their learnings. */
  participants: userProcedure
    .input(participantsInputSchema)
    .output(participantsPageSchema)
    .query(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'participants', input.id);
      return siyumService.listParticipants(ctx.deps.db, siyum.id, input.cursor);
    }),
  /**
   * participants: adds a guest by email with their portions, all or nothing, and answers the
   * invitation to send them (decision 0017: never attaches or reveals an account).
   */
  addParticipant: userProcedure
    .input(participantAddInputSchema)
    .output(participantAddOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'participants', input.siyumId);
      return addGuest(ctx.deps.db, siyum.id, input);
    }),
  /** public: an invitation's siyum, the name it was made for and its portions (the token is the key). */
  invitation: publicProcedure
    .input(invitationInputSchema)
    .output(invitationSchema)
    .query(({ ctx, input }) => readInvitation(ctx.deps.db, input.token)),
  /** user: takes over the invitation's portions and joins the siyum; the invitation is spent. */
  acceptInvitation: userProcedure
    .input(invitationInputSchema)
    .output(invitationAcceptedSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps.db, input.token, ctx.user.id)),
  /** participants: removes a learner's every learning in this siyum. */
  removeParticipant: userProcedure
    .input(participantRemoveInputSchema)
    .output(z.object({ removed: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'participants', input.siyumId);
      return { removed: await portionService.removeParticipant(ctx.deps.db, siyum.id, input.userId) };
    }),
  permissions: permissionsRouter,
});

const portionRouter = router({
  /** user: claims a portion for the caller (one atomic statement); an unlisted siyum's needs its key. */
  claim: userProcedure
    .input(portionInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      await authorizeClaim(ctx, input.portionId, input.key);
      const learning = await portionService.claimPortion(ctx.deps.db, input.portionId, ctx.user.id);
      return portionChange(ctx.deps.db, learning);
    }),
  /** user: releases one's own claim; participants: anyone's learning. */
  release: userProcedure
    .input(portionActInputSchema)
    .output(portionChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const { learnerId, own } = await authorizeLearning(ctx, input.portionId, input.userId);
      const learning = await portionService.releasePortion(ctx.deps.db, input.portionId, learnerId, own);
      return portionChange(ctx.deps.db, learning);
    }),
  /** user: marks one's own portion learned (claiming it if free); participants: anyone's. */
  complete: userProcedure
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
      return portionChange(ctx.deps.db, learning);
    }),
  /** participants: assigns a free portion to a member or guest of the siyum (to oneself it is a claim). */
  assign: userProcedure
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

const routeRouter = router({
  /** public: redirect + middleware flags for a path. */
  rule: publicProcedure
    .input(routeRuleInputSchema)
    .output(routeRuleSchema)
    .query(({ input }) => routeRuleFor(input.path)),
});

const supportRouter = router({
  /** public: stores a /contact-us or /support message (the sender's record linked when signed in). */
  send: publicProcedure
    .input(supportRequestInputSchema)
    .output(supportSendOutputSchema)
    .mutation(async ({ ctx, input }) => {
      await limitSupportRequests(ctx.deps.db, ctx.clientAddress);
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

export const appRouter = router({
  auth: authRouter,
  userPref: userPrefRouter,
  siyum: siyumRouter,
  portion: portionRouter,
  route: routeRouter,
  support: supportRouter,
});

export type AppRouter = typeof appRouter;

import {
  addUserPrefInputSchema,
  canAccess,
  canDeleteSiyum,
  countersInputSchema,
  countersSchema,
  createUpdateUserInputSchema,
  createUserInputSchema,
  DEFAULT_PLATFORM,
  invitationAcceptedSchema,
  invitationInputSchema,
  invitationSchema,
  isPastIn,
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
  portionsAnswerSchema,
  routeRuleInputSchema,
  routeRuleSchema,
  siyumAccessSchema,
  siyumCreateInputSchema,
  siyumIdInputSchema,
  siyumListInputSchema,
  siyumListOutputSchema,
  siyumPermissionEntrySchema,
  siyumSchema,
  siyumUpdateInputSchema,
  userPrefsSchema,
  userSchema,
} from '@siyum/domain';
import { phoneMetadata } from '@siyum/domain/phone-metadata';
import { z } from 'zod';
import { failure } from '../infra/errors';
import { acceptInvitation, addGuest, readInvitation } from '../services/invitations';
import { adoptTimeZone } from '../services/mailPrefs';
import { assertOwnPhoto, releasePhoto } from '../services/photos';
import * as portionService from '../services/portions';
import { routeRuleFor } from '../services/routeRules';
import * as siyumService from '../services/siyums';
import {
  createOrLinkUser,
  loadViewer,
  toUser,
  updateUser,
  upsertUserPrefs,
  viewerAsUser,
} from '../services/users';
import { authorizeRead, authorizeSiyum } from './authorize';
import { identifiedProcedure, publicProcedure, router, userProcedure, viewerOf } from './init';
import { mailRouter } from './mailRouter';
import { neediestProcedure } from './neediestRouter';
import { photoRouter } from './photoRouter';
import { portionRouter } from './portionRouter';
import { splitRouter } from './splitRouter';
import { supportRouter } from './supportRouter';

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
    .meta({ fastPath: 'viewers' })
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
    .meta({ invalidates: ['viewers'] })
    .input(z.object({ platform: platformSchema.optional() }).strict().optional())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.identity) await ctx.deps.revocations.revoke(ctx.identity.revocationIds, ctx.identity.expiresAt);
      return { ok: true as const };
    }),
  /** identified: creates or links the user record from the verified identity + IdP attributes. */
  createUser: identifiedProcedure
    // auth.createUser may fill in the names of a record an organizer was given before signing in.
    .meta({ limits: ['createUser'], invalidates: ['community', 'viewers'] })
    .input(createUserInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.deps.userAttributes) throw failure('UNAUTHORIZED', 'token:config');
      const attributes = await ctx.deps.userAttributes(ctx.accessToken);
      if (attributes.sub && attributes.sub !== ctx.identity.sub)
        throw failure('UNAUTHORIZED', 'token:subMismatch');
      const row = await createOrLinkUser(ctx.deps.db, ctx.identity, attributes, input.platform);
      if (input.timeZone && row.timeZone === null) await adoptTimeZone(ctx.deps.db, row.id, input.timeZone);
      return toUser(ctx.deps.db, row, input.platform);
    }),
  /** user: own profile fields. */
  updateUser: userProcedure
    .meta({ invalidates: ['community', 'viewers'] })
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
    .meta({ invalidates: ['viewers'] })
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
    .meta({ invalidates: ['community', 'viewers'] })
    .input(permissionGrantInputSchema)
    .output(z.array(siyumPermissionEntrySchema))
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'admins', input.siyumId);
      return siyumService.grantPermission(ctx.deps.db, siyum, input);
    }),
  /** admins (owner only). */
  revoke: userProcedure
    .meta({ invalidates: ['community', 'viewers'] })
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
    .meta({ fastPath: 'community' })
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
    .meta({ invalidates: ['community'] })
    .input(siyumCreateInputSchema)
    .output(siyumSchema)
    .mutation(async ({ ctx, input }) => {
      // Today or later, in the siyum's own time zone (the seed alone writes past siyumim, directly).
      if (isPastIn(input.targetDate, input.timeZone)) throw failure('BAD_REQUEST', 'targetDateInPast');
      if (input.photo) await assertOwnPhoto(ctx.deps.db, ctx.deps.photos, ctx.user.id, input.photo);
      return siyumService.createSiyum(ctx.deps.db, ctx.user.id, input, {
        perDay: ctx.deps.siyumsPerDay,
      });
    }),
  /** edit (owner, editSiyum, editSignup); refuses changes that would orphan claims. */
  update: userProcedure
    .meta({ invalidates: ['community'] })
    .input(siyumUpdateInputSchema)
    .output(siyumSchema)
    .mutation(async ({ ctx, input }) => {
      await authorizeSiyum(ctx, 'edit', input.id);
      // A new photo must be the caller's own upload; the one it shows may be re-cropped by any editor.
      const before = await siyumService.currentPhotoKey(ctx.deps.db, input.id);
      if (input.photo && input.photo.key !== before)
        await assertOwnPhoto(ctx.deps.db, ctx.deps.photos, ctx.user.id, input.photo);
      const updated = await siyumService.updateSiyum(ctx.deps.db, input);
      if (before !== updated.photo?.key)
        await releasePhoto(ctx.deps.db, ctx.deps.photos, before, ctx.deps.log);
      return updated;
    }),
  /** owner only: deletes the siyum, everything in it, and its photo's objects. */
  delete: userProcedure
    .meta({ invalidates: ['community', 'viewers'] })
    .input(z.object({ id: siyumIdInputSchema.shape.id }).strict())
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const siyum = await siyumService.getOwnership(ctx.deps.db, input.id);
      if (!canDeleteSiyum(viewerOf(ctx.user), { id: siyum.id, user: { id: siyum.ownerId } }))
        throw failure('FORBIDDEN', 'access:delete');
      const { photoKey } = await siyumService.deleteSiyum(ctx.deps.db, input.id);
      await releasePhoto(ctx.deps.db, ctx.deps.photos, photoKey, ctx.deps.log);
      return { deleted: true as const };
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
    .meta({ fastPath: 'community' })
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
    .meta({ invalidates: ['community'] })
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
    .meta({ invalidates: ['community'] })
    .input(invitationInputSchema)
    .output(invitationAcceptedSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps.db, input.token, ctx.user.id)),
  /** participants: removes a learner's every learning in this siyum. */
  removeParticipant: userProcedure
    .meta({ invalidates: ['community'] })
    .input(participantRemoveInputSchema)
    .output(z.object({ removed: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const siyum = await authorizeSiyum(ctx, 'participants', input.siyumId);
      return { removed: await portionService.removeParticipant(ctx.deps.db, siyum.id, input.userId) };
    }),
  permissions: permissionsRouter,
  neediest: neediestProcedure,
});

const routeRouter = router({
  /** public: redirect + middleware flags for a path. */
  rule: publicProcedure
    .input(routeRuleInputSchema)
    .output(routeRuleSchema)
    .query(({ input }) => routeRuleFor(input.path)),
});

export const appRouter = router({
  auth: authRouter,
  userPref: userPrefRouter,
  siyum: siyumRouter,
  photo: photoRouter,
  mail: mailRouter,
  portion: portionRouter,
  gaps: splitRouter,
  route: routeRouter,
  support: supportRouter,
});

export type AppRouter = typeof appRouter;

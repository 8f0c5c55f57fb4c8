import { z } from 'zod';
import { email, id, pageCursor, trimmed } from './schemaParts';
import { shareKeySchema } from './siyum';
import { learningSchema } from './siyumPortions';
import { LEARNING_STATUSES, type LearningStatus, SIYUM_LIMITS } from './siyumValues';

/**
 * Schemas of the people around a siyum: its participants (members and guests), invitations, the
 * helpers' permissions, and the counters (spec §3, §6; decision 0017).
 */

/**
 * How someone takes part in a siyum (decision 0017). A `member` joined it themselves — claimed a
 * portion, or accepted an invitation — and so agreed (§5) that its managers see their contact
 * details. A `guest` was added by a manager and has not accepted yet: the manager sees only what
 * they typed (email, names) and the invitation to send.
 */
export const PARTICIPANT_KINDS = ['member', 'guest'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

/** An invitation's secret: 32 lower-case hex characters (128 random bits). */
export const inviteTokenSchema = z.string().regex(/^[0-9a-f]{32}$/);

export interface Participant {
  userId: number;
  kind: ParticipantKind;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A member's phone; never a guest's (no account). */
  cellPhone: string | null;
  /** A guest's invitation token (the link a manager sends); null for members. */
  inviteToken: string | null;
  learnings: {
    portionId: number;
    labelEn: string;
    /** The portion's Hebrew name (issue 23: a Hebrew reader's participants page shows it). */
    labelHe: string;
    status: LearningStatus;
    claimedAt: string;
    completedAt: string | null;
  }[];
}
export const participantSchema = z.object({
  userId: z.number().int(),
  kind: z.enum(PARTICIPANT_KINDS),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** A member's phone; never a guest's (no account). */
  cellPhone: z.string().nullable(),
  /** A guest's invitation token (the link a manager sends); null for members. */
  inviteToken: inviteTokenSchema.nullable(),
  learnings: z.array(
    z.object({
      portionId: z.number().int(),
      labelEn: z.string(),
      labelHe: z.string(),
      status: z.enum(LEARNING_STATUSES),
      claimedAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<Participant>;

/** siyum.participants: one page of people by name; `cursor` is where the last page stopped. */
export const participantsInputSchema = z.object({ id, cursor: pageCursor.optional() }).strict();
export const participantsPageSchema = z.object({
  participants: z.array(participantSchema),
  /** Pass it back for the next page; null after the last. */
  nextCursor: z.number().int().nullable(),
});
export type ParticipantsPage = z.infer<typeof participantsPageSchema>;

/**
 * siyum.addParticipant: a guest of the siyum with the portions held for them, and the invitation
 * that lets the person it is meant for take them over. Never attaches an existing account.
 */
export const participantAddInputSchema = z
  .object({
    siyumId: id,
    email,
    firstName: trimmed(SIYUM_LIMITS.personNameMax).optional(),
    lastName: trimmed(SIYUM_LIMITS.personNameMax).optional(),
    portionIds: z.array(id).min(1).max(500),
  })
  .strict();
export const participantAddOutputSchema = z.object({
  userId: z.number().int(),
  inviteToken: inviteTokenSchema,
  learnings: z.array(learningSchema),
});
export type ParticipantAdded = z.infer<typeof participantAddOutputSchema>;

export const invitationInputSchema = z.object({ token: inviteTokenSchema }).strict();
/** What the invitation page shows before it is accepted: what the manager typed and the portions. */
export interface Invitation {
  siyumId: number;
  siyumTitle: string;
  /** The siyum's date, `YYYY-MM-DD`. */
  targetDate: string;
  /** The name the manager gave the guest (null when they gave none). */
  firstName: string | null;
  portions: { labelEn: string; labelHe: string }[];
}
export const invitationSchema = z.object({
  siyumId: z.number().int(),
  siyumTitle: z.string(),
  /** The siyum's date, `YYYY-MM-DD`. */
  targetDate: z.string(),
  /** The name the manager gave the guest (null when they gave none). */
  firstName: z.string().nullable(),
  portions: z.array(z.object({ labelEn: z.string(), labelHe: z.string() })),
}) satisfies z.ZodType<Invitation>;
export const invitationAcceptedSchema = z.object({
  siyumId: z.number().int(),
  /** Portions now the caller's (one they already held is not counted twice). */
  portions: z.number().int(),
});

export const participantRemoveInputSchema = z.object({ siyumId: id, userId: id }).strict();
export const portionAssignInputSchema = z.object({ portionId: id, userId: id }).strict();

export const permissionFlagsSchema = z.object({
  editSiyum: z.boolean(),
  editSignup: z.boolean(),
  updateUsers: z.boolean(),
});
/**
 * A helper as the owner sees them: the email the owner granted to and the flags. Names only of a
 * helper who is a member of this siyum (decision 0017: a grant must not reveal who has an account).
 */
export interface SiyumPermissionEntry {
  editSiyum: boolean;
  editSignup: boolean;
  updateUsers: boolean;
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}
export const siyumPermissionEntrySchema = permissionFlagsSchema.extend({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
}) satisfies z.ZodType<SiyumPermissionEntry>;
export const permissionGrantInputSchema = permissionFlagsSchema
  .partial()
  .extend({ siyumId: id, email })
  .strict()
  .refine((v) => v.editSiyum || v.editSignup || v.updateUsers, {
    message: 'Grant at least one permission',
    path: ['editSiyum'],
  });
export const permissionRevokeInputSchema = z.object({ siyumId: id, email }).strict();

export const countersInputSchema = z
  .object({ id: id.optional(), key: shareKeySchema.optional() })
  .strict()
  .default({});
export const countersSchema = z.object({
  siyumim: z.number().int(),
  portions: z.number().int(),
  claimed: z.number().int(),
  completed: z.number().int(),
  learners: z.number().int(),
  /** Mishnayot and dafim in completed Mishnah and Bavli portions (the home page's counter). */
  unitsLearned: z.number().int(),
});
export type Counters = z.infer<typeof countersSchema>;

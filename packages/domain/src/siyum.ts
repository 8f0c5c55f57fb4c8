import type { MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import { FONT_SIZE_VALUES, isKnownPlatform, PLATFORM_MAX_LENGTH, PLATFORMS } from './constants';
import { emailAddress } from './email';
import { validationMessages } from './messages';
import { ROUTE_MIDDLEWARE, type RouteRule } from './navigation';
import { isCompletePhoneValue, phoneValueOf } from './phone';
import {
  CORPUS_IDS,
  type CorpusId,
  divideText,
  isUnitOf,
  type PortionSpec,
  UNIT_IDS,
  type UnitId,
  unknownScopeIds,
} from './texts';

/**
 * Schemas of the siyum procedures (spec §3, §7 and the pages of ARCHITECTURE.md). The server
 * validates every input with these at the edge; the app's forms and API client use the same ones.
 * Dates travel as ISO strings (no transformer on the wire).
 */

// The allowed values and limits live apart from the schemas, so a page that only lists or filters
// siyumim does not load zod.
export * from './siyumValues';

import {
  CLAIM_POLICIES,
  type ClaimPolicy,
  DEDICATION_KINDS,
  type DedicationKind,
  isCalendarDate,
  LEARNING_STATUSES,
  type LearningStatus,
  MAX_ID,
  parseListCursor,
  SIYUM_LIMITS,
  SIYUM_SORTS,
  SIYUM_STATUS_FILTERS,
  VISIBILITIES,
  type Visibility,
} from './siyumValues';

const id = z.number().int().positive().max(MAX_ID);
const trimmed = (max: number) => z.string().trim().max(max);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a date');
const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');
const email = emailAddress();

/** An unlisted siyum's share key: 32 lower-case hex characters (decision 0019). */
export const shareKeySchema = z.string().regex(/^[0-9a-f]{32}$/);
/** A siyum by id; an unlisted one also needs its share key, unless the caller manages or learns in it. */
export const siyumIdInputSchema = z.object({ id, key: shareKeySchema.optional() });

/** siyum.access: which §6 pages of one siyum the caller may open (the client's guard asks, the server decides). */
export const siyumAccessSchema = z.object({
  edit: z.boolean(),
  participants: z.boolean(),
  admins: z.boolean(),
});
export type SiyumAccess = z.infer<typeof siyumAccessSchema>;

const siyumDetailsShape = {
  title: trimmed(SIYUM_LIMITS.titleMax).min(1),
  dedicationKind: z.enum(DEDICATION_KINDS).default('none'),
  dedicationNames: trimmed(SIYUM_LIMITS.dedicationNamesMax).default(''),
  description: trimmed(SIYUM_LIMITS.descriptionMax).default(''),
  targetDate: isoDate,
  timeZone: timeZone.default('UTC'),
  visibility: z.enum(VISIBILITIES).default('public'),
};

const divisionShape = {
  corpus: z.enum(CORPUS_IDS),
  unit: z.enum(UNIT_IDS),
  /** Selected tractates / books; empty = the whole text. */
  scope: z.array(z.string().min(1).max(40)).max(100).default([]),
  claimPolicy: z.enum(CLAIM_POLICIES).default('single'),
};

function checkDivision(
  value: { corpus?: CorpusId | undefined; unit?: UnitId | undefined; scope?: string[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!value.corpus || !value.unit) return;
  if (!isUnitOf(value.corpus, value.unit)) {
    ctx.addIssue({
      code: 'custom',
      path: ['unit'],
      message: `${value.corpus} does not divide by ${value.unit}`,
    });
  }
  const scope = value.scope ?? [];
  const unknown = unknownScopeIds(value.corpus, scope);
  if (unknown.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['scope'], message: `Unknown books: ${unknown.join(', ')}` });
  }
  if (new Set(scope).size !== scope.length) {
    ctx.addIssue({ code: 'custom', path: ['scope'], message: 'Duplicate books' });
  }
}

/**
 * A new siyum as a form holds it (`siyumCreateInputSchema`'s input): what has a default may be left
 * out. Plain interfaces here and below, not `z.infer`: the published widgets (`@siyum/ui/siyum`) name
 * them, and an inferred type would pull zod's declarations into theirs.
 */
export interface SiyumCreateInput {
  title: string;
  dedicationKind?: DedicationKind | undefined;
  dedicationNames?: string | undefined;
  description?: string | undefined;
  /** `YYYY-MM-DD`. */
  targetDate: string;
  timeZone?: string | undefined;
  visibility?: Visibility | undefined;
  corpus: CorpusId;
  unit: UnitId;
  /** Selected tractates / books; empty = the whole text. */
  scope?: string[] | undefined;
  claimPolicy?: ClaimPolicy | undefined;
}
/** A new siyum once `siyumCreateInputSchema` has parsed it: the defaults filled in. */
export interface SiyumCreateValues {
  title: string;
  dedicationKind: DedicationKind;
  dedicationNames: string;
  description: string;
  targetDate: string;
  timeZone: string;
  visibility: Visibility;
  corpus: CorpusId;
  unit: UnitId;
  scope: string[];
  claimPolicy: ClaimPolicy;
}
export const siyumCreateInputSchema = z
  .object({ ...siyumDetailsShape, ...divisionShape })
  .strict()
  .superRefine(checkDivision) satisfies z.ZodType<SiyumCreateValues, SiyumCreateInput>;

/**
 * Partial update. Changing corpus, unit or scope re-divides the text; the server refuses (CONFLICT)
 * a change that would drop a portion someone has claimed, or switch to `single` while a portion has
 * several learners. corpus and unit go together.
 */
export const siyumUpdateInputSchema = z
  .object({
    id,
    title: siyumDetailsShape.title.optional(),
    dedicationKind: z.enum(DEDICATION_KINDS).optional(),
    dedicationNames: trimmed(SIYUM_LIMITS.dedicationNamesMax).optional(),
    description: trimmed(SIYUM_LIMITS.descriptionMax).optional(),
    targetDate: isoDate.optional(),
    timeZone: timeZone.optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    corpus: z.enum(CORPUS_IDS).optional(),
    unit: z.enum(UNIT_IDS).optional(),
    scope: divisionShape.scope.unwrap().optional(),
    claimPolicy: z.enum(CLAIM_POLICIES).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.corpus === undefined) !== (value.unit === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: 'corpus and unit change together' });
    }
    if (value.scope !== undefined && value.corpus === undefined) {
      ctx.addIssue({ code: 'custom', path: ['scope'], message: 'scope changes with corpus and unit' });
    }
    checkDivision(value, ctx);
  });
export type SiyumUpdateInput = z.input<typeof siyumUpdateInputSchema>;

export interface Progress {
  total: number;
  /** Portions with at least one learner who has not finished it (and none finished). */
  claimed: number;
  /** Portions finished by at least one learner. */
  completed: number;
  /** Portions nobody has taken. */
  open: number;
}
export const progressSchema = z.object({
  total: z.number().int(),
  claimed: z.number().int(),
  completed: z.number().int(),
  open: z.number().int(),
}) satisfies z.ZodType<Progress>;

export interface Siyum {
  id: number;
  /** An unlisted siyum's share key, only in answers to those who manage it (decision 0019). */
  shareKey?: string | undefined;
  /** The owner (spec §3 `user.id`) and the name shown on the public page. */
  user: { id: number; name: string };
  title: string;
  dedicationKind: DedicationKind;
  dedicationNames: string;
  description: string;
  corpus: CorpusId;
  unit: UnitId;
  scope: string[];
  targetDate: string;
  timeZone: string;
  visibility: Visibility;
  claimPolicy: ClaimPolicy;
  createdAt: string;
  updatedAt: string;
  progress: Progress;
}
export const siyumSchema = z.object({
  id: z.number().int(),
  /** An unlisted siyum's share key, only in answers to those who manage it (decision 0019). */
  shareKey: shareKeySchema.optional(),
  /** The owner (spec §3 `user.id`) and the name shown on the public page. */
  user: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  dedicationKind: z.enum(DEDICATION_KINDS),
  dedicationNames: z.string(),
  description: z.string(),
  corpus: z.enum(CORPUS_IDS),
  unit: z.enum(UNIT_IDS),
  scope: z.array(z.string()),
  targetDate: z.string(),
  timeZone: z.string(),
  visibility: z.enum(VISIBILITIES),
  claimPolicy: z.enum(CLAIM_POLICIES),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: progressSchema,
}) satisfies z.ZodType<Siyum>;

export const siyumListInputSchema = z
  .object({
    search: trimmed(SIYUM_LIMITS.searchMax).optional(),
    corpus: z.enum(CORPUS_IDS).optional(),
    status: z.enum(SIYUM_STATUS_FILTERS).default('all'),
    sort: z.enum(SIYUM_SORTS).default('targetDate'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    /** Where the page starts: the previous page's `nextCursor`; absent for the first page. */
    cursor: z.string().max(30).optional(),
    pageSize: z.number().int().min(1).max(SIYUM_LIMITS.pageSizeMax).default(20),
  })
  .strict()
  .refine((input) => input.cursor === undefined || parseListCursor(input.cursor, input.sort) !== null, {
    message: 'Not a cursor of this sort',
    path: ['cursor'],
  })
  .default({ status: 'all', sort: 'targetDate', direction: 'asc', pageSize: 20 });
export type SiyumListInput = z.input<typeof siyumListInputSchema>;

export const siyumListOutputSchema = z.object({
  items: z.array(siyumSchema),
  /** The next page's cursor, or null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * First page only (null after): how many match, up to `SIYUM_LIMITS.listCountCap`; `totalCapped`
   * says there are more than that.
   */
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
});
export type SiyumListOutput = z.infer<typeof siyumListOutputSchema>;

/** A learner as the public board shows them: first name and last initial, and how far they are. */
export interface Learner {
  userId: number;
  name: string;
  status: LearningStatus;
}

/** A portion as the board shows it: the division's spec, its id, and its learners in claim order. */
export interface Portion extends PortionSpec {
  id: number;
  learners: Learner[];
}

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

/** The board (`Portion[]`, in the text's order) from a `siyum.portions` answer. */
export function boardPortions(answer: PortionsAnswer): Portion[] {
  const { corpus, unit, scope } = answer.division;
  const specs = answer.specs ?? divideText(corpus, unit, scope);
  // A client whose text tables differ from the server's (an old bundle) must not pair ids with the
  // wrong portions: it fails, and the page's Reload fetches the new bundle.
  if (specs.length !== answer.ids.length) throw new Error('siyum.portions: the division does not match');
  const names = new Map(answer.learners.map((learner) => [learner.userId, learner.name]));
  const board: Portion[] = specs.map((spec, index) => ({
    ...spec,
    id: answer.ids[index] ?? 0,
    learners: [],
  }));
  for (const [index, userId, status] of answer.learnings) {
    board[index]?.learners.push({ userId, name: names.get(userId) ?? '', status });
  }
  return board;
}

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
  labelEn: z.string(),
  labelHe: z.string(),
  status: z.enum(LEARNING_STATUSES),
  /** ISO timestamps. */
  claimedAt: z.string(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<MyLearning>;

/** Where a page of one's own list starts: the previous page's `nextCursor` (rows of earlier pages). */
const pageCursor = z.number().int().min(0).max(MAX_ID);
/** siyum.mine / portion.mine: an optional cursor, so a call without input reads the first page. */
export const myPageInputSchema = z.object({ cursor: pageCursor.optional() }).strict().optional();

/** portion.mine: one page (`SIYUM_LIMITS.myLearningsPageSize`) of my learnings, in their order. */
export const myLearningsPageSchema = z.object({
  learnings: z.array(myLearningSchema),
  /** Pass it back for the next page; null after the last. */
  nextCursor: pageCursor.nullable(),
});
export type MyLearningsPage = z.infer<typeof myLearningsPageSchema>;

/**
 * siyum.mine: one page (`SIYUM_LIMITS.mySiyumimPageSize`) of the siyumim I own, then of those I
 * help run, each by date; a page may hold some of both.
 */
export const mySiyumimPageSchema = z.object({
  owned: z.array(siyumSchema),
  helping: z.array(siyumSchema),
  /** Pass it back for the next page; null after the last. */
  nextCursor: pageCursor.nullable(),
});
export type MySiyumimPage = z.infer<typeof mySiyumimPageSchema>;

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

/**
 * The platform name every auth and prefs call carries (spec §7): one of PLATFORMS, so the prefs
 * rows per user stay bounded. Typed as a string, as the public config gives it.
 */
export const platformSchema = z
  .string()
  .min(1)
  .max(PLATFORM_MAX_LENGTH)
  .refine(isKnownPlatform, `Unknown platform (expected ${PLATFORMS.join(', ')})`);

/** userPref.addUserPref: the prefs plus platform (spec §7); absent fields keep their value. */
export const addUserPrefInputSchema = z
  .object({
    platform: platformSchema,
    playbackSpeed: z.number().min(0.25).max(4).nullable().optional(),
    israeliTimeZone: z.boolean().nullable().optional(),
    autoDownloadPlaylist: z.boolean().nullable().optional(),
    downloadOverWifi: z.boolean().nullable().optional(),
    autoPlay: z.boolean().nullable().optional(),
    fontSize: z
      .number()
      .int()
      .refine((n) => (FONT_SIZE_VALUES as readonly number[]).includes(n), 'Font size is 12, 16 or 20')
      .nullable()
      .optional(),
    backgroundColor: z.string().max(20).nullable().optional(),
    data: z
      .record(z.string().max(64), z.unknown())
      .refine((d) => JSON.stringify(d).length <= 4000, 'Too much data')
      .nullable()
      .optional(),
  })
  .strict();
export type AddUserPrefInput = z.input<typeof addUserPrefInputSchema>;

export const platformInputSchema = z.object({ platform: platformSchema }).strict();

/**
 * A phone number as the API takes it: any text the phone rule (`./phone`) reads as a valid
 * international number, answered as its `+<digits>` value; anything else is refused with the §5
 * message. `metadata` must be the tier the phone field uses (`@siyum/domain/phone-metadata`).
 */
export function phoneNumberSchema(metadata: MetadataJson) {
  return z.string().transform((text, ctx) => {
    const value = phoneValueOf(text, undefined, metadata);
    if (isCompletePhoneValue(value)) return value;
    ctx.addIssue({ code: 'custom', message: validationMessages.phoneNotAllowed });
    return z.NEVER;
  });
}

/**
 * auth.updateUser (spec §7): the profile fields; isVerified is true when the address came from a
 * suggestion. Built with the phone metadata, which the caller supplies (see `phoneNumberSchema`).
 */
export function createUpdateUserInputSchema(metadata: MetadataJson) {
  return z
    .object({
      street: trimmed(200).nullable().optional(),
      street2: trimmed(200).nullable().optional(),
      city: trimmed(100).nullable().optional(),
      state: trimmed(100).nullable().optional(),
      lastName: trimmed(SIYUM_LIMITS.personNameMax).nullable().optional(),
      firstName: trimmed(SIYUM_LIMITS.personNameMax).nullable().optional(),
      phone_number: phoneNumberSchema(metadata).nullable().optional(),
      zip: trimmed(20).nullable().optional(),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'Two-letter country code')
        .nullable()
        .optional(),
      isVerified: z.boolean().optional(),
    })
    .strict();
}
export type UpdateUserInput = z.input<ReturnType<typeof createUpdateUserInputSchema>>;

/** Route-rule look-up (spec §2): the answer comes from the route table in `./navigation`. */
/** True when every `%` in the path starts a valid UTF-8 percent-encoding (decodeURIComponent would not throw). */
function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const routeRuleInputSchema = z
  .object({
    path: z.string().min(1).max(2000).startsWith('/').refine(isWellEncoded, 'Malformed percent-encoding'),
  })
  .strict();
export const routeRuleSchema = z.object({
  path: z.string(),
  redirect: z.string().optional(),
  middleware: z.partialRecord(z.enum(ROUTE_MIDDLEWARE), z.boolean()),
}) satisfies z.ZodType<RouteRule>;

/** What the public board shows of a learner: first name and last initial. */
export function publicName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first && !initial) return 'Anonymous';
  return initial ? `${first} ${initial}.`.trim() : first;
}

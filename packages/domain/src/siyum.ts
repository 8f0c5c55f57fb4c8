import { z } from 'zod';
import { type PhotoCrop, photoOwner, type SiyumPhoto } from './images';
import { LOCALES, type Locale } from './locales';
import { id, pageCursor, timeZone, trimmed } from './schemaParts';
import { CORPUS_IDS, type CorpusId, isUnitOf, UNIT_IDS, type UnitId, unknownScopeIds } from './texts';

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
  parseListCursor,
  SHARE_KEY_PATTERN,
  SIYUM_LIMITS,
  SIYUM_SORTS,
  SIYUM_STATUS_FILTERS,
  VISIBILITIES,
  type Visibility,
} from './siyumValues';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a date');

const unitFraction = z.number().min(0).max(1);
/** A crop inside the image (fractions of it), never empty. */
const photoCropSchema = z
  .object({ x: unitFraction, y: unitFraction, width: unitFraction.gt(0), height: unitFraction.gt(0) })
  .strict()
  .refine(
    (crop) => crop.x + crop.width <= 1.0001 && crop.y + crop.height <= 1.0001,
    'Crop outside the image',
  ) satisfies z.ZodType<PhotoCrop>;
/** A siyum's photo: a key under some identity's photos (whose, the server checks) and its crop. */
export const siyumPhotoSchema = z
  .object({
    key: z
      .string()
      .max(200)
      .refine((key) => photoOwner(key) !== null, 'Not a photo key'),
    crop: photoCropSchema,
  })
  .strict() satisfies z.ZodType<SiyumPhoto>;

/** An unlisted siyum's share key: 32 lower-case hex characters (decision 0019). */
export const shareKeySchema = z.string().regex(SHARE_KEY_PATTERN);
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
  /** The photo (issue 21); null or absent: none. */
  photo: siyumPhotoSchema.nullable().default(null),
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
 * out. Plain interfaces here and below, not `z.infer`: the published widgets (`@siyum/features`) name
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
  photo?: SiyumPhoto | null | undefined;
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
  photo: SiyumPhoto | null;
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
    /** null removes the photo. */
    photo: siyumPhotoSchema.nullable().optional(),
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
  photo: SiyumPhoto | null;
  createdAt: string;
  updatedAt: string;
  progress: Progress;
  /**
   * The organizer's language (issue 23), in `siyum.byId`'s answer only: the link preview of the
   * siyum is written in it. Absent when they chose none.
   */
  organizerLocale?: Locale | undefined;
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
  photo: siyumPhotoSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: progressSchema,
  organizerLocale: z.enum(LOCALES).optional(),
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

/** siyum.mine / portion.mine: an optional cursor, so a call without input reads the first page. */
export const myPageInputSchema = z.object({ cursor: pageCursor.optional() }).strict().optional();

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

import { CLAIM_POLICIES, LEARNING_STATUSES, VISIBILITIES } from '@siyum/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database (ARCHITECTURE "Data model"). Plain Postgres 15 features only, so the same
 * migrations run on PGlite (Postgres 18) and Debian's server.
 */

/** `column in ('a', 'b')` over the domain's allowed values; the SQL text is what the migrations hold. */
const isOneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The owning user and siyum of a row: deleting either deletes the row. */
const belongsToUser = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const belongsToSiyum = () =>
  integer('siyum_id')
    .notNull()
    .references(() => siyums.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Identity provider subject; null for a record made by email before its owner signed in. */
    sub: text('sub'),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    cellPhone: text('cell_phone'),
    personId: text('person_id'),
    street: text('street'),
    street2: text('street2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    verified: boolean('verified').notNull().default(false),
    isApt: boolean('is_apt').notNull().default(false),
    platform: text('platform'),
    /**
     * Made for a signed-in identity whose email the provider had not verified: such a record may
     * share its email with the one record that owns it (invites, grants), and is never found by email.
     */
    unverifiedEmail: boolean('unverified_email').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_sub_key').on(t.sub),
    // One record owns each email; records of unverified identities stand beside it.
    uniqueIndex('users_email_key').on(t.email).where(sql`not ${t.unverifiedEmail}`),
  ],
);

export const userPrefs = pgTable(
  'user_prefs',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    platform: text('platform').notNull(),
    playbackSpeed: real('playback_speed'),
    israeliTimeZone: boolean('israeli_time_zone'),
    autoDownloadPlaylist: boolean('auto_download_playlist'),
    downloadOverWifi: boolean('download_over_wifi'),
    autoPlay: boolean('auto_play'),
    fontSize: smallint('font_size'),
    backgroundColor: text('background_color'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_prefs_user_platform_key').on(t.userId, t.platform)],
);

export const siyums = pgTable(
  'siyums',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    dedicationKind: text('dedication_kind').notNull().default('none'),
    dedicationNames: text('dedication_names').notNull().default(''),
    description: text('description').notNull().default(''),
    corpus: text('corpus').notNull(),
    unit: text('unit').notNull(),
    scope: jsonb('scope').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    visibility: text('visibility').notNull().default('public'),
    claimPolicy: text('claim_policy').notNull().default('single'),
    /** Number of portions (fixed by the division; kept with it in one transaction). */
    portionCount: integer('portion_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('siyums_owner_idx').on(t.ownerId),
    index('siyums_public_target_idx').on(t.visibility, t.targetDate),
    check('siyums_visibility_check', isOneOf(t.visibility, VISIBILITIES)),
    check('siyums_claim_policy_check', isOneOf(t.claimPolicy, CLAIM_POLICIES)),
  ],
);

export const portions = pgTable(
  'portions',
  {
    id: serial('id').primaryKey(),
    siyumId: belongsToSiyum(),
    ref: text('ref').notNull(),
    position: integer('position').notNull(),
    groupEn: text('group_en').notNull(),
    groupHe: text('group_he').notNull(),
    labelEn: text('label_en').notNull(),
    labelHe: text('label_he').notNull(),
    weight: integer('weight').notNull().default(1),
  },
  (t) => [
    uniqueIndex('portions_siyum_ref_key').on(t.siyumId, t.ref),
    index('portions_siyum_position_idx').on(t.siyumId, t.position),
  ],
);

export const learnings = pgTable(
  'learnings',
  {
    id: serial('id').primaryKey(),
    portionId: integer('portion_id')
      .notNull()
      .references(() => portions.id, { onDelete: 'cascade' }),
    siyumId: belongsToSiyum(),
    userId: belongsToUser(),
    /** Copied from the siyum's claim policy in the claiming statement: true → one learner per portion. */
    exclusive: boolean('exclusive').notNull(),
    status: text('status').notNull().default('claimed'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The claim's guarantees: a learner holds a portion once, and an exclusive portion has one learner.
    uniqueIndex('learnings_portion_user_key').on(t.portionId, t.userId),
    uniqueIndex('learnings_exclusive_portion_key').on(t.portionId).where(sql`${t.exclusive}`),
    index('learnings_siyum_idx').on(t.siyumId, t.status),
    index('learnings_user_idx').on(t.userId),
    check('learnings_status_check', isOneOf(t.status, LEARNING_STATUSES)),
  ],
);

export const siyumPermissions = pgTable(
  'siyum_permissions',
  {
    id: serial('id').primaryKey(),
    siyumId: belongsToSiyum(),
    userId: belongsToUser(),
    editSiyum: boolean('edit_siyum').notNull().default(false),
    editSignup: boolean('edit_signup').notNull().default(false),
    updateUsers: boolean('update_users').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('siyum_permissions_siyum_user_key').on(t.siyumId, t.userId), index().on(t.userId)],
);

/** Fixed-window counters shared by every API replica (see rateLimit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    /** Milliseconds since the epoch when the window ends. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const schema = { users, userPrefs, siyums, portions, learnings, siyumPermissions, rateLimits };
export type Schema = typeof schema;

import {
  CLAIM_POLICIES,
  LEARNER_MESSAGE_AUDIENCES,
  LEARNING_STATUSES,
  type SiyumPhoto,
  SUPPORT_KINDS,
  VISIBILITIES,
} from '@siyum/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database (ARCHITECTURE "Data model"). Plain Postgres 15 features only, so the same
 * migrations run on the embedded Postgres 18 and an external server such as Debian's.
 */

/** `column in ('a', 'b')` over the domain's allowed values; the SQL text is what the migrations hold. */
const isOneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** Postgres full-text document; read and written by SQL only (the API never returns it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * A guest: a learner a siyum's manager added by name and email (decision 0017). Scoped to that
     * siyum, never signed in, never found by email and never linked to an account: only the person
     * who opens the invitation (`inviteToken`) and accepts it takes over the guest's learnings.
     */
    guestOfSiyumId: integer('guest_of_siyum_id').references((): AnyPgColumn => siyums.id, {
      onDelete: 'cascade',
    }),
    /** A guest's invitation: unguessable, single use (the guest row goes when it is accepted). */
    inviteToken: text('invite_token'),
    /**
     * The identity pool's id for this account (`<region>:<uuid>`), learnt from the provider with the
     * user's own id token (services/photos.ts): the photos under it are this user's (issue 21).
     */
    identityId: text('identity_id'),
    /** IANA time zone (from the browser at sign-up, or chosen): reminders go out at 9:00 there. */
    timeZone: text('time_zone'),
    /** The email topics (`MAIL_TOPICS`) this user turned off; every other one is on. */
    mailOff: text('mail_off').array().notNull().default(sql`'{}'::text[]`),
    /** The secret of this user's unsubscribe links, made with their first email. */
    mailToken: text('mail_token'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_sub_key').on(t.sub),
    // One account record owns each email; records of unverified identities and guests stand beside it.
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`not ${t.unverifiedEmail} and ${t.guestOfSiyumId} is null`),
    // One guest per email in a siyum: adding the same email again reaches the same guest.
    uniqueIndex('users_guest_email_key')
      .on(t.guestOfSiyumId, t.email)
      .where(sql`${t.guestOfSiyumId} is not null`),
    uniqueIndex('users_invite_token_key').on(t.inviteToken),
    uniqueIndex('users_identity_id_key').on(t.identityId),
    uniqueIndex('users_mail_token_key').on(t.mailToken),
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

/**
 * The community list's filters, as literal SQL: a partial index serves a query only when the query
 * repeats its predicate, so read.ts uses these same fragments.
 */
export const PUBLIC = sql.raw(`"siyums"."visibility" = 'public'`);
export const NEEDS_LEARNERS = sql.raw(`"siyums"."taken_count" < "siyums"."portion_count"`);
export const IN_PROGRESS = sql.raw(
  `"siyums"."taken_count" > 0 and "siyums"."completed_count" < "siyums"."portion_count"`,
);
export const COMPLETED = sql.raw(
  `"siyums"."portion_count" > 0 and "siyums"."completed_count" >= "siyums"."portion_count"`,
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
    /** Made by the demo seed (`npm start`): never counted in the community's totals. */
    isDemo: boolean('is_demo').notNull().default(false),
    claimPolicy: text('claim_policy').notNull().default('single'),
    /** The photo (issue 21): its key in the bucket and its crop; null for none. */
    photo: jsonb('photo').$type<SiyumPhoto>(),
    /**
     * The secret part of an unlisted siyum's share link (listed ones work by id alone): ids are
     * sequential, so without it anyone could walk them. 122 random bits.
     */
    shareToken: text('share_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Number of portions (fixed by the division; kept with it in one transaction). */
    portionCount: integer('portion_count').notNull().default(0),
    /**
     * Portions with a learner / with a completed learning. Kept by a trigger on `learnings`
     * (migration 0003) so the community list filters and sorts on indexed columns, not sub-queries.
     */
    takenCount: integer('taken_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    /**
     * What the community search matches: the words of title, names and description (the `simple`
     * configuration: no stemming, any script). A GIN index answers word-prefix queries by reading
     * only the matching words' entries, however many siyumim there are.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple', ${siyums.title} || ' ' || ${siyums.dedicationNames} || ' ' || ${siyums.description})`,
      ),
    ...timestamps,
  },
  (t) => [
    index('siyums_owner_idx').on(t.ownerId),
    // Reminders (issue 22) read the siyumim dated in the next month, private ones too.
    index('siyums_target_date_idx').on(t.targetDate),
    // Keyset paging of the community list: one index per status filter, each already in page order.
    index('siyums_public_target_idx').on(t.targetDate, t.id).where(PUBLIC),
    index('siyums_public_created_idx').on(t.id).where(PUBLIC),
    index('siyums_public_needs_idx').on(t.targetDate, t.id).where(sql`${PUBLIC} and ${NEEDS_LEARNERS}`),
    index('siyums_public_running_idx').on(t.targetDate, t.id).where(sql`${PUBLIC} and ${IN_PROGRESS}`),
    index('siyums_public_done_idx').on(t.targetDate, t.id).where(sql`${PUBLIC} and ${COMPLETED}`),
    // fastupdate off: no pending list that every search scans until a vacuum merges it (measured
    // without autovacuum: after a bulk load the list held 4 MB and added ~100 ms to each search).
    index('siyums_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    uniqueIndex('siyums_share_token_key').on(t.shareToken),
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
    // The organizers' daily digest reads the day's sign-ups and completions across all siyumim.
    index('learnings_claimed_at_idx').on(t.claimedAt),
    index('learnings_completed_at_idx').on(t.completedAt),
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

/**
 * Members: accounts that joined a siyum themselves — by claiming a portion or by accepting an
 * invitation (decision 0017). Their contact details reach the siyum's managers; a manager may place
 * portions only with members and the siyum's guests.
 */
export const siyumMembers = pgTable(
  'siyum_members',
  {
    siyumId: belongsToSiyum(),
    userId: belongsToUser(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siyumId, t.userId] }), index('siyum_members_user_idx').on(t.userId)],
);

/**
 * Access tokens revoked by auth.logout, by `origin_jti` (every token of one sign-in) or `jti`:
 * refused until they would have expired anyway (decision 0018).
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every API replica (see infra/rateLimit.ts; the limits: http/limits.ts). */
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

/**
 * Messages sent through /contact-us and /support. Visitors may send one; a signed-in sender's record
 * is linked (kept as null if the user is deleted), as is the siyum a support request is about.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siyumId: integer('siyum_id').references(() => siyums.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When someone of the support staff marked it answered (null while it waits). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt),
    // The inbox lists what waits first, newest first.
    index('support_requests_inbox_idx').on(sql`(${t.answeredAt} is null)`, t.createdAt, t.id),
    index('support_requests_user_idx').on(t.userId),
    check('support_requests_kind_check', isOneOf(t.kind, SUPPORT_KINDS)),
  ],
);

export const schema = {
  users,
  userPrefs,
  siyums,
  portions,
  learnings,
  siyumPermissions,
  siyumMembers,
  revokedTokens,
  rateLimits,
  supportRequests,
};
export type Schema = typeof schema;

export const MAIL_BOUNCE_REASONS = ['bounce', 'complaint'] as const;

/**
 * Addresses no email goes to any more (issue 22): the relay refused them for good (a hard bounce),
 * or their owner's provider reported a bounce or a spam complaint after the fact (SES's notices).
 * Keyed by the address, lower-cased — an account that changes its address is mailed again.
 */
export const mailBounces = pgTable(
  'mail_bounces',
  {
    email: text('email').primaryKey(),
    /** 'bounce' (the address does not take mail) or 'complaint' (its owner marked us as spam). */
    reason: text('reason').notNull(),
    /** What the relay or the notice said, without the address. */
    detail: text('detail'),
    ...timestamps,
  },
  (t) => [check('mail_bounces_reason_check', isOneOf(t.reason, MAIL_BOUNCE_REASONS))],
);

/** What a sent email can be: each kind has its own preference (issue 22). */
export const MAIL_KINDS = [
  'claimConfirmation',
  'reminder',
  'learnerMessage',
  'siyumComplete',
  'organizerDigest',
  'weeklyDigest',
] as const;
export const MAIL_SEND_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The ledger of email (issue 22): a send is recorded under its idempotency key (user × siyum × kind
 * × day) before it is attempted, so a retried or doubled job never mails twice, and a failure stays
 * visible with its reason.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    userId: belongsToUser(),
    siyumId: integer('siyum_id').references(() => siyums.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's reason (SMTP code and message, no address). */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mail_sends_key').on(t.key),
    index('mail_sends_siyum_idx').on(t.siyumId),
    check('mail_sends_kind_check', isOneOf(t.kind, MAIL_KINDS)),
    check('mail_sends_status_check', isOneOf(t.status, MAIL_SEND_STATUSES)),
  ],
);

/**
 * What an organizer (or a helper with updateUsers) wrote to a siyum's learners (issue 22): kept
 * with how many it went to; each learner's copy is a `mail_sends` row keyed `learnerMessage:{id}:{user}`.
 */
export const learnerMessages = pgTable(
  'learner_messages',
  {
    id: serial('id').primaryKey(),
    siyumId: belongsToSiyum(),
    senderId: belongsToUser(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('learner_messages_siyum_idx').on(t.siyumId, t.createdAt),
    check('learner_messages_audience_check', isOneOf(t.audience, LEARNER_MESSAGE_AUDIENCES)),
  ],
);

import type { AddUserPrefInput, UpdateUserInput } from '@siyum/domain';
import { type SiyumPermission, type User, type UserPrefs, userSchema } from '@siyum/domain';
import { and, type Column, eq, getTableColumns, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, PG_CODES, pgCode, siyumPermissions, userPrefs, users } from '../db';
import type { UserAttributes, VerifiedIdentity } from '../identity';
import { failure } from '../infra/errors';
import { given } from '../infra/rows';

type UserRow = typeof users.$inferSelect;
type PrefsRow = typeof userPrefs.$inferSelect;

/** A person's names, from which lists show them (in full, or as a public name). */
export const nameColumns = { firstName: users.firstName, lastName: users.lastName };

/**
 * The one account record that owns an email — what grants and revocations by email reach. Records
 * of identities whose email was never verified, and siyum guests (decision 0017), share the
 * address but are not found by it.
 */
export const ownsEmail = (email: string) =>
  and(eq(users.email, email), eq(users.unverifiedEmail, false), isNull(users.guestOfSiyumId));

/**
 * The language a user chose (issue 23), as a subquery for a select list: the newest of their prefs
 * rows on any platform that names one (a sister app's choice is theirs too); null when they chose
 * none. `user` is the column holding the user's id (`siyums.ownerId`, `users.id`). What reads it
 * takes anything but a known locale (`isLocale`) as no choice. Every name in it is qualified by
 * hand: drizzle writes a one-table select's columns bare, and a bare "id" or "user_id" inside the
 * subquery would name the prefs row's own.
 */
export function languageOf(user: Column): SQL<string | null> {
  const owner = sql`${sql.identifier(getTableName(user.table))}.${sql.identifier(user.name)}`;
  return sql<string | null>`(
  select up.data ->> 'language' from ${userPrefs} up
  where up.user_id = ${owner} and up.data ->> 'language' is not null
  order by up.updated_at desc limit 1)`;
}

/** The signed-in user as the permission rules see them, with their prefs on every platform. */
export interface ViewerRecord {
  id: number;
  email: string;
  row: UserRow;
  permissions: SiyumPermission[];
  prefs: PrefsRow[];
}

export async function permissionsOf(db: Db, userId: number): Promise<SiyumPermission[]> {
  const rows = await db
    .select({
      siyum: siyumPermissions.siyumId,
      editSiyum: siyumPermissions.editSiyum,
      editSignup: siyumPermissions.editSignup,
      updateUsers: siyumPermissions.updateUsers,
    })
    .from(siyumPermissions)
    .where(eq(siyumPermissions.userId, userId))
    .orderBy(siyumPermissions.siyumId);
  return rows;
}

/** A row as `rowAsJson` writes it: the schema's keys, timestamps as ISO text. */
type RowJson<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] };

/**
 * `json_build_object` of a table's columns under their schema keys (firstName, not first_name),
 * read from the row named `alias`: one value per row, so the driver parses one field, not twenty.
 */
function rowAsJson(table: typeof users | typeof userPrefs, alias: string) {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => `'${key}', ${alias}."${column.name}"`,
  );
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

const withDates = <Row extends { createdAt: Date; updatedAt: Date }>(json: RowJson<Row>): Row =>
  ({ ...json, createdAt: new Date(json.createdAt), updatedAt: new Date(json.updatedAt) }) as Row;

/**
 * The viewer in one round trip and one value (every signed-in call starts here): the user row,
 * their siyum permissions and their prefs rows, aggregated into one JSON value by a prepared
 * statement (planned once per connection, built once by drizzle). Each database gets its own
 * prepared query (tests run several). Written table-qualified: drizzle leaves columns unqualified
 * in a one-table select, and a subquery's `id` would then be its own table's.
 */
type ViewerJson = {
  row: RowJson<UserRow>;
  permissions: SiyumPermission[];
  prefs: RowJson<PrefsRow>[];
};
const viewerQueries = new WeakMap<Db, ReturnType<typeof prepareViewerQuery>>();
function prepareViewerQuery(db: Db) {
  return db
    .select({
      viewer: sql<ViewerJson>`json_build_object(
        'row', ${rowAsJson(users, 'users')},
        'permissions', coalesce((
          select json_agg(json_build_object('siyum', p.siyum_id, 'editSiyum', p.edit_siyum,
            'editSignup', p.edit_signup, 'updateUsers', p.update_users) order by p.siyum_id)
          from siyum_permissions p where p.user_id = users.id), '[]'::json),
        'prefs', coalesce((
          select json_agg(${rowAsJson(userPrefs, 'up')} order by up.id)
          from user_prefs up where up.user_id = users.id), '[]'::json))`,
    })
    .from(users)
    .where(eq(users.sub, sql.placeholder('sub')))
    .limit(1)
    .prepare('viewer_by_sub');
}

export async function loadViewer(db: Db, sub: string): Promise<ViewerRecord | null> {
  let query = viewerQueries.get(db);
  if (!query) {
    query = prepareViewerQuery(db);
    viewerQueries.set(db, query);
  }
  const [found] = await query.execute({ sub });
  if (!found) return null;
  const { row, permissions, prefs } = found.viewer;
  return {
    id: row.id,
    email: row.email,
    row: withDates<UserRow>(row),
    permissions,
    prefs: prefs.map((json) => withDates<PrefsRow>(json)),
  };
}

export function toUserPrefs(row: PrefsRow): UserPrefs {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userID: row.userId,
    platform: row.platform,
    playbackSpeed: row.playbackSpeed,
    israeliTimeZone: row.israeliTimeZone,
    autoDownloadPlaylist: row.autoDownloadPlaylist,
    downloadOverWifi: row.downloadOverWifi,
    autoPlay: row.autoPlay,
    fontSize: row.fontSize,
    backgroundColor: row.backgroundColor,
    data: row.data ?? null,
  };
}

/** The User of spec §3 from rows already read (the procedure's output schema validates it). */
export function userOf(row: UserRow, prefs: PrefsRow | null, permissions: SiyumPermission[]): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    cellPhone: row.cellPhone,
    personId: row.personId,
    street: row.street,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    verified: row.verified,
    isApt: row.isApt,
    userPrefs: prefs ? toUserPrefs(prefs) : null,
    siyum_permission: permissions,
  };
}

/** auth.me: the viewer as a User, with the prefs of the platform asking. */
export function viewerAsUser(viewer: ViewerRecord, platform: string): User {
  return userOf(viewer.row, viewer.prefs.find((p) => p.platform === platform) ?? null, viewer.permissions);
}

/** The User of spec §3 for a row just written, validated against the shared schema. */
export async function toUser(
  db: Db,
  row: UserRow,
  platform: string,
  permissions?: SiyumPermission[],
): Promise<User> {
  const [prefs] = await db
    .select()
    .from(userPrefs)
    .where(and(eq(userPrefs.userId, row.id), eq(userPrefs.platform, platform)))
    .limit(1);
  return userSchema.parse(userOf(row, prefs ?? null, permissions ?? (await permissionsOf(db, row.id))));
}

/**
 * auth.createUser: the record for a verified identity. Idempotent: by `sub` if it exists; else the
 * record made earlier by email (seeded or added by a siyum's manager) is linked to this sub; else a
 * new record. Concurrent calls converge on one row (unique sub and email, ON CONFLICT).
 */
export async function createOrLinkUser(
  db: Db,
  identity: VerifiedIdentity,
  attributes: UserAttributes,
  platform: string,
): Promise<UserRow> {
  const email = attributes.email?.trim().toLowerCase();
  const existing = await db.select().from(users).where(eq(users.sub, identity.sub)).limit(1);
  if (existing[0])
    return email ? resyncEmail(db, existing[0], email, attributes.emailVerified === true) : existing[0];
  if (!email) throw failure('BAD_REQUEST', 'identityHasNoEmail');
  const profile = {
    ...(attributes.givenName ? { firstName: attributes.givenName } : {}),
    ...(attributes.familyName ? { lastName: attributes.familyName } : {}),
    ...(attributes.phoneNumber ? { cellPhone: attributes.phoneNumber } : {}),
  };
  // Link a record made by email before this person signed in — only when the provider vouches for
  // the email: otherwise changing one's email to someone else's would inherit their permissions.
  // (One statement: it only matches an unlinked row.)
  const linked = await db
    .update(users)
    .set({
      sub: identity.sub,
      platform,
      updatedAt: sql`now()`,
      // The person's own names and phone win over what was typed about them before (issue 17).
      firstName: sql`coalesce(${profile.firstName ?? null}, ${users.firstName})`,
      lastName: sql`coalesce(${profile.lastName ?? null}, ${users.lastName})`,
      cellPhone: sql`coalesce(${profile.cellPhone ?? null}, ${users.cellPhone})`,
    })
    .where(and(ownsEmail(email), isNull(users.sub), sql`${attributes.emailVerified === true}`))
    .returning();
  if (linked[0]) return linked[0];
  const inserted = await db
    .insert(users)
    .values({
      sub: identity.sub,
      email,
      platform,
      unverifiedEmail: attributes.emailVerified !== true,
      ...profile,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  // Lost a race with a concurrent createUser for the same sub, or the email belongs to another sub.
  const again = await db.select().from(users).where(eq(users.sub, identity.sub)).limit(1);
  if (again[0]) return again[0];
  throw failure('CONFLICT', 'emailBelongsToAnotherAccount');
}

/**
 * The identity provider is the truth about a signed-in person's email and whether it is verified
 * (issue 17: a change at the provider never reached the record). Called on every sign-in
 * (auth.createUser). A newly verified email that another account record already owns stays
 * unverified here, so it inherits nothing of that record (decision 0012).
 */
async function resyncEmail(db: Db, row: UserRow, email: string, verified: boolean): Promise<UserRow> {
  if (row.email === email && row.unverifiedEmail === !verified) return row;
  const update = (unverifiedEmail: boolean) =>
    db
      .update(users)
      .set({ email, unverifiedEmail, updatedAt: sql`now()` })
      .where(eq(users.id, row.id))
      .returning();
  try {
    return (await update(!verified))[0] ?? row;
  } catch (error) {
    if (!verified || pgCode(error) !== PG_CODES.uniqueViolation) throw error;
    return (await update(true))[0] ?? row;
  }
}

export async function updateUser(db: Db, userId: number, input: UpdateUserInput): Promise<UserRow> {
  const { phone_number, isVerified, ...sameNames } = input;
  const set: Partial<typeof users.$inferInsert> = given({
    ...sameNames,
    cellPhone: phone_number,
    verified: isVerified,
  });
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw failure('NOT_FOUND', 'userRecordMissing');
  return row;
}

/** userPref.addUserPref: one row per user and platform, upserted; absent fields keep their value. */
export async function upsertUserPrefs(db: Db, userId: number, input: AddUserPrefInput): Promise<UserPrefs> {
  const { platform, ...fields } = input;
  const values = given(fields);
  const [row] = await db
    .insert(userPrefs)
    .values({ userId, platform, ...values })
    .onConflictDoUpdate({
      target: [userPrefs.userId, userPrefs.platform],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('user_prefs upsert returned no row');
  return toUserPrefs(row);
}

import type { AddUserPrefInput, UpdateUserInput } from '@siyum/domain';
import { type SiyumPermission, type User, type UserPrefs, userSchema } from '@siyum/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, siyumPermissions, userPrefs, users } from '../db';
import type { UserAttributes, VerifiedIdentity } from '../identity/verifier';
import { failure } from './errors';

type UserRow = typeof users.$inferSelect;
type PrefsRow = typeof userPrefs.$inferSelect;

/** The signed-in user as the permission rules see them. */
export interface ViewerRecord {
  id: number;
  email: string;
  row: UserRow;
  permissions: SiyumPermission[];
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

export async function loadViewer(db: Db, sub: string): Promise<ViewerRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.sub, sub)).limit(1);
  if (!row) return null;
  return { id: row.id, email: row.email, row, permissions: await permissionsOf(db, row.id) };
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

/** The User of spec §3, validated against the shared schema before it leaves the server. */
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
  return userSchema.parse({
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
    siyum_permission: permissions ?? (await permissionsOf(db, row.id)),
  });
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
  const existing = await db.select().from(users).where(eq(users.sub, identity.sub)).limit(1);
  if (existing[0]) return existing[0];
  const email = attributes.email?.trim().toLowerCase();
  if (!email) throw failure('BAD_REQUEST', 'identityHasNoEmail');
  const profile = {
    ...(attributes.givenName ? { firstName: attributes.givenName } : {}),
    ...(attributes.familyName ? { lastName: attributes.familyName } : {}),
    ...(attributes.phoneNumber ? { cellPhone: attributes.phoneNumber } : {}),
  };
  // Link a record made by email before this person signed in (one statement: it only matches an unlinked row).
  const linked = await db
    .update(users)
    .set({
      sub: identity.sub,
      platform,
      updatedAt: sql`now()`,
      firstName: sql`coalesce(${users.firstName}, ${profile.firstName ?? null})`,
      lastName: sql`coalesce(${users.lastName}, ${profile.lastName ?? null})`,
      cellPhone: sql`coalesce(${users.cellPhone}, ${profile.cellPhone ?? null})`,
    })
    .where(and(eq(users.email, email), isNull(users.sub)))
    .returning();
  if (linked[0]) return linked[0];
  const inserted = await db
    .insert(users)
    .values({ sub: identity.sub, email, platform, ...profile })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  // Lost a race with a concurrent createUser for the same sub, or the email belongs to another sub.
  const again = await db.select().from(users).where(eq(users.sub, identity.sub)).limit(1);
  if (again[0]) return again[0];
  throw failure('CONFLICT', 'emailBelongsToAnotherAccount');
}

export async function updateUser(db: Db, userId: number, input: UpdateUserInput): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.street !== undefined) set.street = input.street;
  if (input.street2 !== undefined) set.street2 = input.street2;
  if (input.city !== undefined) set.city = input.city;
  if (input.state !== undefined) set.state = input.state;
  if (input.lastName !== undefined) set.lastName = input.lastName;
  if (input.firstName !== undefined) set.firstName = input.firstName;
  if (input.phone_number !== undefined) set.cellPhone = input.phone_number;
  if (input.zip !== undefined) set.zip = input.zip;
  if (input.country !== undefined) set.country = input.country;
  if (input.isVerified !== undefined) set.verified = input.isVerified;
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
  const values = {
    ...(input.playbackSpeed !== undefined ? { playbackSpeed: input.playbackSpeed } : {}),
    ...(input.israeliTimeZone !== undefined ? { israeliTimeZone: input.israeliTimeZone } : {}),
    ...(input.autoDownloadPlaylist !== undefined ? { autoDownloadPlaylist: input.autoDownloadPlaylist } : {}),
    ...(input.downloadOverWifi !== undefined ? { downloadOverWifi: input.downloadOverWifi } : {}),
    ...(input.autoPlay !== undefined ? { autoPlay: input.autoPlay } : {}),
    ...(input.fontSize !== undefined ? { fontSize: input.fontSize } : {}),
    ...(input.backgroundColor !== undefined ? { backgroundColor: input.backgroundColor } : {}),
    ...(input.data !== undefined ? { data: input.data } : {}),
  };
  const [row] = await db
    .insert(userPrefs)
    .values({ userId, platform: input.platform, ...values })
    .onConflictDoUpdate({
      target: [userPrefs.userId, userPrefs.platform],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('user_prefs upsert returned no row');
  return toUserPrefs(row);
}

import type { SiyumPermissionEntry } from '@siyum/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, siyumPermissions, users } from '../../db';
import { failure } from '../errors';
import { contactColumns, ownsEmail } from '../users';

/** siyum.permissions.list: who holds which §6 flags on a siyum, by email. */
export async function listPermissions(db: Db, siyumId: number): Promise<SiyumPermissionEntry[]> {
  return db
    .select({
      ...contactColumns,
      editSiyum: siyumPermissions.editSiyum,
      editSignup: siyumPermissions.editSignup,
      updateUsers: siyumPermissions.updateUsers,
    })
    .from(siyumPermissions)
    .innerJoin(users, eq(users.id, siyumPermissions.userId))
    .where(eq(siyumPermissions.siyumId, siyumId))
    .orderBy(asc(users.email));
}

/** siyum.permissions.grant: sets an existing user's flags (absent flags are off); never the owner. */
export async function grantPermission(
  db: Db,
  siyum: { id: number; ownerId: number },
  input: {
    email: string;
    editSiyum?: boolean | undefined;
    editSignup?: boolean | undefined;
    updateUsers?: boolean | undefined;
  },
): Promise<SiyumPermissionEntry[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(ownsEmail(input.email)).limit(1);
  if (!user) throw failure('NOT_FOUND', 'noUserWithThatEmail');
  if (user.id === siyum.ownerId) throw failure('BAD_REQUEST', 'ownerHasEveryPermission');
  const flags = {
    editSiyum: input.editSiyum ?? false,
    editSignup: input.editSignup ?? false,
    updateUsers: input.updateUsers ?? false,
  };
  await db
    .insert(siyumPermissions)
    .values({ siyumId: siyum.id, userId: user.id, ...flags })
    .onConflictDoUpdate({
      target: [siyumPermissions.siyumId, siyumPermissions.userId],
      set: { ...flags, updatedAt: sql`now()` },
    });
  return listPermissions(db, siyum.id);
}

/** siyum.permissions.revoke: removes a user's flags on the siyum. */
export async function revokePermission(
  db: Db,
  siyumId: number,
  email: string,
): Promise<SiyumPermissionEntry[]> {
  const deleted = await db
    .delete(siyumPermissions)
    .where(
      and(
        eq(siyumPermissions.siyumId, siyumId),
        sql`${siyumPermissions.userId} = (select ${users.id} from ${users} where ${ownsEmail(email)})`,
      ),
    )
    .returning({ id: siyumPermissions.id });
  if (deleted.length === 0) throw failure('NOT_FOUND', 'noSuchPermission');
  return listPermissions(db, siyumId);
}

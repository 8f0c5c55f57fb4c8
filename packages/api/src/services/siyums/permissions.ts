import type { SiyumPermissionEntry } from '@siyum/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, siyumMembers, siyumPermissions, users } from '../../db';
import { failure } from '../../infra/errors';
import { ownsEmail } from '../users';

/**
 * siyum.permissions.list: who holds which §6 flags on a siyum, by the email the owner granted to.
 * Names only of helpers who joined the siyum themselves (decision 0017): a grant reveals nothing
 * of the account behind an email.
 */
export async function listPermissions(db: Db, siyumId: number): Promise<SiyumPermissionEntry[]> {
  const joined = sql`exists (select 1 from ${siyumMembers}
    where ${siyumMembers.siyumId} = ${siyumId} and ${siyumMembers.userId} = ${users.id})`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: sql<string | null>`case when ${joined} then ${users.firstName} end`,
      lastName: sql<string | null>`case when ${joined} then ${users.lastName} end`,
      editSiyum: siyumPermissions.editSiyum,
      editSignup: siyumPermissions.editSignup,
      updateUsers: siyumPermissions.updateUsers,
    })
    .from(siyumPermissions)
    .innerJoin(users, eq(users.id, siyumPermissions.userId))
    .where(eq(siyumPermissions.siyumId, siyumId))
    .orderBy(asc(users.email));
}

/**
 * siyum.permissions.grant: sets the flags of whoever owns the email (absent flags are off); never
 * the owner. An email without an account gets a record of its own, linked when its owner first
 * signs in with it verified — so the answer is the same whether or not the email has an account.
 */
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
  await db.insert(users).values({ email: input.email }).onConflictDoNothing();
  const [user] = await db.select({ id: users.id }).from(users).where(ownsEmail(input.email)).limit(1);
  if (!user) throw new Error('grantee record missing after upsert');
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

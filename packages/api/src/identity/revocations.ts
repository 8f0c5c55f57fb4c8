import { inArray, lt, sql } from 'drizzle-orm';
import { type Db, revokedTokens } from '../db';
import { poolOf, watchChannel } from '../db/notify';

/** Revoked access tokens (decision 0018), as every API replica sees them. */
export interface TokenRevocations {
  /** Whether any of these ids (a token's `origin_jti`, `jti`) was revoked. */
  isRevoked(ids: readonly string[]): Promise<boolean>;
  /** Revokes the ids until `expiresAt` (seconds since the epoch), after which the token is dead anyway. */
  revoke(ids: readonly string[], expiresAt: number): Promise<void>;
  close(): Promise<void>;
}

/** The channel migration 0006's trigger speaks on when a row is inserted. */
const CHANNEL = 'token_revoked';

/**
 * The revoked ids in memory, so a signed-in call costs no query: loaded when the replica starts
 * listening and again at every notification (another replica's logout). While it is not listening
 * (a lost connection, or a database without a pool to listen on) each check asks the table instead:
 * a revocation is never missed, only slower to check.
 */
export function createTokenRevocations(db: Db): TokenRevocations {
  let known: Set<string> | null = null;
  let generation = 0;
  const live = sql`${revokedTokens.expiresAt} > now()`;

  const reload = async () => {
    const mine = ++generation;
    const rows = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(live);
    if (mine === generation) known = new Set(rows.map((row) => row.jti));
  };
  const pool = poolOf(db);
  const watch = pool
    ? watchChannel(pool, CHANNEL, {
        onNotify: () => void reload().catch(() => undefined),
        onListening: (listening) => {
          generation++;
          known = null;
          if (listening) void reload().catch(() => undefined);
        },
      })
    : null;

  return {
    async isRevoked(ids) {
      if (ids.length === 0) return false;
      if (known) return ids.some((id) => known?.has(id));
      const [hit] = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(sql`${inArray(revokedTokens.jti, [...ids])} and ${live}`)
        .limit(1);
      return hit !== undefined;
    },
    async revoke(ids, expiresAt) {
      if (ids.length === 0) return;
      const until = new Date(expiresAt * 1000);
      await db
        .insert(revokedTokens)
        .values(ids.map((jti) => ({ jti, expiresAt: until })))
        .onConflictDoNothing();
      // This replica refuses the token before the notification comes back; old rows go.
      for (const id of ids) known?.add(id);
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now() - interval '1 hour'`));
    },
    async close() {
      await watch?.close();
    },
  };
}

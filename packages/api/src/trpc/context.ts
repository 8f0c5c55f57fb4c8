import type { Db } from '../db';
import { IdentityError, type UserAttributes, type VerifiedIdentity } from '../identity';
import { RATE_LIMITS, type RateLimiter } from '../rateLimit';
import type { DbRetryOptions } from '../services/dbRetry';
import type { UserLimits } from '../services/limits';
import type { Logger } from '../services/log';
import type { NotifiedCache } from '../services/notifiedCache';
import type { TokenRevocations } from '../services/revocations';

/** What the procedures need from outside; built once per server (server.ts). */
export interface AppDeps {
  db: Db;
  /** Verifies an access token; null when no identity provider is configured (every token is refused). */
  verifyToken: ((token: string) => Promise<VerifiedIdentity>) | null;
  /** Tokens revoked by auth.logout (decision 0018); verifyToken refuses them. */
  revocations: TokenRevocations;
  /** The identity provider's attributes for a verified token (email, names) — auth.createUser. */
  userAttributes: ((accessToken: string) => Promise<UserAttributes>) | null;
  rateLimiter: RateLimiter;
  /** The community list and totals, kept until the database says they changed. */
  community: NotifiedCache;
  /** Signed-in users' records for auth.me, kept until the database says they changed. */
  viewers: NotifiedCache;
  /** Per-user limits on signed-in callers' mutations and siyum creation (services/limits.ts). */
  userLimits: UserLimits;
  /** How deadlocks / serialization failures are retried; default DB_CONFLICT_RETRY. */
  dbRetry?: DbRetryOptions;
  log: Logger;
  /** Drops stack traces from error responses. */
  production: boolean;
  /** Error answers carry their stack: a local-mode server outside production only (decision 0013). */
  exposeStacks: boolean;
  /** A procedure still running after this answers TIMEOUT. */
  requestTimeoutMs: number;
  /** Who reads the support inbox (SUPPORT_STAFF_EMAILS; `isSupportStaff`). */
  supportStaffEmails: readonly string[];
}

export type Context = {
  deps: AppDeps;
  /** The verified token's identity; null for a visitor. */
  identity: VerifiedIdentity | null;
  accessToken: string | null;
  /** Set when a token was sent but did not verify: every procedure then answers UNAUTHORIZED. */
  authError: IdentityError | null;
  /** The caller's address, for visitor rate limits. */
  clientAddress: string;
  /** The caller's rate limit already counted these calls (http/cachedAnswers.ts). */
  callLimitCounted: boolean;
};

const BEARER = /^bearer\s+(.+)$/i;

export async function createContext(
  deps: AppDeps,
  authorization: string | undefined,
  clientAddress: string,
  callLimitCounted = false,
): Promise<Context> {
  const base: Context = {
    deps,
    identity: null,
    accessToken: null,
    authError: null,
    clientAddress,
    callLimitCounted,
  };
  const header = authorization?.trim();
  if (!header) return base;
  const match = BEARER.exec(header);
  const token = (match?.[1] ?? header).trim();
  if (!token) return base;
  if (!deps.verifyToken) {
    return { ...base, authError: new IdentityError('config', 'identity: no identity provider configured') };
  }
  try {
    const identity = await deps.verifyToken(token);
    return { ...base, identity, accessToken: token };
  } catch (error) {
    const authError =
      error instanceof IdentityError
        ? error
        : new IdentityError('malformed', 'identity: unexpected', { cause: error });
    if (authError.reason === 'jwks' || authError.reason === 'config') {
      deps.log.error('auth.verify_unavailable', { reason: authError.reason, error: authError });
    } else {
      // The sender's fault: it counts against their address (http/badTokenGate.ts).
      await deps.rateLimiter
        .consume(RATE_LIMITS.badToken(clientAddress))
        .catch((error: unknown) => deps.log.warn('auth.bad_token_uncounted', { error }));
    }
    return { ...base, authError };
  }
}

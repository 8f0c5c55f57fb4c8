import type { Db } from '../db';
import type { Limiters } from '../http/limits';
import type { RequestEdge } from '../http/requestEdge';
import type { IdentityError, UserAttributes, VerifiedIdentity } from '../identity';
import type { TokenRevocations } from '../identity/revocations';
import type { DbRetryOptions } from '../infra/dbRetry';
import type { Logger } from '../infra/log';
import type { NotifiedCache } from '../infra/notifiedCache';
import type { JobQueue } from '../jobs';
import type { PhotoStorage } from '../services/photos';
import type { ProcedureTable } from './policy';

/** What the procedures need from outside; built once per server (server.ts). */
export interface AppDeps {
  db: Db;
  /** Verifies an access token; null when no identity provider is configured (every token is refused). */
  verifyToken: ((token: string) => Promise<VerifiedIdentity>) | null;
  /** Tokens revoked by auth.logout (decision 0018); verifyToken refuses them. */
  revocations: TokenRevocations;
  /** The identity provider's attributes for a verified token (email, names) — auth.createUser. */
  userAttributes: ((accessToken: string) => Promise<UserAttributes>) | null;
  /** Every rate limit's counter (http/limits.ts), shared by the replicas through Postgres. */
  limiters: Limiters;
  /** The community list and totals, kept until the database says they changed. */
  community: NotifiedCache;
  /** Signed-in users' records for auth.me, kept until the database says they changed. */
  viewers: NotifiedCache;
  /** siyum.create per user in any 24 hours (services/siyumQuota.ts). */
  siyumsPerDay: number;
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
  /** Photos' bucket and identity pool (services/photos.ts); null → photos off. */
  photos: PhotoStorage | null;
  /** The job queue (reminders and mail, issue 22); null → nothing is queued. */
  jobs: JobQueue | null;
  /** How long a sign-up confirmation waits, so several claims in a row make one email. */
  confirmationDelaySeconds: number;
  /** Whether email goes out at all (SMTP_URL): what is written to learners must reach them. */
  mailEnabled: boolean;
}

export type Context = {
  deps: AppDeps;
  /** The request as the edge resolved it: address, token, limits (http/requestEdge.ts). */
  edge: RequestEdge;
  /** The verified token's identity; null for a visitor. */
  identity: VerifiedIdentity | null;
  accessToken: string | null;
  /** Set when a token was sent but did not verify: every procedure then answers UNAUTHORIZED. */
  authError: IdentityError | null;
  /** The caller's address, for visitor rate limits. */
  clientAddress: string;
  /** The router's procedures with their policies (trpc/policy.ts). */
  procedures: ProcedureTable;
};

/** The tRPC context of one request, from its edge: the token was parsed and verified there, once. */
export async function createContext(
  deps: AppDeps,
  edge: RequestEdge,
  procedures: ProcedureTable,
): Promise<Context> {
  const { identity, accessToken, error } = await edge.identity();
  const { clientAddress } = edge;
  return { deps, edge, identity, accessToken, authError: error, clientAddress, procedures };
}

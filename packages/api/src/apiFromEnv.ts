import { isKnownPlatform, PLATFORMS } from '@siyum/domain';
import { createPublicConfigRoute, publicConfigFrom } from './config';
import { type Database, isEmpty } from './db';
import { type TrustedProxyHops, trustProxyFromEnv } from './http/clientAddress';
import { type UserLimitsConfig, userLimitsFromEnv } from './http/limits';
import { type IdentityConfig, identityConfigFromEnv } from './identity';
import { consoleLogger } from './infra/log';
import { rateLimitPerMinuteFromEnv } from './infra/rateLimit';
import type { JobQueue } from './jobs';
import { createLookupRoutes, type SmartyCredentials, smartyCredentialsFromEnv } from './lookups';
import {
  createMailer,
  type Mailer,
  type MailSettings,
  mailSettingsFromEnv,
  sesNotificationsRoute,
  sesTopicArnsFromEnv,
} from './mail';
import { seedDemo } from './seed';
import { DEFAULT_TOKEN_RECHECK_MS, type RunningServer, type ServerOptions } from './server';
import { workClaimConfirmations } from './services/claimConfirmations';
import { workLearnerMessages } from './services/learnerMessages';
import { openPhotoStorage } from './services/photos';
import { workReminders } from './services/reminders';
import { workSiyumComplete } from './services/siyumComplete';
import { type PhotoStorageConfig, photoStorageFromEnv } from './storage/config';
import { flushTracing } from './telemetry';

/**
 * What both API processes read from the environment — @siyum/devstack's `src/main.ts`
 * (development: `npm start`, embedded Postgres allowed) and `src/production.ts` (the built server,
 * `npm run start:prod`):
 * - BUILD_ID (version in /api/health), NODE_ENV
 * - DATABASE_URL=postgres://… → Postgres pool (DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS), as
 *   the serving role; DATABASE_OWNER_URL → migrations as the schema's owner, who grants it row access
 *   (db/postgres.ts); without DATABASE_URL the development entry starts an embedded PostgreSQL 18
 * - SEED_DEMO=1 → fill the demo community when the database has no users
 * - identity: LOCAL_IDENTITY=1 + LOCAL_IDENTITY_* or COGNITO_* (identity/config.ts); none → tokens refused
 * - RATE_LIMIT_PER_MINUTE (300); USER_WRITES_PER_MINUTE (60 mutations per signed-in user),
 *   SIYUMIM_PER_DAY (20 per user) — http/limits.ts; TRUST_PROXY=<proxy hops> (0/unset: the socket's peer; 1: one load
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
 * - photos: PHOTOS_BUCKET, COGNITO_IDENTITY_POOL_ID, VITE_IMAGE_BASE_URL… or the dev stack's LOCAL_STORAGE_*
 *   (storage/config.ts); none → photos off
 * - SMTP_URL (smtp:// or smtps://), MAIL_FROM (required in production with SMTP_URL), MAIL_REPLY_TO →
 *   email (mail/settings.ts); no SMTP_URL → nothing is sent; SES_NOTIFICATION_TOPIC_ARNS → SES's
 *   bounce and complaint notices at POST /api/mail/ses (mail/sesNotificationsRoute.ts)
 * Where each process listens, and what else it reads, is in its own file.
 */
export interface ApiSettings {
  production: boolean;
  version: string;
  seedDemo: boolean;
  trustProxy: TrustedProxyHops;
  identity: IdentityConfig | null;
  smarty: SmartyCredentials | undefined;
  rateLimitPerMinute: number;
  userLimits: Partial<UserLimitsConfig>;
  tokenRecheckMs: number;
  supportStaffEmails: string[];
  photos: PhotoStorageConfig | null;
  /** Email (issue 22): SMTP_URL and the sender; null → nothing is sent. */
  mail: MailSettings | null;
  /** The SNS topics SES reports bounces and complaints to; empty → POST /api/mail/ses is not mounted. */
  sesNotificationTopicArns: string[];
}

/** TOKEN_RECHECK_SECONDS: a whole number of seconds from 1 to 3600 (default 60). */
function tokenRecheckMsFromEnv(source: NodeJS.ProcessEnv): number {
  const raw = source.TOKEN_RECHECK_SECONDS?.trim();
  if (!raw) return DEFAULT_TOKEN_RECHECK_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
    throw new Error(`TOKEN_RECHECK_SECONDS must be a whole number of seconds from 1 to 3600, not "${raw}"`);
  return seconds * 1000;
}

/**
 * Reads and checks the settings before anything starts: a misconfiguration that would make every
 * request fail or trust the wrong header refuses to start. Outside production a missing identity
 * provider is only a warning (tokens are then refused).
 */
export function apiSettingsFromEnv(env: NodeJS.ProcessEnv): ApiSettings {
  const production = env.NODE_ENV === 'production';
  const trustProxy = trustProxyFromEnv(env);
  if (env.PLATFORM !== undefined && !isKnownPlatform(env.PLATFORM)) {
    throw new Error(`PLATFORM must be one of ${PLATFORMS.join(', ')}, not "${env.PLATFORM}"`);
  }
  let identity: IdentityConfig | null = null;
  try {
    identity = identityConfigFromEnv(env);
  } catch (error) {
    if (production) throw error;
    consoleLogger.warn('api.identity_unconfigured', { message: (error as Error).message });
  }
  return {
    production,
    version: env.BUILD_ID ?? 'dev',
    seedDemo: env.SEED_DEMO === '1',
    trustProxy,
    identity,
    smarty: smartyCredentialsFromEnv(env),
    rateLimitPerMinute: rateLimitPerMinuteFromEnv(env),
    userLimits: userLimitsFromEnv(env),
    tokenRecheckMs: tokenRecheckMsFromEnv(env),
    supportStaffEmails: (env.SUPPORT_STAFF_EMAILS ?? '').split(',').filter((email) => email.trim() !== ''),
    photos: photoStorageFromEnv(env),
    mail: mailSettingsFromEnv(env),
    sesNotificationTopicArns: sesTopicArnsFromEnv(env),
  };
}

/** Migrates, then seeds the demo community into an empty database when SEED_DEMO=1. */
export async function prepareDatabase(database: Database, settings: ApiSettings): Promise<void> {
  await database.migrate();
  if (settings.seedDemo && (await isEmpty(database.db))) {
    const seeded = await seedDemo(database.db, settings.photos ? openPhotoStorage(settings.photos) : null);
    console.log(`api: seeded the demo community (${seeded.users} users, ${seeded.siyumim} siyumim)`);
  }
}

/** The server's options from the settings: the tRPC API, the look-ups and the public config. */
export function apiServerOptions(
  settings: ApiSettings,
  database: Database,
  listen: { port: number; hostname: string },
  env: NodeJS.ProcessEnv,
): ServerOptions {
  const { identity, smarty, trustProxy } = settings;
  return {
    ...listen,
    version: settings.version,
    db: database.db,
    identity,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    userLimits: settings.userLimits,
    tokenRecheckMs: settings.tokenRecheckMs,
    supportStaffEmails: settings.supportStaffEmails,
    photos: settings.photos,
    ...(settings.mail ? { confirmationDelaySeconds: settings.mail.confirmationDelaySeconds } : {}),
    mailEnabled: settings.mail !== null,
    production: settings.production,
    trustProxy,
    mounts: (limiter) => [
      ...(settings.sesNotificationTopicArns.length > 0
        ? [
            {
              path: '/mail/ses',
              app: sesNotificationsRoute(database.db, settings.sesNotificationTopicArns, consoleLogger),
            },
          ]
        : []),
      {
        path: '/lookup',
        app: createLookupRoutes({
          limit: limiter ? limiter.limit : async () => true,
          log: consoleLogger,
          ...(smarty ? { smarty } : {}),
        }),
      },
      ...(identity
        ? [
            {
              path: '/config',
              app: createPublicConfigRoute(publicConfigFrom(identity, env, settings.photos)),
            },
          ]
        : []),
    ],
  };
}

/**
 * The mail this replica sends (issue 22): a pooled SMTP mailer working the queue's mail jobs, with
 * links to PUBLIC_ORIGIN (else the dev stack's WEB_ORIGIN; outside production, the dev server's
 * default). Null when mail is off.
 */
export async function startMailWork(
  settings: ApiSettings,
  database: Database,
  jobs: JobQueue,
  env: NodeJS.ProcessEnv,
): Promise<Mailer | null> {
  if (!settings.mail) return null;
  const origin =
    env.PUBLIC_ORIGIN?.trim() ||
    env.WEB_ORIGIN?.trim() ||
    (settings.production ? undefined : 'http://127.0.0.1:5173');
  if (!origin) throw new Error('PUBLIC_ORIGIN is required with SMTP_URL: emails link back to the site');
  const mailer = createMailer(settings.mail);
  const deps = {
    db: database.db,
    mailer,
    origin,
    productName: env.VITE_PRODUCT_NAME ?? 'Siyum',
    log: consoleLogger,
    // The ledger marks a send failed on the queue's last attempt, whatever the policy is.
    attempts: jobs.defaults.retryLimit + 1,
  };
  await workClaimConfirmations(jobs, deps);
  await workReminders(jobs, deps);
  await workLearnerMessages(jobs, deps);
  await workSiyumComplete(jobs, deps);
  return mailer;
}

/**
 * SIGINT / SIGTERM: drain the requests in flight, let the jobs in hand finish (15 s), close the pool,
 * flush traces, exit 0.
 */
export function stopOnSignals(
  server: RunningServer,
  database: Database,
  jobs?: JobQueue,
  mailer?: Mailer | null,
): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server
        .close()
        .then(() => jobs?.stop({ graceful: true, timeoutMs: 15_000 }))
        .then(() => mailer?.close())
        .then(() => Promise.all([database.close(), flushTracing()]))
        .then(() => process.exit(0));
    });
  }
}

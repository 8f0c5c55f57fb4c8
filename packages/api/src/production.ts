import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import {
  apiServerOptions,
  apiSettingsFromEnv,
  prepareDatabase,
  startMailWork,
  stopOnSignals,
} from './apiFromEnv';
import { openPostgres, postgresOptionsFromEnv } from './db';
import { consoleLogger } from './infra/log';
import { jobDefaultsFromEnv, jobQueueFromDatabase } from './jobs';
import { startServer } from './server';
import { DEFAULT_SHARE_SETTINGS } from './web/sharePreview';
import { createSite } from './web/site';

/**
 * The production server: `npm run build:api` bundles this file into packages/api/dist/server.js
 * and `npm run start:prod` runs it with plain `node`. One process on one port serves the built web
 * app, link previews of /s/{id} read from the database, and the API at /api/* — the same API as
 * the development entry (@siyum/devstack's src/main.ts), without the development stack (no
 * embedded Postgres, no local identity provider; build/bundle.ts fails the build if the bundle
 * contains @siyum/devstack or its packages). Environment, besides apiFromEnv.ts's:
 * - DATABASE_URL (required): a Postgres server; DATABASE_OWNER_URL for migrations as the owner
 * - PORT (8080), HOST (127.0.0.1; 0.0.0.0 to accept connections from other machines)
 * - WEB_DIR: the build of `npm run build:app` (default <repo>/dist/app)
 * - PUBLIC_ORIGIN (e.g. https://siyum.example.org): the origin in link previews; unset: the
 *   request's (scheme from X-Forwarded-Proto behind TRUST_PROXY proxies)
 * - VITE_PRODUCT_NAME, VITE_SHARE_IMAGE_URL: as the build's, for link previews
 * - TLS_CERT_FILE + TLS_KEY_FILE (PEM: the certificate chain, its private key): HTTPS on PORT —
 *   HTTP/2, HTTP/1.1 for clients without it — with no TLS proxy in front; one without the other
 *   refuses to start. Unset: plain HTTP/1.1 (a TLS terminator in front). Read once, at start.
 */
// Beside this file both as source (src/) and as the bundle (dist/): one folder below the package.
const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../dist/app', import.meta.url));

/** The certificate and key of TLS_CERT_FILE / TLS_KEY_FILE, checked to be a pair; neither: plain HTTP. */
function tlsFromEnv(env: NodeJS.ProcessEnv): { cert: Buffer; key: Buffer } | undefined {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error(
      `${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} is unset: HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE (neither serves plain HTTP)`,
    );
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new Error(`${name} ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
    }
  };
  const tls = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  try {
    createSecureContext(tls);
  } catch (error) {
    throw new Error(
      `TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key (${(error as Error).message})`,
    );
  }
  return tls;
}

async function start(env: NodeJS.ProcessEnv): Promise<void> {
  const settings = apiSettingsFromEnv(env);
  const tls = tlsFromEnv(env);
  const postgres = postgresOptionsFromEnv(env);
  if (!postgres)
    throw new Error(
      'DATABASE_URL is required (a Postgres server; `npm start` runs an embedded one for development)',
    );
  const database = openPostgres({ ...postgres, migrationsFolder: MIGRATIONS });
  const webDir = resolve(env.WEB_DIR?.trim() || DEFAULT_WEB_DIR);
  const site = createSite({
    dir: webDir,
    db: database.db,
    share: {
      productName: env.VITE_PRODUCT_NAME ?? 'Siyum',
      imageUrl: env.VITE_SHARE_IMAGE_URL ?? DEFAULT_SHARE_SETTINGS.imageUrl,
      imageBaseUrl: env.VITE_IMAGE_BASE_URL ?? DEFAULT_SHARE_SETTINGS.imageBaseUrl,
    },
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || undefined,
    trustProxy: settings.trustProxy,
    local: settings.identity?.mode === 'local',
    log: consoleLogger,
  });
  await prepareDatabase(database, settings);
  // Jobs (issue 22) on the same database: every replica works the queue; each job runs once.
  const jobs = jobQueueFromDatabase(database, { log: consoleLogger, defaults: jobDefaultsFromEnv(env) });
  await jobs.start();
  const mailer = await startMailWork(settings, database, jobs, env);
  const server = await startServer({
    jobs,
    ...apiServerOptions(
      settings,
      database,
      { port: Number(env.PORT ?? 8080), hostname: env.HOST ?? '127.0.0.1' },
      env,
    ),
    site: site.app,
    ...(tls ? { tls } : {}),
  });
  console.log(
    `siyum: listening on ${server.url} in ${Math.round(performance.now())} ms (web app ${webDir}, API /api/*)`,
  );
  stopOnSignals(server, database, jobs, mailer);
  const warming = performance.now();
  site
    .warm()
    .then(() => console.log(`siyum: web files compressed in ${Math.round(performance.now() - warming)} ms`))
    .catch((error: unknown) => consoleLogger.warn('web.warm_failed', { message: String(error) }));
}

// One line, not a stack, for what an operator must fix (a missing variable, an unreachable database).
start(process.env).catch((error: unknown) => {
  console.error(`siyum: not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import { startServer } from '@siyum/api';
import {
  apiServerOptions,
  apiSettingsFromEnv,
  prepareDatabase,
  startMailWork,
  stopOnSignals,
} from '@siyum/api/env';
import { consoleLogger } from '@siyum/api/infra/log';
import { jobDefaultsFromEnv, jobQueueFromDatabase } from '@siyum/api/jobs';
import { databaseOptionsFromEnv, openDatabase } from './db/open';

/**
 * The API process of development (`npm start` through scripts/lib/stack.mjs; the durability test):
 * API_PORT (3000), API_HOST (127.0.0.1), the database of DATABASE_URL or else an embedded
 * PostgreSQL 18 on EMBEDDED_PG_DIR (default <repo>/.data/postgres, with a heartbeat lockfile beside
 * it; db/open.ts), and everything @siyum/api's apiFromEnv.ts lists. Production runs @siyum/api's
 * src/production.ts, built (`npm run build:api`).
 */
const env = process.env;
const settings = apiSettingsFromEnv(env);
const database = await openDatabase(databaseOptionsFromEnv(env));
await prepareDatabase(database, settings);
const jobs = jobQueueFromDatabase(database, { log: consoleLogger, defaults: jobDefaultsFromEnv(env) });
await jobs.start();
const mailer = await startMailWork(settings, database, jobs, env);
const server = await startServer({
  ...apiServerOptions(
    settings,
    database,
    { port: Number(env.API_PORT ?? 3000), hostname: env.API_HOST ?? '127.0.0.1' },
    env,
  ),
  jobs,
});
console.log(`api: listening on ${server.url} (GET ${server.url}/api/health, ${database.kind} database)`);
stopOnSignals(server, database, jobs, mailer);

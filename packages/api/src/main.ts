import { apiServerOptions, apiSettingsFromEnv, prepareDatabase, stopOnSignals } from './apiFromEnv';
import { databaseOptionsFromEnv, openDatabase } from './db/open';
import { startServer } from './server';

/**
 * The API process of development (`npm start`, the bench): API_PORT (3000), API_HOST (127.0.0.1),
 * the database of DATABASE_URL or else an embedded PostgreSQL 18 on EMBEDDED_PG_DIR (default
 * <repo>/.data/postgres, with a heartbeat lockfile beside it; db/open.ts), and everything
 * apiFromEnv.ts lists. Production runs src/production.ts, built (`npm run build:api`).
 */
const env = process.env;
const settings = apiSettingsFromEnv(env);
const database = await openDatabase(databaseOptionsFromEnv(env));
await prepareDatabase(database, settings);
const server = await startServer(
  apiServerOptions(
    settings,
    database,
    { port: Number(env.API_PORT ?? 3000), hostname: env.API_HOST ?? '127.0.0.1' },
    env,
  ),
);
console.log(`api: listening on ${server.url} (GET ${server.url}/api/health, ${database.kind} database)`);
stopOnSignals(server, database);

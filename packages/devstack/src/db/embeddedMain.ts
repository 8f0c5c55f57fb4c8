import { EMBEDDED_DATABASE, startEmbeddedPostgres } from './embedded';

/**
 * An embedded PostgreSQL 18 as a process of its own, for a server that needs DATABASE_URL (the
 * production server in the end-to-end stack, scripts/lib/stack.mjs): starts on EMBEDDED_PG_DIR,
 * prints one line `POSTGRES_READY {"url","ownerUrl"}` (the serving role's and the owner's URLs of
 * the `siyum` database), and stops the server on SIGINT / SIGTERM. Development only.
 */
export const POSTGRES_READY = 'POSTGRES_READY ';

const dataDir = process.env.EMBEDDED_PG_DIR?.trim();
if (!dataDir) throw new Error('EMBEDDED_PG_DIR is required');
const server = await startEmbeddedPostgres({ dataDir, fast: process.env.EMBEDDED_PG_FAST === '1' });
console.log(
  `${POSTGRES_READY}${JSON.stringify({ url: server.appUrl(EMBEDDED_DATABASE), ownerUrl: server.url(EMBEDDED_DATABASE) })}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}

/**
 * The database as the server uses it: tables, error codes and a pool on a Postgres URL. Opening an
 * embedded server (development, tests) is db/open.ts, kept out of here so that importing a table
 * never loads it.
 */
export { PG_CODES, pgCode } from './pgCode';
export {
  type Database,
  type Db,
  isEmpty,
  MIGRATIONS_FOLDER,
  openPostgres,
  type PostgresOptions,
  postgresOptionsFromEnv,
} from './postgres';
export * from './schema';

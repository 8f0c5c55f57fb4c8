/**
 * The database as the server uses it: tables, error codes and a pool on a Postgres URL. Opening an
 * embedded server (development, tests) is @siyum/devstack's `openDatabase`, which the API never
 * imports.
 */
export { poolOf } from './notify';
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

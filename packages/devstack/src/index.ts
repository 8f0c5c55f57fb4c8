/**
 * @siyum/devstack: what runs the product locally and in the tests, never part of it (issue 20,
 * item 2). Its processes are entries of their own, run with tsx by scripts/lib/stack.mjs and the
 * bench: main.ts (the development API), identity/main.ts (the local identity provider and object
 * storage), db/embeddedMain.ts (an embedded Postgres for the production server),
 * bench/benchServer.ts.
 * The tests use what this module exports.
 */
import { fileURLToPath } from 'node:url';

/** The development API entry (main.ts), for a test that runs it as a process of its own. */
export const DEV_API_ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));

export {
  type DatabaseOptions,
  DataDirLockedError,
  DEFAULT_EMBEDDED_DIR,
  databaseOptionsFromEnv,
  EMBEDDED_DATABASE,
  type EmbeddedPostgres,
  openDatabase,
  startEmbeddedPostgres,
} from './db/open';
export { DEMO_PASSWORD } from './demoPassword';
export { freePort } from './freePort';
export {
  type CreateUserOptions,
  type LocalIdentity,
  type LocalIdentityInfo,
  type LocalIdentityOptions,
  startLocalIdentity,
  type Tokens,
} from './identity/launcher';
export { POOL_PASSWORD_POLICY, passwordPolicyViolation } from './identity/passwordPolicy';
export { LOCAL_SIGNING_KEY } from './identity/signingKey';
export {
  type CaughtMail,
  type MailCatcher,
  type MailCatcherClient,
  type MailCatcherOptions,
  mailCatcherClient,
  type SmtpGate,
  setSmtpOpen,
  startMailCatcher,
  startMailControl,
} from './mail';
export {
  type CredentialAuthority,
  LOCAL_STORAGE_SERVER_CREDENTIALS,
  type StaticCredentials,
  type TemporaryCredentials,
} from './storage/credentials';
export {
  DEFAULT_STORAGE_BUCKET,
  LOCAL_STORAGE_REGION,
  type LocalStorage,
  type LocalStorageOptions,
  startLocalStorage,
} from './storage/launcher';

/**
 * The dev stack's local "AWS" process (`scripts/lib/stack.mjs` runs it with tsx): cognito-local + the
 * compatibility proxy, the user pool and client, the identity pool, the demo users (@siyum/api's
 * `DEMO_USERS`) with DEMO_PASSWORD, and the object storage (s3rver behind our storage gateway, which
 * accepts the identity pool's credentials). Prints one `IDENTITY_READY <json>` line, then runs until
 * SIGINT/SIGTERM. Local only — never run this against production.
 */
import { resolve } from 'node:path';
import { DEMO_USERS } from '@siyum/api/demo-users';
import { DEMO_PASSWORD } from '../demoPassword';
import { startLocalStorage } from '../storage/launcher';
import { startLocalIdentity } from './launcher';

const dataDir = resolve(process.env.IDENTITY_DATA_DIR ?? '.data/identity');
const port = Number(process.env.IDENTITY_PORT ?? 9229);
const proxyPort = Number(process.env.IDENTITY_PROXY_PORT ?? 9228);
// The bucket's objects beside the identity data (.data/storage; a test stack's temporary directory).
const storageDir = resolve(process.env.STORAGE_DATA_DIR ?? resolve(dataDir, '..', 'storage'));
const storagePort = Number(process.env.STORAGE_PORT ?? 9230);

// Local mode is for development only: its tokens are signed with a key shipped in cognito-local.
if (process.env.NODE_ENV === 'production') {
  console.error('identity: the local identity provider refuses to run with NODE_ENV=production');
  process.exit(1);
}

/** The web app's origin and its localhost twin (the same app, reached by either name). */
function webOrigins(origin: string | undefined): string[] {
  if (!origin) return [];
  const url = new URL(origin);
  const twin = new URL(origin);
  twin.hostname =
    url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return [...new Set([url.origin, twin.origin])];
}

const allowedOrigins = webOrigins(process.env.WEB_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 5173}`);
const identity = await startLocalIdentity({
  dataDir,
  port,
  proxyPort,
  log: (message) => console.log(message),
  verbose: process.env.IDENTITY_VERBOSE === '1',
  allowedOrigins,
});
const storage = await startLocalStorage({
  dataDir: storageDir,
  port: storagePort,
  ...(process.env.STORAGE_BUCKET ? { bucket: process.env.STORAGE_BUCKET } : {}),
  credentials: identity.credentials,
  allowedOrigins,
  log: (message) => console.log(message),
}).catch(async (error: unknown) => {
  await identity.close();
  throw error;
});

for (const user of DEMO_USERS) {
  await identity.ensureUser(user.email, {
    password: DEMO_PASSWORD,
    givenName: user.firstName,
    familyName: user.lastName,
  });
}
console.log(`identity: ${DEMO_USERS.length} demo users ready (password ${DEMO_PASSWORD})`);

const ready = {
  userPoolId: identity.userPoolId,
  userPoolClientId: identity.userPoolClientId,
  issuer: identity.issuer,
  endpoint: identity.endpoint,
  jwksUri: identity.jwksUri,
  region: identity.region,
  passwordPolicy: identity.passwordPolicy,
  demoPassword: DEMO_PASSWORD,
  demoUsers: DEMO_USERS.map((user) => ({ key: user.key, email: user.email })),
  identityPoolId: identity.identityPoolId,
  identityPoolEndpoint: identity.identityPoolEndpoint,
  storageEndpoint: storage.endpoint,
  storageBucket: storage.bucket,
  storageRegion: storage.region,
  storageAccessKeyId: storage.serverCredentials.accessKeyId,
  storageSecretAccessKey: storage.serverCredentials.secretAccessKey,
};
console.log(`IDENTITY_READY ${JSON.stringify(ready)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([storage.close(), identity.close()]).then(() => process.exit(0));
  });
}

/**
 * The dev stack's identity process (`scripts/start.mjs` runs it with tsx): cognito-local + the
 * compatibility proxy, the pool and client, and the demo users of `demoUsers.ts` with
 * DEMO_PASSWORD. Prints one `IDENTITY_READY <json>` line, then runs until SIGINT/SIGTERM.
 * Local only — never run this against production.
 */
import { resolve } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demoUsers';
import { startLocalIdentity } from './launcher';

const dataDir = resolve(process.env.IDENTITY_DATA_DIR ?? '.data/identity');
const port = Number(process.env.IDENTITY_PORT ?? 9229);
const proxyPort = Number(process.env.IDENTITY_PROXY_PORT ?? 9228);

const identity = await startLocalIdentity({
  dataDir,
  port,
  proxyPort,
  log: (message) => console.log(message),
  verbose: process.env.IDENTITY_VERBOSE === '1',
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
  demoPassword: DEMO_PASSWORD,
  demoUsers: DEMO_USERS.map((user) => ({ key: user.key, email: user.email })),
};
console.log(`IDENTITY_READY ${JSON.stringify(ready)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void identity.close().then(() => process.exit(0));
  });
}

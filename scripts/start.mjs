// `npm start`: on Node 24 (run again on it when started by an older Node), installs what is missing,
// then runs the whole local stack until Ctrl-C: identity (cognito-local + our compatibility proxy,
// demo users) and the mail catcher (maildev), then the API and the web app.
import { join } from 'node:path';
import { ensureDependencies, ensureToolchainNode, root } from './lib/bootstrap.mjs';
import { createStack } from './lib/stack.mjs';

await ensureToolchainNode();
ensureDependencies();

const webPort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const identityPort = Number(process.env.IDENTITY_PORT ?? 9229);
const identityProxyPort = Number(process.env.IDENTITY_PROXY_PORT ?? 9228);
// maildev's usual ports: the API sends every email to 1025, the inbox is on 1080.
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
// Who reads /support/inbox locally: the demo owner, unless the environment says otherwise.
const supportStaff = process.env.SUPPORT_STAFF_EMAILS ?? 'moshe@example.org';

let exitCode = 0;
let stopRequested = false;
const stack = createStack({
  identity: { dataDir: join(root, '.data', 'identity'), port: identityPort, proxyPort: identityProxyPort },
  mail: { smtpPort: mailSmtpPort, webPort: mailWebPort, dataDir: join(root, '.data', 'mail') },
  // Embedded Postgres under .data/postgres (@siyum/devstack's default; DATABASE_URL for another server),
  // seeded with the demo community on first start.
  api: {
    port: apiPort,
    seedDemo: (process.env.SEED_DEMO ?? '1') === '1',
    env: { SUPPORT_STAFF_EMAILS: supportStaff },
  },
  web: { mode: 'dev', port: webPort },
  onUnexpectedExit(name, code) {
    console.error(`[${name}] exited (${code}); stopping the stack.`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  },
});

function stop(code) {
  if (stopRequested) return;
  stopRequested = true;
  exitCode = code;
  void stack.stop().then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const started = await stack.start().catch((error) => {
  if (stopRequested) return undefined; // Ctrl-C, or a process ended and said so already
  console.error(`${error.message}\nThe stack did not start.`);
  exitCode = 1;
  return undefined;
});
if (!started) {
  await stack.stop();
  process.exit(exitCode);
}
const { identity } = started;

const demoLines = identity.demoUsers.map((user) => `    ${user.email.padEnd(22)} (${user.key})`).join('\n');
console.log(`
Siyum is running:
  web       ${started.webUrl}
  api       ${started.apiUrl}/api/health  (also proxied at ${started.webUrl}/api/health)
  config    ${started.webUrl}/api/config
  identity  ${identity.endpoint}  (Cognito API, local emulator; pool ${identity.userPoolId}, client ${identity.userPoolClientId})
  mail      ${started.mail.webUrl}  (every email the product sends, locally)

Demo accounts (local only), password: ${identity.demoPassword}
${demoLines}
  Emailed codes (sign-up, reset) are always 123456.
  Support inbox ${started.webUrl}/support/inbox  (staff: ${supportStaff})
Press Ctrl-C to stop.
`);

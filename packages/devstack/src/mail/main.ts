/**
 * The dev stack's mail catcher as a process of its own (`scripts/lib/stack.mjs` runs it with tsx):
 * maildev's SMTP server, which the API's SMTP_URL points at, and its web inbox, on 127.0.0.1.
 * Prints one `MAIL_READY <json>` line ({ smtpUrl, webUrl, apiUrl, controlUrl }), then runs until
 * SIGINT/SIGTERM. The control port (control.ts) lets a test take SMTP down and up again.
 * Its own process rather than inside identity's: a test can stop SMTP alone (the API must then
 * retry), and maildev's server and logging stay out of the identity provider.
 * Local only — refuses NODE_ENV=production.
 */
import { resolve } from 'node:path';
import { startMailCatcher } from './catcher';
import { startMailControl } from './control';

if (process.env.NODE_ENV === 'production') {
  console.error('mail: the local mail catcher refuses to run with NODE_ENV=production');
  process.exit(1);
}

const catcher = await startMailCatcher({
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
  dataDir: resolve(process.env.MAIL_DATA_DIR ?? '.data/mail'),
  // Bounded, as the mail survives restarts under .data: the oldest go first.
  maxEmails: Number(process.env.MAIL_MAX_EMAILS ?? 5000),
});

const control = await startMailControl(catcher.smtp, Number(process.env.MAIL_CONTROL_PORT ?? 0));

const { smtpUrl, webUrl, apiUrl } = catcher;
console.log(`MAIL_READY ${JSON.stringify({ smtpUrl, webUrl, apiUrl, controlUrl: control.url })}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([control.close(), catcher.close()]).then(() => process.exit(0));
  });
}

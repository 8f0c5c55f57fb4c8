import { type MailCatcherClient, mailCatcherClient, startMailCatcher } from '@siyum/devstack';
import type { Db } from '../../src/db';
import { silentLogger } from '../../src/infra/log';
import { createMailer, type Mailer } from '../../src/mail';
import type { MailDeps } from '../../src/services/mailLedger';

/** Where the emails of the mail tests link to. */
export const TEST_ORIGIN = 'https://siyum.example.org';
export const TEST_FROM = 'Siyum <no-reply@localhost>';

/** A real SMTP catcher on free ports, a pooled mailer to it, and the mail jobs' dependencies. */
export interface MailKit {
  inbox: MailCatcherClient;
  mailer: Mailer;
  /** What a mail job needs, on `db`, sending through this kit's mailer (or `mailer`). */
  deps(db: Db, mailer?: Mailer): MailDeps;
  close(): Promise<void>;
}

export async function startMailKit(): Promise<MailKit> {
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: TEST_FROM });
  return {
    inbox: mailCatcherClient(catcher.webUrl),
    mailer,
    deps: (db, through = mailer) => ({
      db,
      mailer: through,
      origin: TEST_ORIGIN,
      productName: 'Siyum',
      log: silentLogger,
    }),
    async close() {
      mailer.close();
      await catcher.close();
    },
  };
}

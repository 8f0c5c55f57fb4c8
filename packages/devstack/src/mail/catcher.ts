import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { type SmtpGate, startSmtpGate } from './smtpGate';

export interface MailCatcherOptions {
  /** 0 picks a free one. */
  smtpPort: number;
  /** The web inbox and its HTTP API; 0 picks a free one. */
  webPort: number;
  /**
   * Where caught mail is kept (.eml files and attachments), restored on the next start; unset → a
   * temporary directory removed by `close()`.
   */
  dataDir?: string;
  /** Keep at most this many messages, dropping the oldest (default 0: all). */
  maxEmails?: number;
}

export interface MailCatcher {
  /** What the API's SMTP_URL is set to: plain SMTP, no login (the gate's port). */
  smtpUrl: string;
  /** The gate the API connects through: close it to take SMTP down while the inbox stays up. */
  smtp: SmtpGate;
  /** The inbox a developer opens (maildev's web UI). */
  webUrl: string;
  /** maildev's REST API (`${webUrl}/api`): what `mailCatcherClient(webUrl)` reads. */
  apiUrl: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/**
 * maildev 3, in this process (its `MailDev` class): an SMTP server that accepts every message and
 * keeps it, and a web inbox, both on 127.0.0.1 only. Local only: refuses NODE_ENV=production — it
 * accepts mail from anyone who can reach it and shows it to anyone who can open the page.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('mail: the local mail catcher refuses to run with NODE_ENV=production');
  // maildev writes .eml files even when it keeps the list in memory (to os.tmpdir()/maildev, shared by
  // every catcher on the machine): each catcher gets a directory of its own.
  const temporaryDir = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'siyum-mail-'));
  const removeTemporary = () =>
    temporaryDir ? rm(temporaryDir, { recursive: true, force: true }) : Promise.resolve();
  const maildev = new MailDev({
    // maildev's own SMTP port is private: the API connects through the gate (smtpGate.ts).
    smtp: 0,
    ip: HOST,
    web: options.webPort,
    webIp: HOST,
    mailDirectory: options.dataDir ?? temporaryDir,
    maxEmails: options.maxEmails ?? 0,
    silent: true,
  });
  const servers = await maildev.start().catch(async (error: unknown) => {
    await maildev.stop().catch(() => undefined);
    await removeTemporary();
    throw error;
  });
  const smtp = await startSmtpGate({
    host: HOST,
    port: options.smtpPort,
    targetPort: servers.smtp.getAddress().port,
  }).catch(async (error: unknown) => {
    await maildev.stop();
    await removeTemporary();
    throw error;
  });
  const webPort = servers.api?.getPort();
  if (!webPort) {
    await smtp.dispose();
    await maildev.stop();
    await removeTemporary();
    throw new Error('mail: maildev started without its web server');
  }
  const webUrl = `http://${HOST}:${webPort}`;
  return {
    smtpUrl: `smtp://${HOST}:${smtp.port}`,
    smtp,
    webUrl,
    apiUrl: `${webUrl}/api`,
    async close() {
      await smtp.dispose();
      await maildev.stop();
      await removeTemporary();
    },
  };
}

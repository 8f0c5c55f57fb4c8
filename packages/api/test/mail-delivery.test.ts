import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  type MailCatcher,
  type MailCatcherClient,
  mailCatcherClient,
  setSmtpOpen,
  startMailCatcher,
  startMailControl,
} from '@siyum/devstack';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, MailDeliveryError, type Mailer } from '../src/mail';
import { startRefusingRelay } from './support/refusingRelay';

const FROM = 'Siyum <no-reply@localhost>';
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Siyum//EN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:siyum-1@siyum.test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;VALUE=DATE:20260315',
  'SUMMARY:Siyum Mishnayos',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('createMailer through real SMTP, read back from the local catcher (maildev)', () => {
  let catcher: MailCatcher;
  let inbox: MailCatcherClient;
  let mailer: Mailer;

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    inbox = mailCatcherClient(catcher.webUrl);
    mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: FROM, replyTo: 'help@siyum.test' });
  });
  afterAll(async () => {
    mailer?.close();
    await catcher?.close();
  });
  beforeEach(() => inbox.deleteAll());

  it('an HTML + text message with an .ics attachment and one-click unsubscribe arrives as sent', async () => {
    const unsubscribeUrl = 'https://siyum.test/unsubscribe?token=abc.def';
    const sent = await mailer.send({
      to: 'learner@example.org',
      subject: 'You signed up: Berachos 2–5',
      html: '<h1>Thank you</h1><p>Your portion: <strong>Berachos 2–5</strong></p>',
      text: 'Thank you\n\nYour portion: Berachos 2–5',
      attachments: [
        { filename: 'siyum.ics', content: ICS, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ],
      unsubscribeUrl,
      headers: { 'X-Siyum-Kind': 'signup-confirmation' },
    });
    expect(sent.accepted).toEqual(['learner@example.org']);
    expect(sent.rejected).toEqual([]);
    expect(sent.messageId).toMatch(/^<.+@.+>$/);

    const mail = await inbox.waitFor((message) => message.headers['message-id'] === sent.messageId);
    expect(mail.subject).toBe('You signed up: Berachos 2–5');
    expect(mail.to).toEqual(['learner@example.org']);
    expect(mail.envelopeTo).toEqual(['learner@example.org']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['reply-to']).toBe('help@siyum.test');
    expect(mail.headers['x-siyum-kind']).toBe('signup-confirmation');
    expect(mail.attachments).toEqual([{ filename: 'siyum.ics', contentType: 'text/calendar' }]);
    expect(await inbox.attachment(mail.id, 'siyum.ics')).toBe(ICS);
    expect(mail.text?.trim()).toBe('Thank you\n\nYour portion: Berachos 2–5');
    expect(mail.html).toContain('<strong>Berachos 2–5</strong>');
    expect(await inbox.messages()).toHaveLength(1);
  });

  it("a message's own reply-to (the organizer) replaces the default, and no unsubscribe means no List headers", async () => {
    const sent = await mailer.send({
      to: 'learner@example.org',
      subject: 'From your organizer',
      html: '<p>Keep going</p>',
      text: 'Keep going',
      replyTo: 'Organizer <organizer@example.org>',
    });
    const mail = await inbox.waitFor((message) => message.headers['message-id'] === sent.messageId);
    expect(mail.headers['reply-to']).toBe('Organizer <organizer@example.org>');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
    expect(mail.attachments).toEqual([]);
  });

  it('an unsubscribe URL that is not http(s) is refused as permanent, and nothing is sent', async () => {
    const failure = await mailer
      .send({
        to: 'learner@example.org',
        subject: 'x',
        html: 'x',
        text: 'x',
        unsubscribeUrl: 'javascript:alert(1)',
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ kind: 'permanent' });
    expect(await inbox.messages()).toEqual([]);
  });

  it('a message to several addresses is refused as permanent: recipients never see each other', async () => {
    const failure = await mailer
      .send({ to: 'a@example.org, b@example.org', subject: 'x', html: 'x', text: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ kind: 'permanent', code: 'EENVELOPE' });
    expect((failure as Error).message).not.toContain('example.org');
    expect(await inbox.messages()).toEqual([]);
  });

  it('verify() greets the catcher', async () => {
    await expect(mailer.verify()).resolves.toBeUndefined();
  });
});

describe('createMailer failures', () => {
  it('a relay that is not listening: transient (the queue retries)', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: FROM });
    try {
      const failure = await mailer
        .send({ to: 'learner@example.org', subject: 'x', html: 'x', text: 'x' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MailDeliveryError);
      expect(failure).toMatchObject({ kind: 'transient', code: 'ESOCKET' });
      await expect(mailer.verify()).rejects.toMatchObject({ kind: 'transient' });
    } finally {
      mailer.close();
    }
  });

  it('a relay that refuses the mailbox with 550: permanent, and the address stays out of the message', async () => {
    const relay = await startRefusingRelay();
    const mailer = createMailer({ smtpUrl: relay.url, from: FROM });
    try {
      const failure = await mailer
        .send({ to: 'nobody@example.org', subject: 'x', html: 'x', text: 'x' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MailDeliveryError);
      expect(failure).toMatchObject({ kind: 'permanent', responseCode: 550, refusedRecipient: true });
      expect((failure as Error).message).not.toContain('nobody@example.org');
    } finally {
      mailer.close();
      await relay.close();
    }
  });

  it('the catcher’s SMTP taken down through its control port: transient while down, delivered once up, the inbox kept', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    const control = await startMailControl(catcher.smtp, 0);
    const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: FROM });
    const send = (subject: string) =>
      mailer.send({ to: 'learner@example.org', subject, html: 'x', text: 'x' }).then(
        () => 'sent',
        (error: unknown) => error,
      );
    try {
      expect(await send('before')).toBe('sent');
      // The pooled connection to the gate is cut too, not only new ones refused.
      await setSmtpOpen(control.url, false);
      expect(await send('during')).toMatchObject({ kind: 'transient' });
      await setSmtpOpen(control.url, true);
      expect(await send('after')).toBe('sent');
      expect((await mailCatcherClient(catcher.webUrl).messages()).map((mail) => mail.subject)).toEqual([
        'before',
        'after',
      ]);
    } finally {
      mailer.close();
      await control.close();
      await catcher.close();
    }
  });

  it('after close() the pool sends nothing more', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: FROM });
    try {
      await mailer.send({ to: 'learner@example.org', subject: 'before', html: 'x', text: 'x' });
      mailer.close();
      const failure = await mailer
        .send({ to: 'learner@example.org', subject: 'after', html: 'x', text: 'x' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MailDeliveryError);
      expect((await mailCatcherClient(catcher.webUrl).messages()).map((mail) => mail.subject)).toEqual([
        'before',
      ]);
    } finally {
      await catcher.close();
    }
  });
});

describe('the catcher of `npm start` (a data directory)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'siyum-mail-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps caught mail across a restart', async () => {
    const first = await startMailCatcher({ smtpPort: 0, webPort: 0, dataDir });
    const mailer = createMailer({ smtpUrl: first.smtpUrl, from: FROM });
    try {
      await mailer.send({ to: 'learner@example.org', subject: 'kept', html: 'x', text: 'x' });
    } finally {
      mailer.close();
      await first.close();
    }
    const second = await startMailCatcher({ smtpPort: 0, webPort: 0, dataDir });
    try {
      const messages = await mailCatcherClient(second.webUrl).messages();
      expect(messages.map((mail) => [mail.subject, mail.headers.from])).toEqual([['kept', FROM]]);
    } finally {
      await second.close();
    }
  });
});

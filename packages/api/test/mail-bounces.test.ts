import { freePort, type MailCatcherClient } from '@siyum/devstack';
import type { MailPrefs } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBounces, mailSends } from '../src/db';
import { createMailer, type Mailer } from '../src/mail';
import { bounceOf, recordBounce } from '../src/services/mailBounces';
import { sendOnce } from '../src/services/mailLedger';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit, TEST_FROM } from './support/mailKit';
import { startRefusingRelay } from './support/refusingRelay';
import { ok } from './support/rpc';

/**
 * A bounce stops further mail to that address (issue 22): a relay that refuses the recipient for
 * good (550 to RCPT TO) records the address, and every later send to it is marked failed without
 * being attempted — through a relay that would have taken it.
 */
describe('bounces stop further mail to the address', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let relay: { url: string; close(): Promise<void> };
  let refusing: Mailer;
  let gone: SignedUpUser;
  let fine: SignedUpUser;
  const db = () => h.testDb.database.db;
  const mailTo = (user: SignedUpUser, subject: string) => async () => ({
    to: `Someone <${user.email.toUpperCase()}>`,
    subject,
    html: '<p>x</p>',
    text: 'x',
  });
  const send = (user: SignedUpUser, key: string, mailer?: Mailer) =>
    sendOnce(
      kit.deps(db(), mailer),
      { key, userId: user.id, siyumId: null, kind: 'weeklyDigest' },
      mailTo(user, key),
    );
  const ledger = async (key: string) =>
    (await db().select().from(mailSends).where(eq(mailSends.key, key)))[0];

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    relay = await startRefusingRelay();
    refusing = createMailer({ smtpUrl: relay.url, from: TEST_FROM });
    gone = await h.signUp('bounce-gone@example.org');
    fine = await h.signUp('bounce-fine@example.org');
  }, 60_000);
  afterAll(async () => {
    refusing?.close();
    await relay?.close();
    await kit?.close();
    await h?.close();
  });

  it('a 550 to the recipient fails the send at once and records the address, without it in the reason', async () => {
    expect(await send(gone, 'bounce:1', refusing)).toBe('failed');
    expect(await ledger('bounce:1')).toMatchObject({ status: 'failed', attempts: 1 });
    const [row] = await db().select().from(mailBounces).where(eq(mailBounces.email, gone.email));
    expect(row).toMatchObject({ email: gone.email, reason: 'bounce' });
    expect(row?.detail).toContain('550');
    expect(row?.detail).not.toContain(gone.email);
  });

  it('later mail to that address is not attempted, even through a relay that would take it', async () => {
    expect(await send(gone, 'bounce:2')).toBe('failed');
    expect(await ledger('bounce:2')).toMatchObject({
      status: 'failed',
      attempts: 0,
      error: 'not sent: the address bounced earlier',
    });
    // Another address through the same relay goes out: the relay was fine all along.
    expect(await send(fine, 'bounce:3')).toBe('sent');
    const mail = await inbox.waitFor((m) => m.subject === 'bounce:3');
    const lower = (addresses: string[]) => addresses.map((address) => address.toLowerCase());
    expect(lower(mail.envelopeTo)).toEqual([fine.email]);
    expect((await inbox.messages()).filter((m) => lower(m.envelopeTo).includes(gone.email))).toEqual([]);
  });

  it('a relay that is down is not a bounce: the send is retried and the address kept', async () => {
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: TEST_FROM });
    try {
      await expect(send(fine, 'bounce:4', down)).rejects.toMatchObject({ kind: 'transient' });
      expect(await bounceOf(db(), fine.email)).toBeNull();
      expect(await send(fine, 'bounce:4')).toBe('sent');
    } finally {
      down.close();
    }
  });

  it('a complaint reported later stops mail too, keyed by the bare lower-cased address', async () => {
    await recordBounce(db(), `Fine <${fine.email.toUpperCase()}>`, 'complaint', 'abuse report');
    expect(await bounceOf(db(), fine.email)).toBe('complaint');
    expect(await send(fine, 'bounce:5')).toBe('failed');
    expect((await ledger('bounce:5'))?.error).toBe('not sent: the address reported our mail as spam');
  });

  it('the owner sees why on their preferences and starts mail again; only for their own address', async () => {
    const prefs = (user: SignedUpUser) => h.rpc.query<MailPrefs>('mail.prefs', undefined, user.token);
    expect(ok(await prefs(gone)).stopped).toBe('bounce');
    expect(ok(await prefs(fine)).stopped).toBe('complaint');
    // `resume` names no address: fine's lifts fine's stop, and gone's stays.
    const resumed = ok(await h.rpc.mutation<MailPrefs>('mail.setPrefs', { resume: true }, fine.token));
    expect(resumed.stopped).toBeNull();
    expect(await bounceOf(db(), fine.email)).toBeNull();
    expect(await bounceOf(db(), gone.email)).toBe('bounce');
    expect(await send(fine, 'bounce:6')).toBe('sent');
    // Only `true` means anything: a false or a string is refused, nothing changed.
    const refused = await h.rpc.mutation('mail.setPrefs', { resume: 'yes' }, gone.token);
    expect(refused.ok).toBe(false);
    expect(await bounceOf(db(), gone.email)).toBe('bounce');
  });
});

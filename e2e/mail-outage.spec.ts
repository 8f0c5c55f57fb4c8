import { format, learnerMessageMessages } from '@siyum/domain';
import pg from 'pg';
import { type CaughtMail, mailCatcherClient } from '../packages/devstack/src/mail/client';
import { setSmtpOpen } from '../packages/devstack/src/mail/control';
import { expect, test } from './fixtures';
import { createMember, logIn, ok, readBoard } from './support/members';

/** How the ledger stands for the copies of the organizer's messages to `email` (services/mailLedger.ts). */
async function ledgerFor(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; attempts: number }>(
      `select m.status, m.attempts from mail_sends m join users u on u.id = m.user_id
       where u.email = $1 and m.kind = 'learnerMessage' order by m.id`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Issue 22's reliability on the real stack: the catcher's SMTP is taken down under the running
 * production server (its gate, packages/devstack/src/mail/smtpGate.ts). The e2e stack retries a
 * send twice, 1 s then about 2 s apart (JOB_RETRY_* in support/globalSetup.ts; production: 5 times
 * from 30 s). This spec runs alone, after every other (the `outage` project), because it stops mail
 * for the whole stack.
 */
test('SMTP down: a message is retried and arrives once SMTP is back; a longer outage shows as failed, and is sent again', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(120_000);
  const organizer = await createMember(identity, stack.apiUrl, 'outage-organizer');
  const learner = await createMember(identity, stack.apiUrl, 'outage-learner');
  const siyum = await organizer.createSiyum(`Outage ${Date.now()}`);
  const [portion] = await readBoard(organizer.rpc, { id: siyum.id });
  ok(await learner.rpc.mutation('portion.claim', { portionId: portion?.id }, learner.token));
  const inbox = mailCatcherClient(stack.mailWebUrl);
  const to = (subject: string) => (mail: CaughtMail) =>
    mail.envelopeTo.includes(learner.email) && mail.subject.startsWith(subject);
  // The sign-up confirmation first, so the outage below meets only the organizer's messages.
  await inbox.waitFor((mail) => mail.envelopeTo.includes(learner.email), 30_000);

  await logIn(page, organizer.email);
  await page.goto(`/participants/${siyum.id}`);
  const form = page.getByRole('region', { name: learnerMessageMessages.heading });
  const send = async (subject: string) => {
    await form.getByRole('textbox', { name: learnerMessageMessages.subject }).fill(subject);
    await form.getByRole('textbox', { name: learnerMessageMessages.body }).fill('See you at the siyum.');
    await form.getByRole('button', { name: learnerMessageMessages.send }).click();
    await expect(form.getByText(learnerMessageMessages.sentOne)).toBeVisible();
  };
  const item = (subject: string) => form.getByRole('listitem').filter({ hasText: subject });

  try {
    // A short outage: the first attempt fails, a retry delivers it — once.
    await setSmtpOpen(stack.mailControlUrl, false);
    await send('Short outage');
    // Watched closely (the next attempt is a second or more away): a failed attempt, not yet the last.
    const failedOnceYet = async () => {
      const [row] = await ledgerFor(stack.databaseUrl, learner.email);
      return row?.status === 'pending' && row.attempts >= 1;
    };
    await expect.poll(failedOnceYet, { timeout: 20_000, intervals: [100] }).toBe(true);
    await setSmtpOpen(stack.mailControlUrl, true);
    const delivered = await inbox.waitFor(to('Short outage'), 30_000);
    expect(delivered.text).toContain('See you at the siyum.');
    const [shortOutage] = await ledgerFor(stack.databaseUrl, learner.email);
    expect(shortOutage?.status).toBe('sent');
    expect(shortOutage?.attempts).toBeGreaterThanOrEqual(2);
    await expect(item('Short outage')).toContainText(
      format(learnerMessageMessages.delivery, { delivered: 1, failed: 0 }),
      { timeout: 15_000 },
    );

    // A longer one: every attempt fails, and the organizer's list says so.
    await setSmtpOpen(stack.mailControlUrl, false);
    await send('Long outage');
    await expect(item('Long outage')).toContainText(
      format(learnerMessageMessages.delivery, { delivered: 0, failed: 1 }),
      { timeout: 30_000 },
    );
    expect((await ledgerFor(stack.databaseUrl, learner.email))[1]).toMatchObject({
      status: 'failed',
      attempts: 3,
    });
  } finally {
    await setSmtpOpen(stack.mailControlUrl, true);
  }
  // Given up means given up: SMTP back, and still no late copy.
  await page.waitForTimeout(1_500);
  const copiesOf = async (subject: string) => (await inbox.messages()).filter(to(subject));
  expect(await copiesOf('Long outage')).toHaveLength(0);

  // Nothing lost: the message is kept, and the organizer sends its failed copy again.
  await item('Long outage').getByRole('button', { name: learnerMessageMessages.resendOne }).click();
  await inbox.waitFor(to('Long outage'), 30_000);
  await expect(item('Long outage')).toContainText(
    format(learnerMessageMessages.delivery, { delivered: 1, failed: 0 }),
    { timeout: 15_000 },
  );
  await expect(item('Long outage').getByRole('button')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(await copiesOf('Long outage')).toHaveLength(1);
  expect(await copiesOf('Short outage')).toHaveLength(1);
});

import { format, mailPrefsMessages, maskedEmail, unsubscribeMessages } from '@siyum/domain';
import { type CaughtMail, mailCatcherClient } from '../packages/devstack/src/mail/client';
import { expect, test } from './fixtures';
import { createMember, ok, readBoard } from './support/members';
import { planRemindersAt } from './support/plannerClock';

/** What the ledger stamps on every email (services/mailLedger.ts): `reminder:user:siyum:localDay`. */
const isReminderTo = (email: string) => (mail: CaughtMail) =>
  mail.envelopeTo.includes(email) && (mail.headers['x-siyum-mail-key'] ?? '').startsWith('reminder:');

/**
 * Issue 22's reminders on the real stack. The siyum is on 17 March 2032 and both learners live in
 * New York, whose clocks go forward on 14 March: the 7-day reminder is due at 9:00 EST (14:00 UTC),
 * the 1-day one at 9:00 EDT (13:00 UTC). The test plays the planner's 15-minute cron at those
 * moments; the production server's workers send what it queues, through SMTP, to the catcher.
 */
test('advancing the clock sends one reminder per learner; the unsubscribe link stops the next', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'remind-organizer');
  const [stays, leaves] = await Promise.all([
    createMember(identity, stack.apiUrl, 'remind-stays'),
    createMember(identity, stack.apiUrl, 'remind-leaves'),
  ]);
  // A date no other spec uses, so the ticks below find only these learners' portions.
  const siyum = await organizer.createSiyum(`Reminded ${Date.now()}`, '2032-03-17');
  const board = await readBoard(organizer.rpc, { id: siyum.id });
  for (const [i, learner] of [stays, leaves].entries()) {
    ok(await learner.rpc.mutation('mail.setPrefs', { timeZone: 'America/New_York' }, learner.token));
    ok(await learner.rpc.mutation('portion.claim', { portionId: board[i]?.id }, learner.token));
  }
  const inbox = mailCatcherClient(stack.mailWebUrl);
  const reminders = async (email: string) => (await inbox.messages()).filter(isReminderTo(email));
  const tick = (iso: string) => planRemindersAt(stack.databaseUrl, new Date(iso));

  // 8:59 in New York, seven days before: not yet.
  expect((await tick('2032-03-10T13:59:00Z')).queued).toBe(0);
  // 9:00, then the next tick a quarter of an hour later: queued once, sent once.
  expect((await tick('2032-03-10T14:00:00Z')).queued).toBe(2);
  expect((await tick('2032-03-10T14:15:00Z')).queued).toBe(0);
  const first = await inbox.waitFor(isReminderTo(leaves.email), 30_000);
  await inbox.waitFor(isReminderTo(stays.email), 30_000);
  expect(first.subject).toContain('7 days');
  expect(first.text).toContain(`- ${board[1]?.labelEn}`);

  // One learner follows the reminder's link and stops reminders.
  const link = /Stop these emails: (\S+)/.exec(first.text ?? '')?.[1];
  await page.goto(link ?? '/unsubscribe');
  const topic = mailPrefsMessages.reminders;
  await page.getByRole('button', { name: unsubscribeMessages.confirm }).click();
  await expect(
    page.getByText(format(unsubscribeMessages.done, { topic, email: maskedEmail(leaves.email) })),
  ).toBeVisible();

  // The day before, after the clocks changed: 8:00 EST would be 13:00 UTC, but it is 9:00 EDT.
  expect((await tick('2032-03-16T12:59:00Z')).queued).toBe(0);
  expect((await tick('2032-03-16T13:00:00Z')).queued).toBe(1);
  const second = await inbox.waitFor(
    (mail) => isReminderTo(stays.email)(mail) && mail.subject.includes('1 day'),
    30_000,
  );
  expect(second.text).toContain(`- ${board[0]?.labelEn}`);
  // Each reminder once, and nothing more for the one who unsubscribed, after the queue had time.
  await page.waitForTimeout(2_000);
  expect(await reminders(stays.email)).toHaveLength(2);
  expect(await reminders(leaves.email)).toHaveLength(1);
});

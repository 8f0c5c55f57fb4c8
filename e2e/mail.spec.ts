import {
  format,
  learnerMessageMessages,
  mailMessages,
  mailPrefsMessages,
  maskedEmail,
  siyumBoardMessages,
  unsubscribeMessages,
} from '@siyum/domain';
import { mailCatcherClient } from '../packages/devstack/src/mail/client';
import { expect, test } from './fixtures';
import { createMember, logIn, ok, readBoard } from './support/members';

// The learner's browser is in Jerusalem: the account takes its time zone at sign-up.
test.use({ timezoneId: 'Asia/Jerusalem' });

/**
 * Issue 22 end to end, through the stack's real SMTP catcher: a learner who signs up for a portion
 * gets a confirmation with a calendar file; its "Stop these emails" link opens a page that turns
 * that email off with one button (and back on), which the preferences page then shows.
 */
test('a sign-up is confirmed by email, and its unsubscribe link turns that email off', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'mail-organizer');
  const title = `Mishnah by email ${Date.now()}`;
  const siyum = await organizer.createSiyum(title);
  // A new account: its product record is made by the browser's first sign-in.
  const { email } = await identity.createUser(identity.uniqueEmail('mail-learner'), { givenName: 'Rivka' });

  const signUpFor = format(siyumBoardMessages.signUpFor, { label: 'Berakhot' });
  await page.goto(`/s/${siyum.id}`);
  await page.getByRole('button', { name: signUpFor }).click();
  await logIn(page, email);
  await page.getByRole('button', { name: signUpFor }).click();
  await expect(
    page.getByRole('button', { name: format(siyumBoardMessages.markLearnedFor, { label: 'Berakhot' }) }),
  ).toBeVisible();

  const inbox = mailCatcherClient(stack.mailWebUrl);
  const mail = await inbox.waitFor((m) => m.to.includes(email), 30_000);
  expect(mail.subject).toBe(format(mailMessages.claimConfirmationSubject, { title }));
  expect(mail.text).toContain('- Berakhot');
  expect(mail.attachments).toEqual([{ filename: 'siyum.ics', contentType: 'text/calendar' }]);
  expect(await inbox.attachment(mail.id, 'siyum.ics')).toContain('DTSTART;VALUE=DATE:20310101');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /Stop these emails: (\S+)/.exec(mail.text ?? '')?.[1];
  expect(link && new URL(link).origin).toBe(new URL(stack.webUrl).origin);

  // The link: a question first (opening it changes nothing), then one button.
  const topic = mailPrefsMessages.claimConfirmation;
  await page.goto(link ?? '/unsubscribe');
  await expect(
    page.getByText(format(unsubscribeMessages.question, { topic, email: maskedEmail(email) })),
  ).toBeVisible();
  await page.getByRole('button', { name: unsubscribeMessages.confirm }).click();
  await expect(
    page.getByText(format(unsubscribeMessages.done, { topic, email: maskedEmail(email) })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: unsubscribeMessages.undo })).toBeFocused();

  // The preferences page: that switch off, the others on, the zone the browser's.
  await page.getByRole('link', { name: unsubscribeMessages.allSettings }).click();
  await expect(page).toHaveURL('/preferences');
  await expect(page.getByRole('checkbox', { name: topic })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: mailPrefsMessages.reminders })).toBeChecked();
  await expect(page.getByRole('combobox', { name: mailPrefsMessages.timeZone })).toContainText('Jerusalem');

  // And back on from there: saved to the account, so a reload still shows it.
  await page.getByRole('checkbox', { name: topic }).click();
  await expect(page.getByText(mailPrefsMessages.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: topic })).toBeChecked();
});

/**
 * The organizer writes to the learners from the participants page: each learner receives one copy,
 * addressed to them alone, with the organizer as Reply-To; the page lists what was sent.
 */
test('an organizer’s message reaches every learner once', async ({ page, identity, stack }) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'mail-writer');
  const learners = await Promise.all(
    ['mail-reader-a', 'mail-reader-b'].map((prefix) => createMember(identity, stack.apiUrl, prefix)),
  );
  const siyum = await organizer.createSiyum(`Letters ${Date.now()}`);
  const board = await readBoard(organizer.rpc, { id: siyum.id });
  for (const [i, learner] of learners.entries())
    ok(await learner.rpc.mutation('portion.claim', { portionId: board[i]?.id }, learner.token));

  await logIn(page, organizer.email);
  await page.goto(`/participants/${siyum.id}`);
  const form = page.getByRole('region', { name: learnerMessageMessages.heading });
  await form.getByRole('textbox', { name: learnerMessageMessages.subject }).fill('We finish on Sunday');
  await form
    .getByRole('textbox', { name: learnerMessageMessages.body })
    .fill('Dear learners,\n\nAt 8, in the shul.');
  await form.getByRole('button', { name: learnerMessageMessages.send }).click();
  await expect(form.getByText(format(learnerMessageMessages.sent, { count: 2 }))).toBeVisible();

  const inbox = mailCatcherClient(stack.mailWebUrl);
  for (const learner of learners) {
    const mail = await inbox.waitFor(
      (m) => m.envelopeTo.includes(learner.email) && m.subject.startsWith('We finish on Sunday'),
      30_000,
    );
    expect(mail.envelopeTo).toEqual([learner.email]);
    expect(mail.headers['reply-to']).toContain(organizer.email);
    expect(mail.text).toContain('At 8, in the shul.');
  }
  // Once each, even after the queue has had time to run anything twice.
  await page.waitForTimeout(2_000);
  for (const learner of learners) {
    const copies = (await inbox.messages()).filter(
      (m) => m.envelopeTo.includes(learner.email) && m.subject.startsWith('We finish on Sunday'),
    );
    expect(copies).toHaveLength(1);
  }
  // The page reads the delivery counts again while copies are going out: no reload needed.
  await expect(
    page.getByText(format(learnerMessageMessages.delivery, { delivered: 2, failed: 0 })),
  ).toBeVisible({ timeout: 15_000 });
});

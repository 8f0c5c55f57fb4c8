import {
  aboutPageMessages,
  donatePageMessages,
  format,
  pageMessages,
  supportInboxMessages,
  supportMessages,
  supportValidationMessages,
} from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, Rpc } from './support/members';
import { SUPPORT_STAFF_EMAIL } from './support/stackEnv';

const field = (label: string) => new RegExp(`^${label}`);

test('a visitor sends a message from /contact-us and sees the confirmation', async ({ page, stack }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMessages.contact);
  const form = page.getByRole('form', { name: supportMessages.contactFormLabel });

  // Sending it empty explains each field; nothing leaves the page.
  await form.getByRole('button', { name: supportMessages.submit }).click();
  await expect(form.getByText(supportValidationMessages.nameRequired)).toBeVisible();
  await expect(form.getByRole('textbox', { name: field(supportMessages.name) })).toBeFocused();

  await form.getByRole('textbox', { name: field(supportMessages.name) }).fill('Chana Weiss');
  await form.getByRole('textbox', { name: field(supportMessages.email) }).fill('Chana.Weiss@Example.org');
  await form.getByRole('textbox', { name: field(supportMessages.subject) }).fill('A siyum for our shul');
  await form
    .getByRole('textbox', { name: field(supportMessages.message) })
    .fill('Could we make a siyum for the whole kehilla before Pesach?');
  const sent = page.waitForResponse((response) => response.url().includes('/api/trpc/support.send'));
  await form.getByRole('button', { name: supportMessages.submit }).click();

  // The server stored it (answering its id), and the page says so.
  const response = await sent;
  expect(response.status()).toBe(200);
  const [answer] = (await response.json()) as [{ result: { data: { id: number } } }];
  expect(answer.result.data.id).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: supportMessages.sentHeading })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(
    format(supportMessages.sentText, { email: 'chana.weiss@example.org' }),
  );

  // What the form refuses, the API refuses too: 400, whoever calls it.
  const rpc = new Rpc(stack.apiUrl);
  const invalid = await rpc.mutation('support.send', {
    kind: 'contact',
    name: 'Chana',
    email: 'not-an-email',
    subject: 'Hello',
    message: 'Hi',
  });
  expect(invalid.status).toBe(400);
  expect(invalid.ok || invalid.error.data.code).toBe('BAD_REQUEST');
});

test('a signed-in user finds their email filled in on /support', async ({ page, identity, stack }) => {
  const member = await createMember(identity, stack.apiUrl, 'helpme');
  await logIn(page, member.email);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMessages.support);
  const form = page.getByRole('form', { name: supportMessages.supportFormLabel });
  await expect(form.getByRole('textbox', { name: field(supportMessages.email) })).toHaveValue(member.email);
  await expect(form.getByRole('textbox', { name: field(supportMessages.name) })).toHaveValue('helpme Tester');
});

test('the about page holds the policy sections the footer links to; donate says how to give', async ({
  page,
}) => {
  await page.goto('/about-us#privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMessages.about);
  await expect(
    page.locator('#privacy').getByRole('heading', { name: aboutPageMessages.privacyHeading }),
  ).toBeVisible();
  await expect(
    page.locator('#cookies').getByRole('heading', { name: aboutPageMessages.cookiesHeading }),
  ).toBeAttached();

  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMessages.donate);
  await expect(page.getByRole('heading', { name: donatePageMessages.whyHeading })).toBeVisible();
  // The stack sets no VITE_DONATE_URL: no payment link, an honest sentence instead.
  if (!process.env.VITE_DONATE_URL) {
    await expect(page.getByText(donatePageMessages.unavailable)).toBeVisible();
    await expect(page.getByRole('link', { name: donatePageMessages.button })).toHaveCount(0);
  }
});

test('the support staff read a message in the inbox, reply by email and mark it answered; others may not', async ({
  page,
  identity,
  stack,
}) => {
  const subject = `Question ${Date.now()}`;
  const rpc = new Rpc(stack.apiUrl);
  const sent = await rpc.mutation('support.send', {
    kind: 'support',
    name: 'Dovid Katz',
    email: 'dovid.asks@example.org',
    subject,
    message: 'The button to mark my portion does nothing on my phone.',
  });
  expect(sent.status).toBe(200);

  // Someone who is not staff is told the inbox is not theirs.
  const member = await createMember(identity, stack.apiUrl, 'notstaff');
  await logIn(page, member.email);
  await page.goto('/support/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supportInboxMessages.title);
  await expect(page.getByText(supportInboxMessages.forbidden)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // The staff member finds it waiting, with a reply link to the sender.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await identity.createUser(SUPPORT_STAFF_EMAIL, { givenName: 'Help', familyName: 'Desk' });
  await logIn(page, SUPPORT_STAFF_EMAIL);
  await page.goto('/support/inbox');
  const message = page.getByRole('article', { name: subject });
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: supportInboxMessages.reply })).toHaveAttribute(
    'href',
    /^mailto:dovid\.asks%40example\.org\?subject=/,
  );
  await message.getByRole('button', { name: supportInboxMessages.markAnswered }).click();
  await expect(message).toHaveCount(0);

  // It is kept, answered, under "All" — and after a reload.
  await page.reload();
  await page.getByRole('radio', { name: supportInboxMessages.showAll }).check();
  await expect(page.getByRole('article', { name: subject })).toHaveAttribute('data-answered', 'true');
});

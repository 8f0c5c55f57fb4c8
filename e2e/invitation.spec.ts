import {
  invitationMessages,
  siyumManageMessages as m,
  type ParticipantsPage,
  selectMessages,
  type User,
} from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, ok, readBoard } from './support/members';

/**
 * Decision 0017 end to end: an organizer adds someone by email — who has an account — and gets an
 * invitation link instead of their account; only when that person opens the link, logs in and
 * accepts do the portions become theirs and their contact details reach the organizer.
 */
test('an organizer invites by email; the invitee accepts and only then joins', async ({
  browser,
  identity,
  stack,
}) => {
  test.setTimeout(90_000);
  const organizer = await createMember(identity, stack.apiUrl, 'inviter');
  const invitee = await createMember(identity, stack.apiUrl, 'invitee');
  const inviteeId = ok(await invitee.rpc.query<User>('auth.me', { platform: 'siyum' }, invitee.token)).id;
  const siyum = await organizer.createSiyum(`Invitation test ${Date.now()}`);

  // Placing a portion with an account that never joined is refused, as if there were no such person.
  const [berakhot] = await readBoard(organizer.rpc, { id: siyum.id });
  const refused = await organizer.rpc.mutation(
    'portion.assign',
    { portionId: berakhot?.id, userId: inviteeId },
    organizer.token,
  );
  expect(!refused.ok && refused.error.data.code).toBe('NOT_FOUND');

  // The organizer adds them on the participants page: a guest with what was typed, and a link.
  const organizerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await organizerContext.newPage();
  await logIn(page, organizer.email);
  await page.goto(`/participants/${siyum.id}`);
  const form = page.getByRole('form', { name: m.addHeading });
  await form.getByRole('textbox', { name: m.email }).fill(invitee.email);
  await form.getByRole('textbox', { name: m.firstName }).fill('Savta');
  await form.getByRole('combobox', { name: m.portions }).click();
  await page.getByRole('combobox', { name: selectMessages.search }).fill('Berakhot');
  await page.getByRole('option', { name: 'Berakhot' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: m.addSubmit }).click();
  const guestCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Savta' }) });
  await expect(guestCard.getByText(m.invited)).toBeVisible();
  const listed = ok(
    await organizer.rpc.query<ParticipantsPage>('siyum.participants', { id: siyum.id }, organizer.token),
  );
  expect(listed.participants.map((p) => p.userId)).not.toContain(inviteeId);
  await guestCard.getByRole('button', { name: 'Copy invitation link for Savta' }).click();
  await expect(guestCard.getByRole('status')).toContainText('Invitation link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toMatch(/^\/join\/[0-9a-f]{32}$/);

  // The invitee opens it as a visitor, logs in from the page, comes back and accepts.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('heading', { name: invitationMessages.heading })).toBeVisible();
  await expect(inviteePage.getByText('Hello Savta,')).toBeVisible();
  await expect(inviteePage.getByText('Berakhot', { exact: true })).toBeVisible();
  await inviteePage.getByRole('button', { name: invitationMessages.logIn }).click();
  await logIn(inviteePage, invitee.email);
  await expect(inviteePage).toHaveURL(link);
  await inviteePage.getByRole('button', { name: invitationMessages.accept }).click();
  await expect(inviteePage).toHaveURL(`/s/${siyum.id}`);

  // Now a member: the organizer sees their own account's details, and the guest is gone.
  await page.reload();
  const memberCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^invitee/ }) });
  await expect(memberCard.getByRole('link', { name: `${m.emailLabel} ${invitee.email}` })).toBeVisible();
  await expect(memberCard.getByText(m.invited)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Savta' })).toHaveCount(0);

  // The link is spent.
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('alert')).toHaveText(invitationMessages.notFound);
  await Promise.all([organizerContext.close(), inviteeContext.close()]);
});

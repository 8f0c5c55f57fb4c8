import type { Page } from '@playwright/test';
import { authMessages, format, navMessages, notFoundMessages, pageMessages } from '@siyum/domain';
import { E2E_PASSWORD, expect, test } from './fixtures';

/** Spec §2: every route exists; content still to come says so inside the real chrome, never a 404. */
const PUBLIC_PAGES: [string, string][] = [
  ['/about-us', pageMessages.about],
  ['/community', pageMessages.community],
  ['/contact-us', pageMessages.contact],
  ['/donate', pageMessages.donate],
  ['/learnings', pageMessages.learnings],
  ['/portions/7', pageMessages.portions],
  ['/preferences', pageMessages.preferences],
  ['/progress/7', pageMessages.progress],
  ['/s/7', pageMessages.siyum],
  ['/support', pageMessages.support],
];

const SIGNED_IN_PAGES: [string, string][] = [
  ['/create', pageMessages.create],
  ['/dashboard', navMessages.myDashboard],
  ['/my-siyumim', pageMessages.mySiyumim],
  ['/edit/7', pageMessages.edit],
  ['/participants/7', pageMessages.participants],
  ['/admins/7', pageMessages.admins],
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every public page of §2 renders in the chrome with its title', async ({ page }) => {
  for (const [path, title] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('login-required pages send a visitor to /login with the path to come back to', async ({ page }) => {
  for (const [path] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(path)}`);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: authMessages.loginTitle }),
    ).toBeVisible();
  }
});

test('signed in, the pages open; a non-numeric id fails the validity check', async ({ page, identity }) => {
  const { email } = await identity.createUser(identity.uniqueEmail('routes'), {
    givenName: 'Route',
    familyName: 'Walker',
  });
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await dialog
    .getByLabel(/^Password\*?$/)
    .and(page.locator('input'))
    .fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: navMessages.myDashboard })).toBeVisible();
  for (const [path, title] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
  }
  for (const path of ['/edit/abc', '/participants/1x', '/admins/-3']) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(format(notFoundMessages.invalid, { path }));
  }
});

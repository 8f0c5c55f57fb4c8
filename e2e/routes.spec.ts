import type { Page } from '@playwright/test';
import { authMessages, format, navMessages, notFoundMessages, pageMessages } from '@siyum/domain';
import { expect, test } from './fixtures';
import { logIn } from './support/members';

/** Spec §2: every route exists; content still to come says so inside the real chrome, never a 404. */
const PUBLIC_PAGES: [string, string][] = [
  ['/about-us', pageMessages.about],
  ['/community', pageMessages.community],
  ['/contact-us', pageMessages.contact],
  ['/donate', pageMessages.donate],
  ['/learnings', pageMessages.learnings],
  ['/preferences', pageMessages.preferences],
  ['/support', pageMessages.support],
];

const SIGNED_IN_PAGES: [string, string][] = [
  ['/create', pageMessages.create],
  ['/dashboard', navMessages.myDashboard],
  ['/my-siyumim', pageMessages.mySiyumim],
];
/** Signed in and per siyum (§6): navigation.spec.ts opens them on a siyum of one's own. */
const PER_SIYUM_PAGES = ['/edit/7', '/participants/7', '/admins/7'];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every public page of §2 renders in the chrome with its title', async ({ page }) => {
  for (const [path, title] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByRole('banner')).toBeVisible();
    // The footer waits unseen only under a page's spinner (page.css): a page drawn without its own
    // <main> would hide it for good.
    await expect(page.locator('#root > footer')).toBeVisible();
  }
});

test('login-required pages send a visitor to /login with the path to come back to', async ({ page }) => {
  for (const path of [...SIGNED_IN_PAGES.map(([path]) => path), ...PER_SIYUM_PAGES]) {
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
  await logIn(page, email);
  for (const [path, title] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
    await expect(page.locator('#root > footer')).toBeVisible();
  }
  for (const path of ['/edit/abc', '/participants/1x', '/admins/-3']) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(format(notFoundMessages.invalid, { path }));
    await expect(page.locator('#root > footer')).toBeVisible();
  }
});

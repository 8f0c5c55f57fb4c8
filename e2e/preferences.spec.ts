import type { Page } from '@playwright/test';
import { pageMessages, preferencesMessages, type User } from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, ok } from './support/members';

/** Records the theme and font size at the first frame, before anything the app's code does. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      Object.assign(window, { firstPaint: { theme: root.dataset.theme, fontSize: root.style.fontSize } });
    });
  });
}
const firstPaint = (page: Page) =>
  page
    .waitForFunction(() => (window as { firstPaint?: unknown }).firstPaint)
    .then((handle) => handle.jsonValue());
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

async function choose(page: Page, themeLabel: string, sizeLabel: string) {
  await page.getByRole('radio', { name: themeLabel }).check();
  await page.getByRole('radio', { name: sizeLabel }).check();
}

test('a visitor’s theme and size apply at once and load without a flash', async ({ page }) => {
  await recordFirstPaint(page);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMessages.preferences);
  expect(await theme(page)).toBe('light');
  await choose(page, preferencesMessages.themeDark, preferencesMessages.fontSizeLarge);
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
  await expect(page.getByText(preferencesMessages.savedOnDevice)).toBeVisible();

  await page.goto('/about-us');
  expect(await firstPaint(page)).toEqual({ theme: 'dark', fontSize: '20px' });
});

test('a signed-in user’s choice reaches the account and follows them to another browser', async ({
  browser,
  identity,
  stack,
}) => {
  const member = await createMember(identity, stack.apiUrl, 'prefs');
  const first = await browser.newContext();
  const page = await first.newPage();
  await logIn(page, member.email);
  await page.goto('/preferences');
  await choose(page, preferencesMessages.themeDark, preferencesMessages.fontSizeSmall);
  await expect(page.getByText(preferencesMessages.savedToAccount)).toBeVisible();
  const me = ok(await member.rpc.query<User>('auth.me', { platform: 'siyum' }, member.token));
  expect(me.userPrefs).toMatchObject({ backgroundColor: 'dark', fontSize: 12 });
  await first.close();

  const second = await browser.newContext();
  const elsewhere = await second.newPage();
  await logIn(elsewhere, member.email);
  await expect.poll(() => theme(elsewhere)).toBe('dark');
  // The account's prefs are kept on this device too, so the next load paints them at once.
  await recordFirstPaint(elsewhere);
  await elsewhere.reload();
  expect(await firstPaint(elsewhere)).toEqual({ theme: 'dark', fontSize: '12px' });
  await second.close();
});

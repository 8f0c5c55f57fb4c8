import type { Browser, Page } from '@playwright/test';
import { format } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { E2E_PASSWORD, expect, LOCAL_CODE, test } from './fixtures';
import { createMember } from './support/members';

/**
 * Issue 23: the product in Hebrew, right to left, on the real stack. A browser whose language is
 * Hebrew gets Hebrew without choosing it; the journey of a new learner-organizer runs at a phone's
 * and a desktop's width without the page ever scrolling sideways.
 */

const hebrewReader = (browser: Browser, width: number) =>
  browser.newContext({ locale: 'he-IL', viewport: { width, height: 900 } });

const dialog = (page: Page) => page.getByRole('dialog');

/** Nothing wider than the window: a right-to-left layout that overflows scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const width of [320, 1280]) {
  test(`a Hebrew reader signs up, creates a siyum and takes a portion, at ${width} px`, async ({
    browser,
    identity,
  }) => {
    test.setTimeout(120_000);
    const context = await hebrewReader(browser, width);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he-IL');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(he.app.tagline)).toBeVisible();
    await expectNoSidewaysScroll(page, 'home');

    // Sign up: the login, then "sign up", the form, the emailed code.
    await page.goto('/login');
    await dialog(page).getByRole('button', { name: he.auth.signUpLink, exact: true }).click();
    await dialog(page).getByRole('button', { name: he.auth.continueWithEmail }).click();
    await dialog(page).getByRole('textbox', { name: he.authScreens.firstName }).fill('חנה');
    await dialog(page).getByRole('textbox', { name: he.authScreens.lastName }).fill('וייס');
    const email = identity.uniqueEmail('hebrew');
    const emailBox = dialog(page).getByRole('textbox', { name: he.authScreens.email });
    await emailBox.fill(email);
    // An address reads left to right on a Hebrew page too.
    await expect(emailBox).toHaveAttribute('dir', 'ltr');
    await dialog(page).getByRole('textbox', { name: he.authScreens.phone }).fill('2025550143');
    await dialog(page).getByRole('combobox', { name: he.address.country, exact: true }).click();
    // The countries are named in Hebrew.
    await page.keyboard.type('ארצות הברית');
    await page.getByRole('option', { name: 'ארצות הברית', exact: true }).click();
    await dialog(page).getByRole('combobox', { name: he.address.street, exact: true }).fill('123 Main St');
    await dialog(page).getByRole('textbox', { name: he.address.zip, exact: true }).fill('08701');
    for (const label of [he.auth.password, he.authScreens.confirmPassword])
      await dialog(page)
        .getByLabel(new RegExp(`^${label}\\*?$`))
        .and(page.locator('input'))
        .fill(E2E_PASSWORD);
    await dialog(page).getByRole('checkbox').check();
    await expectNoSidewaysScroll(page, 'the sign-up form');
    await dialog(page).getByRole('button', { name: he.authScreens.signUpButton, exact: true }).click();
    await dialog(page).getByRole('textbox', { name: he.authScreens.confirmationCode }).fill(LOCAL_CODE);
    await dialog(page).getByRole('button', { name: he.authScreens.confirmButton }).click();
    // Signed in: the header's dashboard link (at a phone's width Logout is in the menu).
    await expect(
      page.getByRole('banner').getByRole('link', { name: he.nav.myDashboard }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });

    // Create a siyum through the wizard, in Hebrew.
    const m = he.siyumCreate;
    const title = `משניות לעילוי נשמת שרה ${Date.now()}`;
    await page.goto('/create');
    await page.getByRole('textbox', { name: m.title }).fill(title);
    await page.getByRole('radio', { name: m.dedicationMemory }).check();
    await page.getByRole('textbox', { name: m.dedicationNames }).fill('שרה בת אברהם');
    await expectNoSidewaysScroll(page, 'the wizard');
    await page.getByRole('button', { name: m.next, exact: true }).click();
    await page.getByRole('radio', { name: /^משנה(?! תורה)/ }).check();
    await page.getByRole('radio', { name: m.unitTractate }).check();
    await expect(page.getByText(format(m.portionsOther, { count: 63 }))).toBeVisible();
    await page.getByRole('button', { name: m.next, exact: true }).click();
    await page.getByLabel(m.targetDate).fill('2031-03-01');
    await page.getByRole('button', { name: m.next, exact: true }).click();
    await page.getByRole('button', { name: m.create }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoSidewaysScroll(page, 'the siyum page');

    // Take a portion, by its Hebrew name, and learn it.
    const board = he.siyumBoard;
    await page.getByRole('button', { name: format(board.signUpFor, { label: 'ברכות' }) }).click();
    const learned = page.getByRole('button', { name: format(board.markLearnedFor, { label: 'ברכות' }) });
    await expect(learned).toBeVisible();
    await learned.click();
    await expect(page.getByText(format(board.progressPercent, { percent: 1 }))).toBeVisible();
    await expectNoSidewaysScroll(page, 'the board');
    await context.close();
  });
}

test('the header’s switch turns an English page Hebrew at once, and the choice stays', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/community');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByRole('button', { name: 'עברית' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.page.community);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he-IL');
  // Kept on this device: the next visit opens in Hebrew before anything is drawn.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.page.community);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(he.page.community);
  await context.close();
});

/**
 * What a Hebrew reader may still read in Latin letters: names people gave (learners, siyumim,
 * dedications — drawn isolated in `<bdi>` or `dir="auto"`), addresses, the product's and its
 * sister sites' names and the brands it links to. Anything else is an English word left behind.
 */
const NAMES = new Set([
  'Siyum',
  'All',
  'Daf',
  'Mishnah',
  'Torah',
  'Halacha',
  'Parsha',
  'App',
  'Store',
  'Google',
  'Play',
  'Apple',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'X',
  'QR',
  'CSV',
  'SMS',
  'TOTP',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'AVIF',
  'MB',
  'Re',
]);

async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(
    (names) => {
      // Names people gave, set apart; and the language switch, which names English in English.
      const setApart =
        'bdi, [dir="auto"], [dir="ltr"], [lang]:not([lang^="he"]), script, style, [aria-hidden="true"]';
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest(setApart)) texts.push(node.textContent ?? '');
      }
      const text = texts
        .join(' ')
        .replace(/\S+@\S+/g, ' ')
        .replace(/\bhttps?:\/\/\S+/g, ' ')
        // A path the not-found page repeats.
        .replace(/(^|\s)\/\S*/g, ' ');
      return [...new Set(text.match(/[A-Za-z][A-Za-z’']*/g) ?? [])].filter((word) => !names.includes(word));
    },
    [...NAMES],
  );
}

test('no English is left for a Hebrew reader on the routes of §2 or in the auth dialog', async ({
  browser,
  identity,
  stack,
}) => {
  test.setTimeout(120_000);
  const organizer = await createMember(identity, stack.apiUrl, 'walker');
  const siyum = await organizer.createSiyum('תהלים לרפואה שלמה');
  const context = await hebrewReader(browser, 1280);
  const page = await context.newPage();
  const found: string[] = [];
  const walk = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const words = await latinWords(page);
    if (words.length > 0) found.push(`${path}: ${words.join(' ')}`);
  };
  // A visitor: the public pages, the login dialog and a page that does not exist.
  for (const path of [
    '/',
    '/about-us',
    '/community',
    '/contact-us',
    '/donate',
    '/support',
    '/learnings',
    // An email's links: an invitation and an unsubscribe link that match nobody.
    `/join/${'0'.repeat(32)}`,
    `/unsubscribe?token=${'0'.repeat(64)}&topic=reminders`,
  ])
    await walk(path);
  await walk('/preferences');
  await walk('/no-such-page');
  await walk('/login');
  // Signed in: every page of one's own, and a siyum of one's own with its managing pages.
  await dialog(page).getByRole('textbox', { name: he.auth.usernameOrEmail }).fill(organizer.email);
  await dialog(page)
    .getByLabel(new RegExp(`^${he.auth.password}\\*?$`))
    .and(page.locator('input'))
    .fill(E2E_PASSWORD);
  await dialog(page).getByRole('button', { name: he.auth.logInButton, exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: he.nav.logout, exact: true }),
  ).toBeVisible();
  for (const path of [
    '/dashboard',
    '/create',
    '/my-siyumim',
    '/learnings',
    // Signed in, preferences adds the email settings: the switches and the time zone's name.
    '/preferences',
    `/s/${siyum.id}`,
    `/portions/${siyum.id}`,
    `/progress/${siyum.id}`,
    `/edit/${siyum.id}`,
    `/participants/${siyum.id}`,
    `/admins/${siyum.id}`,
    // The finish line's pages (issue 24), not in §2's list.
    `/certificate/${siyum.id}`,
    `/lobby/${siyum.id}`,
  ])
    await walk(path);
  expect(found).toEqual([]);
  await context.close();
});

import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Before its scripts have run, a page shows the site header from index.html (scripts/appShell.ts)
 * instead of a blank page. The app's first render replaces it with its own header, which starts
 * as the same box: the logo does not move, in either direction.
 */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    return {
      header: box('header'),
      logo: box('.siyum-header__logo'),
      headers: document.querySelectorAll('header').length,
    };
  });

const open = async (browser: Browser, baseURL: string, width: number, locale: string, scripts: boolean) => {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (!scripts) await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/s/99999999');
  return { context, page };
};

for (const [width, locale] of [
  [320, 'en-US'],
  [412, 'he-IL'],
] as const) {
  test(`the page shows the header before its scripts run, where the app draws its own (${width} px, ${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const before = await open(browser, baseURL ?? '', width, locale, false);
    await expect(before.page.getByRole('banner').getByRole('link', { name: 'Siyum' })).toBeVisible();
    const shell = await boxes(before.page);
    await before.context.close();

    const after = await open(browser, baseURL ?? '', width, locale, true);
    // The app has drawn: the header's menu button is its, not the shell's.
    await expect(after.page.getByRole('banner').getByRole('button')).toBeVisible();
    const app = await boxes(after.page);
    await after.context.close();

    expect(app.headers).toBe(1);
    expect(shell.header?.height).toBeCloseTo(app.header?.height ?? 0, 1);
    expect(shell.logo?.x).toBeCloseTo(app.logo?.x ?? 0, 1);
    expect(shell.logo?.y).toBeCloseTo(app.logo?.y ?? 0, 1);
  });
}

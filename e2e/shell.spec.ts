import { appMessages, errorPageMessages, format, navMessages, pageMessages } from '@siyum/domain';
import { expect, test } from './fixtures';

const PRODUCT = process.env.VITE_PRODUCT_NAME ?? 'Siyum';

test('every page sets its title, canonical link and share tags', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(format(appMessages.homeTitle, { product: PRODUCT }));
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', PRODUCT);
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '600');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '150');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  const response = await page.request.get(image ?? '');
  expect(response.headers()['content-type']).toBe('image/png');

  await page
    .getByRole('navigation', { name: navMessages.mainNavigation })
    .getByRole('link', { name: navMessages.about })
    .click();
  await expect(page).toHaveTitle(format(pageMessages.title, { page: pageMessages.about, product: PRODUCT }));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about-us`);
});

test('a route whose code fails to load is opened again in full', async ({ page }) => {
  // The page's chunk fails to load — for the idle preload and the navigation alike — until the
  // browser opens /about-us in full, as after a deploy or a dropped connection.
  let reloading = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/about-us')) reloading = true;
  });
  await page.route('**/assets/AboutPage-*.js', (route) => (reloading ? route.continue() : route.abort()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: navMessages.mainNavigation })
    .getByRole('link', { name: navMessages.about })
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: pageMessages.about })).toBeVisible();
});

test('a route whose code keeps failing to load reloads once, then shows the error page', async ({ page }) => {
  let fullLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/about-us')) fullLoads++;
  });
  await page.route('**/assets/AboutPage-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page
    .getByRole('navigation', { name: navMessages.mainNavigation })
    .getByRole('link', { name: navMessages.about })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: errorPageMessages.headline })).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(fullLoads).toBe(1);
});

test('after navigation the page starts at the top, and Back returns to where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 1200);
  });
  await page
    .getByRole('navigation', { name: navMessages.mainNavigation })
    .getByRole('link', { name: navMessages.about })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: pageMessages.about })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back returns to where the page was left: scrolled down, then a link followed without scrolling
  // to it (Playwright's own click would scroll the header's link into view first).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('main a[href="/community"], a[href="/community"]')?.click(),
  );
  await expect(page).toHaveURL(/\/community$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('the header’s destinations load their code while the browser is idle', async ({ page }) => {
  const preloaded = page.waitForRequest(/\/assets\/AboutPage-[^/]+\.js$/);
  await page.goto('/');
  await preloaded;
  // Nothing was clicked: the home page is still showing.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
});

test('the mobile menu lists the spec’s links in the spec’s order', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: navMessages.menu }).click();
  const menu = page.getByRole('dialog', { name: navMessages.menu });
  await expect(menu.getByRole('navigation', { name: navMessages.menu }).getByRole('link')).toHaveText([
    'Create a Siyum',
    'Browse Community Siyumim',
    'About',
    'Support Us',
  ]);
  // A visitor is offered Register and Log In above them.
  await expect(menu.getByRole('button', { name: navMessages.register })).toBeVisible();
  await expect(menu.getByRole('button', { name: navMessages.logIn, exact: true })).toBeVisible();
});

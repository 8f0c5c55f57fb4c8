import { navMessages } from '@siyum/domain';
import { COMPILE_HINT, SMALLEST_HINTED_BYTES } from '../scripts/compileHints';
import { expect, test } from './fixtures';
import { createMember } from './support/members';

const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
/** What a page names to load once it has painted. */
const lowPriorityScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );

// The production server names each route's code in the page it answers (the build's
// route-preloads.json): the browser fetches it beside the entry, and the entry's module-preload
// helper, finding the links there, adds none of its own.
test('a siyum page arrives naming its code, and the app adds no second link for it', async ({
  identity,
  page,
  request,
  stack,
}) => {
  const owner = await createMember(identity, stack.apiUrl, 'preloads');
  const siyum = await owner.createSiyum('Tehillim for the preloads');
  const html = await (await request.get(`/s/${siyum.id}`)).text();
  const home = preloadedScripts(await (await request.get('/')).text());
  const named = preloadedScripts(html);
  const siyumPage = named.find((path) => /\/assets\/SiyumPage-[\w-]+\.js$/.test(path ?? ''));
  expect(siyumPage, 'the siyum page chunk is named').toBeDefined();
  expect(named.length).toBeGreaterThan(home.length + 10);
  // The link preview's tags and the route's code share the page.
  expect(html).toContain('<title>Tehillim for the preloads - Siyum</title>');

  // The board, below the first screen, is named at low priority and not among the route's own code.
  const later = lowPriorityScripts(html);
  expect(later.filter((path) => /^\/assets\/siyumBoard-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(named.filter((path) => /siyumBoard-/.test(path ?? ''))).toEqual([]);

  await page.goto(`/s/${siyum.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tehillim for the preloads' })).toBeVisible();
  const links = await page.locator(`link[href="${siyumPage}"]`).count();
  expect(links).toBe(1);
  await expect(page.getByRole('button', { name: /^Sign up for / }).first()).toBeVisible();
  await expect(page.locator('link[href^="/assets/siyumBoard-"][href$=".js"]')).toHaveCount(1);
});

// Once the home page has loaded, the header's destinations are fetched into the cache from the
// build's list (prefetch: nothing compiled); a link pointed at is preloaded (fetched and compiled),
// so opening it runs code already here.
test('the home page prefetches the community page’s code from the list, preloads it when pointed at, and opening it works', async ({
  page,
}) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/route-preloads.json') listRequests.push(request.url());
  });
  await page.goto('/');
  const chunk = 'link[href^="/assets/CommunityPage-"][href$=".js"]';
  await expect(page.locator(`${chunk}[rel="prefetch"]`)).toHaveCount(1);
  await expect(page.locator(`${chunk}[rel="modulepreload"]`)).toHaveCount(0);
  // The home route is among the prefetched ones: the files the server named in the page are not
  // named a second time.
  const homePage = 'link[href^="/assets/HomePage-"][href$=".js"]';
  await expect(page.locator(homePage)).toHaveCount(1);
  await expect(page.locator(`${homePage}[rel="prefetch"]`)).toHaveCount(0);
  const communityLink = page.getByRole('banner').getByRole('link', { name: navMessages.browseCommunity });
  await communityLink.hover();
  await expect(page.locator(`${chunk}[rel="modulepreload"]`)).toHaveCount(1);
  expect(listRequests).toHaveLength(1);
  await communityLink.click();
  await expect(page).toHaveURL('/community');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// What a page imports once it has painted (the home page's live part, the layout's footer) is named
// in the page at low priority: fetched early without holding the first paint back, and the
// module-preload helper adds no link of its own for it in the middle of a render.
test('the home page names what it loads after painting at low priority, then runs it', async ({
  page,
  request,
}) => {
  const later = lowPriorityScripts(await (await request.get('/')).text());
  expect(later.some((path) => /^\/assets\/HomeLive-[\w-]+\.js$/.test(path))).toBe(true);
  expect(later.some((path) => /^\/assets\/AppFooter-[\w-]+\.js$/.test(path))).toBe(true);

  const counters = page.waitForRequest(/\/api\/trpc\/[^?]*siyum\.counters/);
  await page.goto('/');
  await counters;
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const homeLive = page.locator('link[href^="/assets/HomeLive-"][href$=".js"]');
  await expect(homeLive).toHaveCount(1);
  await expect(homeLive).toHaveAttribute('fetchpriority', 'low');
});

// V8 compiles a script whose first line is the compile hint on a background thread as it streams in
// (scripts/compileHints.ts): the code a page runs as it opens carries it, bar files too small to
// gain; code loaded on demand (the sign-in dialog) keeps V8's lazy compiling.
test('the code the home page runs as it opens carries the compile hint; the sign-in dialog’s does not', async ({
  request,
}) => {
  const body = async (path: string) => (await request.get(path)).text();
  const html = await body('/');
  const scripts = [
    ...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g),
    ...html.matchAll(/<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g),
  ].map((match) => match[1] ?? '');
  let hinted = 0;
  for (const path of scripts) {
    const code = await body(path);
    const hasHint = code.split('\n')[0] === COMPILE_HINT;
    expect(hasHint, path).toBe(code.length >= SMALLEST_HINTED_BYTES);
    if (hasHint) hinted += 1;
  }
  expect(hinted).toBeGreaterThan(5);

  const entry = await body(scripts[0] ?? '');
  expect(entry.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  const dialog = entry.match(/assets\/AuthDialogHost-[\w-]+\.js/)?.[0];
  expect(dialog, 'the entry names the sign-in dialog’s chunk').toBeDefined();
  const dialogCode = await body(`/${dialog}`);
  expect(dialogCode.length).toBeGreaterThan(SMALLEST_HINTED_BYTES);
  expect(dialogCode).not.toContain(COMPILE_HINT);
});

import { type Siyum, siyumPageMessages } from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn, ok } from './support/members';

// What a link-preview crawler sees: no script runs, so the tags must be in the HTML itself.
test('a siyum link carries its title and description for previews', async ({ identity, request, stack }) => {
  const owner = await createMember(identity, stack.apiUrl, 'preview');
  const siyum = await owner.createSiyum('Mishnah for Rivka bat Leah');
  const response = await request.get(`/s/${siyum.id}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const tag = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
  expect(html).toContain('<title>Mishnah for Rivka bat Leah - Siyum</title>');
  expect(tag('property="og:title"')).toBe('Mishnah for Rivka bat Leah - Siyum');
  expect(tag('property="og:url"')).toMatch(new RegExp(`/s/${siyum.id}$`));
  expect(tag('property="og:description"')).toBe(
    '0 of 63 portions learned · Siyum on 1 January 2031 (ו׳ טבת תשצ״א)',
  );
  expect(tag('name="description"')).toBe(tag('property="og:description"'));
  // The app itself still boots from the same page.
  expect(html).toContain('<div id="root">');

  // An unknown siyum gets the plain app page (which shows its 404), not someone else's tags.
  const unknown = await (await request.get('/s/99999999', { headers: { accept: 'text/html' } })).text();
  expect(unknown).not.toContain('og:description');
  expect(unknown).toContain('<div id="root">');
});

// The page arrives with its siyum (the server read it for the preview): a visitor sees it without
// the page asking the API for it again; only the board is asked for.
test('a visitor opening a siyum link sees it without a second request for it', async ({
  identity,
  page,
  stack,
}) => {
  const owner = await createMember(identity, stack.apiUrl, 'carried');
  const siyum = await owner.createSiyum('Mishnah carried in its page');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/trpc/')) asked.push(pathname.slice('/api/trpc/'.length));
  });
  await page.goto(`/s/${siyum.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mishnah carried in its page');
  await expect(page.locator('.siyum-board__row').first()).toBeVisible();
  const procedures = asked.flatMap((path) => path.split(','));
  expect(procedures).toContain('siyum.portions');
  expect(procedures).not.toContain('siyum.byId');
  // The data block is taken out of the page once read.
  await expect(page.locator('script[type="application/json"]')).toHaveCount(0);
});

// Decision 0019: an unlisted siyum opens only through its share link, in the app and in previews.
test('an unlisted siyum is reached through its keyed link only', async ({
  browser,
  identity,
  request,
  stack,
}) => {
  const owner = await createMember(identity, stack.apiUrl, 'unlisted');
  const title = `Family Tanach ${Date.now()}`;
  const siyum = ok(
    await owner.rpc.mutation<Siyum>(
      'siyum.create',
      { title, corpus: 'tehillim', unit: 'book', targetDate: '2031-01-01', visibility: 'unlisted' },
      owner.token,
    ),
  );
  expect(siyum.shareKey).toMatch(/^[0-9a-f]{32}$/);

  // The organizer's share button copies the keyed link.
  const ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner.email);
  await ownerPage.goto(`/s/${siyum.id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await ownerPage.getByRole('button', { name: siyumPageMessages.copyLink }).click();
  const shared = new URL(await ownerPage.evaluate(() => navigator.clipboard.readText()));
  expect(`${shared.pathname}${shared.search}`).toBe(`/s/${siyum.id}?key=${siyum.shareKey}`);

  // A visitor without the key finds nothing, in the app or in the page's HTML.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/s/${siyum.id}`);
  await expect(visitor.getByText(`Page Not Found: /s/${siyum.id}`)).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  const bare = await (await request.get(`/s/${siyum.id}`, { headers: { accept: 'text/html' } })).text();
  expect(bare).not.toContain(title);

  // With the link, the siyum and its preview.
  await visitor.goto(`${shared.pathname}${shared.search}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const keyed = await (
    await request.get(`${shared.pathname}${shared.search}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(keyed).toContain(`<title>${title} - Siyum</title>`);
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

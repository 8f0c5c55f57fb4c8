import { expect, test } from './fixtures';
import { createMember } from './support/members';

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
  expect(html).toContain('<div id="root"></div>');

  // An unknown siyum gets the plain app page (which shows its 404), not someone else's tags.
  const unknown = await (await request.get('/s/99999999', { headers: { accept: 'text/html' } })).text();
  expect(unknown).not.toContain('og:description');
  expect(unknown).toContain('<div id="root"></div>');
});

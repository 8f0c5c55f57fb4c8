import type { Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db';
import { silentLogger } from '../src/infra/log';
import { type RunningServer, startServer } from '../src/server';
import { upsertUserPrefs } from '../src/services/users';
import { createTestDatabase, type TestDatabase } from './support/database';
import { carriedSiyum, LISTED_TITLE, LISTED_TITLE_ESCAPED, seedSharedSiyumim } from './support/sharedSiyumim';
import { testSite } from './support/testSite';
import { BUILD_POLICY, INDEX_HTML, type WebBuild, writeWebBuild } from './support/webBuild';

const tag = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

/**
 * Link previews of /s/{id} from the one-process production server, read from the database with the
 * rules of scripts/shareHeadPlugin.ts and decision 0019: a listed siyum's page carries its title and
 * og:* tags; an unlisted one's only with its share key; anything else is the plain app page.
 */
describe('link previews of /s/{id} from the database', () => {
  let testDb: TestDatabase;
  let build: WebBuild;
  let server: RunningServer;
  let listed: Siyum;
  let unlisted: Siyum;
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { response, html: await response.text() };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    build = writeWebBuild();
    const { db } = testDb.database;
    ({ listed, unlisted } = await seedSharedSiyumim(db, 'previewer'));
    const site = testSite(db, build.dir, { trustProxy: 1 });
    server = await startServer({ port: 0, db, log: silentLogger, site: site.app, trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
    build?.remove();
  });

  it('puts a listed siyum’s title, description and og:* tags into the page, escaped', async () => {
    const { response, html } = await page(`/s/${listed.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
    const title = LISTED_TITLE_ESCAPED;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<title>Siyum - Start. Study. Siyum.</title>');
    expect(tag(html, 'property="og:title"')).toBe(title);
    expect(tag(html, 'property="og:description"')).toMatch(/^L’iluy nishmas Sarah bat Avraham · 0 of 5 /);
    expect(tag(html, 'property="og:url"')).toBe(`${server.url}/s/${listed.id}`);
    expect(tag(html, 'property="og:image"')).toBe(`${server.url}/share.png`);
    // Still the app's page: it boots from the same scripts.
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes the preview in the organizer’s language, the Hebrew date first in Hebrew (issue 23)', async () => {
    const { db } = testDb.database;
    await upsertUserPrefs(db, listed.user.id, { platform: 'siyum', data: { language: 'he' } });
    try {
      const { html } = await page(`/s/${listed.id}`);
      const description = tag(html, 'property="og:description"') ?? '';
      expect(description).toMatch(/^לעילוי נשמת Sarah bat Avraham · 0 מתוך 5 חלקים נלמדו · הסיום ב־/);
      // The Hebrew date, then the Gregorian one in Hebrew, in brackets.
      expect(description).toMatch(/הסיום ב־[\u0590-\u05FF׳״ ]+ \(\d{1,2} ב[\u0590-\u05FF]+ \d{4}\)$/);
      expect(html).toContain(`<title>${LISTED_TITLE_ESCAPED}</title>`);
    } finally {
      await upsertUserPrefs(db, listed.user.id, { platform: 'siyum', data: { language: 'en' } });
    }
    const { html } = await page(`/s/${listed.id}`);
    expect(tag(html, 'property="og:description"')).toMatch(/^L’iluy nishmas Sarah bat Avraham · 0 of 5 /);
  });

  it('names the https origin behind a TLS proxy (TRUST_PROXY)', async () => {
    const { html } = await page(`/s/${listed.id}/`, { 'x-forwarded-proto': 'https' });
    expect(tag(html, 'property="og:url"')).toMatch(
      new RegExp(`^https://127\\.0\\.0\\.1:\\d+/s/${listed.id}$`),
    );
  });

  it('shows an unlisted siyum only with its share key, and keeps the key in the link', async () => {
    expect(unlisted.shareKey).toMatch(/^[0-9a-f]{32}$/);
    const bare = await page(`/s/${unlisted.id}`);
    expect(bare.response.status).toBe(200);
    expect(bare.html).toBe(INDEX_HTML);
    const wrong = await page(`/s/${unlisted.id}?key=${'0'.repeat(32)}`);
    expect(wrong.html).toBe(INDEX_HTML);
    const short = await page(`/s/${unlisted.id}?key=abc`);
    expect(short.html).toBe(INDEX_HTML);
    const keyed = await page(`/s/${unlisted.id}?key=${unlisted.shareKey}`);
    expect(keyed.html).toContain('<title>Family Tehillim - Siyum</title>');
    expect(tag(keyed.html, 'property="og:url"')).toBe(
      `${server.url}/s/${unlisted.id}?key=${unlisted.shareKey}`,
    );
  });

  it('carries the siyum as `siyum.byId` answers a visitor, so the page draws without asking again', async () => {
    const asVisitor = async (input: { id: number; key?: string }) => {
      const query = encodeURIComponent(JSON.stringify(input));
      const response = await fetch(`${server.url}/api/trpc/siyum.byId?input=${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: { data: unknown } }).result.data;
    };
    const { html } = await page(`/s/${listed.id}`);
    const carried = carriedSiyum(html, { id: listed.id });
    expect(carried).toEqual(await asVisitor({ id: listed.id }));
    // The title's `<` and `&` stay text inside the one data block: nothing in it closes the block.
    expect(carried).toMatchObject({ title: LISTED_TITLE });
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
    // An unlisted siyum's, with its key: the visitor's answer, which names no share key.
    const input = { id: unlisted.id, key: unlisted.shareKey ?? '' };
    const keyed = carriedSiyum((await page(`/s/${unlisted.id}?key=${input.key}`)).html, input);
    expect(keyed).toEqual(await asVisitor(input));
    expect(keyed).not.toHaveProperty('shareKey');
  });

  it('answers an unknown siyum, or an id no siyum can have, with the plain page', async () => {
    for (const path of ['/s/99999999', '/s/9999999999', '/s/0', `/s/${listed.id}/board`]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(INDEX_HTML);
    }
  });

  it('answers the plain page when the database does not', async () => {
    const unreachable = openPostgres({ url: 'postgres://nobody:none@127.0.0.1:1/none' });
    try {
      const site = testSite(unreachable.db, build.dir);
      const answer = await site.app.fetch(new Request(`http://127.0.0.1/s/${listed.id}`));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(INDEX_HTML);
    } finally {
      await unreachable.close();
    }
  });

  it('names PUBLIC_ORIGIN when it is set, whatever the request says', async () => {
    const site = testSite(testDb.database.db, build.dir, {
      share: { productName: 'Siyum', imageUrl: 'https://cdn.example.org/share.png' },
      publicOrigin: 'https://siyum.example.org',
    });
    const answer = await site.app.fetch(
      new Request(`http://evil.example/s/${listed.id}`, { headers: { host: 'evil.example' } }),
    );
    const html = await answer.text();
    expect(tag(html, 'property="og:url"')).toBe(`https://siyum.example.org/s/${listed.id}`);
    expect(tag(html, 'property="og:image"')).toBe('https://cdn.example.org/share.png');
  });
});

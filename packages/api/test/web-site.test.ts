import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LOCAL_CONNECT_SOURCES } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db';
import { silentLogger } from '../src/infra/log';
import type { RunningServer } from '../src/server';
import { createSite } from '../src/web/site';
import { createTestDatabase } from './support/database';
import { rawRequest } from './support/rawHttp';
import { type ServedTestSite, serveTestSite, testSite } from './support/testSite';
import { BUILD_POLICY, ENTRY_SCRIPT, INDEX_HTML, type WebBuild, writeWebBuild } from './support/webBuild';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app as the one-process production server serves it (web/site.ts), over real HTTP
 * beside the API: the build's `_headers` on every answer, brotli / gzip by Accept-Encoding, hashed
 * assets cached for a year, the SPA fallback — and nothing of the build that is not for browsers.
 */
describe('the production server serves the built web app', () => {
  let served: ServedTestSite;
  let build: WebBuild;
  let server: RunningServer;
  const get = (path: string, headers: Record<string, string> = {}) => served.get(path, headers);

  beforeAll(async () => {
    served = await serveTestSite();
    ({ build, server } = served);
  });
  afterAll(() => served?.stop());

  it('answers / with index.html under the build’s security headers, revalidated', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe(BUILD_POLICY);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toBe(INDEX_HTML);
  });

  it('compresses as the client accepts: brotli first, gzip by preference, none on refusal', async () => {
    const original = readFileSync(join(build.dir, ENTRY_SCRIPT));
    const cases: Array<[string | undefined, string | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const answer = await get(ENTRY_SCRIPT, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], String(accept)).toBe(expected);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      const body =
        expected === 'br'
          ? brotliDecompressSync(answer.body)
          : expected === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.equals(original), String(accept)).toBe(true);
      if (expected) expect(answer.body.length).toBeLessThan(original.length / 3);
    }
    // Images are compressed already.
    const image = await get('/assets/share-Def456.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('caches hashed assets for a year; other files are revalidated', async () => {
    expect((await get(ENTRY_SCRIPT)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/share-Def456.png')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/builds/latest.json')).headers['cache-control']).toBe('no-cache');
    const prefs = await get('/boot/prefs.js');
    expect(prefs.headers['cache-control']).toBe('no-cache');
    expect(prefs.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(prefs.headers['content-security-policy']).toBe(BUILD_POLICY);
  });

  it('answers unknown paths with index.html and 200, but a missing asset with 404', async () => {
    for (const path of ['/community', '/s/12/manage', '/no/such/page.txt', '/s/not-a-number']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(INDEX_HTML);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
    const missing = await get('/assets/index-Gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<html');
    expect(missing.headers['content-security-policy']).toBe(BUILD_POLICY);
  });

  it('never serves source maps, the build manifest, _headers or anything outside the build', async () => {
    for (const path of [
      `${ENTRY_SCRIPT}.map`,
      `${ENTRY_SCRIPT}%2emap`,
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/_headers',
      '/%5Fheaders',
      '/assets/.hidden.js',
      '/assets/%E0%A4%A.js',
    ])
      expect((await get(path)).status, path).toBe(404);
    // Dot segments are resolved before the path is looked at: a fallback page, not a file elsewhere.
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json']) {
      const answer = await get(path);
      expect(answer.body.toString(), path).not.toMatch(/root:|"name"/);
    }
  });

  it('answers a repeated request with 304 when its copy is current, and HEAD without a body', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(`${server.url}${ENTRY_SCRIPT}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a descriptor a deploy replaced in place', async () => {
    const before = (await get('/builds/latest.json')).body.toString();
    // The same length, as a real deploy's: the file is compared by size and time.
    build.write('builds/latest.json', JSON.stringify({ id: 'build-0002' }));
    const after = (await get('/builds/latest.json')).body.toString();
    expect(before).toContain('build-0001');
    expect(after).toContain('build-0002');
  });

  it('leaves /api to the API, and refuses methods other than GET and HEAD elsewhere', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
    expect(health.headers['content-security-policy']).toBeUndefined();
    expect((await get('/api/no-such-route')).status).toBe(404);
    expect((await get('/api')).status).toBe(404);
    const post = await rawRequest(`${server.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('the site in the local stack', () => {
  it('lets the page reach the local identity provider’s run-time port, as vite preview did', async () => {
    const build = writeWebBuild();
    try {
      const testDb = await createTestDatabase();
      try {
        const site = testSite(testDb.database.db, build.dir, { local: true });
        const answer = await site.app.fetch(new Request('http://127.0.0.1/'));
        const policy = answer.headers.get('content-security-policy') ?? '';
        expect(policy).toContain(
          `connect-src 'self' https://*.amazonaws.com ${LOCAL_CONNECT_SOURCES.join(' ')};`,
        );
      } finally {
        await testDb.drop();
      }
    } finally {
      build.remove();
    }
  });

  it('refuses to start without a build or without its _headers', () => {
    const build = writeWebBuild();
    // Never queried: no site is made.
    const unused = openPostgres({ url: 'postgres://nobody:none@127.0.0.1:1/none' });
    const options = {
      db: unused.db,
      share: { productName: 'Siyum', imageUrl: '/share.png' },
      trustProxy: 0,
      local: false,
      log: silentLogger,
    };
    try {
      expect(() => createSite({ ...options, dir: join(build.dir, 'nothing') })).toThrow(/npm run build:app/);
      build.write('_headers', '');
      expect(() => createSite({ ...options, dir: build.dir })).toThrow(/Content-Security-Policy/);
    } finally {
      build.remove();
      void unused.close();
    }
  });
});

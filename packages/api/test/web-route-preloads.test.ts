import { brotliDecompressSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedTestSite, serveTestSite, testSite } from './support/testSite';
import { INDEX_HTML, writeWebBuild } from './support/webBuild';

const ROUTES: RoutePreloads[] = [
  { pattern: '/', scripts: ['/assets/HomePage-a1.js'], styles: [] },
  {
    pattern: '/community',
    scripts: ['/assets/CommunityPage-b2.js'],
    styles: ['/assets/CommunityPage-b2.css'],
  },
  { pattern: '/s/:id', scripts: ['/assets/SiyumPage-c3.js', '/assets/board-d4.js'], styles: [] },
  { pattern: '*', scripts: ['/assets/NotFoundPage-e5.js'], styles: [] },
];
const preload = (path: string) => `<link rel="modulepreload" crossorigin href="${path}">`;

/**
 * The production server names each route's code in the page it answers (the build's
 * ROUTE_PRELOADS_FILE), so the browser fetches it beside the entry.
 */
describe('the production server names the route’s files in the page', () => {
  let served: ServedTestSite;
  const get = (path: string, headers: Record<string, string> = {}) => served.get(path, headers);

  beforeAll(async () => {
    served = await serveTestSite((build) =>
      build.write(ROUTE_PRELOADS_FILE, JSON.stringify({ routes: ROUTES })),
    );
  });
  afterAll(() => served?.stop());

  it('answers each route with index.html naming that route’s scripts and style sheets', async () => {
    const siyum = (await get('/s/12?key=abc')).body.toString();
    expect(siyum).toContain(preload('/assets/SiyumPage-c3.js'));
    expect(siyum).toContain(preload('/assets/board-d4.js'));
    expect(siyum).not.toContain('CommunityPage');
    expect(siyum.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX_HTML);

    const community = (await get('/community')).body.toString();
    expect(community).toContain('<link rel="stylesheet" crossorigin href="/assets/CommunityPage-b2.css">');
    expect(community).toContain(preload('/assets/CommunityPage-b2.js'));
    expect((await get('/')).body.toString()).toContain(preload('/assets/HomePage-a1.js'));
    expect((await get('/no/such/page')).body.toString()).toContain(preload('/assets/NotFoundPage-e5.js'));
  });

  it('serves the list itself, revalidated, for the app’s preloading of the next routes', async () => {
    const answer = await get('/route-preloads.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(answer.body.toString())).toEqual({ routes: ROUTES });
  });

  it('keeps one copy per route: the same ETag for two siyumim, another for another route, 304 on a match', async () => {
    const first = await get('/s/1');
    const second = await get('/s/2');
    const community = await get('/community');
    expect(first.headers.etag).toBe(second.headers.etag);
    expect(community.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/s/3', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    const compressed = await get('/s/4', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(first.body.toString());
  });

  it('reads the list again when a deploy replaces index.html in place', async () => {
    const next = ROUTES.map((route) =>
      route.pattern === '/s/:id' ? { ...route, scripts: ['/assets/SiyumPage-z9.js'] } : route,
    );
    served.build.write(ROUTE_PRELOADS_FILE, JSON.stringify({ routes: next }));
    served.build.write('index.html', INDEX_HTML.replace('Siyum - Start', 'Siyum  - Start'));
    const answer = (await get('/s/12')).body.toString();
    expect(answer).toContain(preload('/assets/SiyumPage-z9.js'));
    expect(answer).not.toContain('SiyumPage-c3.js');
  });

  it('refuses to start on a list of the wrong shape; without one it serves the plain page', async () => {
    const broken = writeWebBuild();
    const plain = writeWebBuild();
    try {
      broken.write(ROUTE_PRELOADS_FILE, JSON.stringify({ routes: [{ pattern: '/' }] }));
      expect(() => testSite(served.testDb.database.db, broken.dir)).toThrow(/route 0/);
      const site = testSite(served.testDb.database.db, plain.dir);
      const answer = await site.app.request('/s/12');
      expect(await answer.text()).toBe(INDEX_HTML);
    } finally {
      broken.remove();
      plain.remove();
    }
  });
});

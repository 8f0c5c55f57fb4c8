import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Siyum } from '@siyum/domain';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildShareEdgeBundle,
  EDGE_MAX_BYTES,
  edgeBundleProblems,
  nodeGlobalProblems,
} from '../build/shareEdge';
import { silentLogger } from '../src/infra/log';
import { type RunningServer, startServer } from '../src/server';
import {
  createShareEdge,
  type ShareEdge,
  type ShareEdgeConfig,
  shareEdgeConfigFromEnv,
} from '../src/web/shareEdge';
import { createTestDatabase, type TestDatabase } from './support/database';
import { LISTED_TITLE_ESCAPED, seedSharedSiyumim } from './support/sharedSiyumim';
import { testSite } from './support/testSite';
import { BUILD_POLICY, INDEX_HTML, type WebBuild, writeWebBuild } from './support/webBuild';

const tag = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

const PUBLIC_ORIGIN = 'https://siyum.example.org';
const SHARE = { productName: 'Siyum', imageUrl: '/share.png' };

interface Local {
  url: string;
  /** Requests it has seen, by path. */
  seen: string[];
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 (the bucket of index.html, or an API that misbehaves). */
async function serveLocal(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Local> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A port nothing listens on: one a server had a moment ago. */
async function closedPort(): Promise<string> {
  const local = await serveLocal(() => undefined);
  await local.close();
  return local.url;
}

/**
 * The edge function of the CDN path (docs/deploy.md, "Link previews"): /s/{id} answered at the edge
 * from the API's `siyum.byId` and the built index.html — against the real API on a real database,
 * with index.html from a server of its own. The same previews as the production server's, under
 * the same headers; the plain page for anything else; a 502 only without index.html.
 */
describe('the link-preview edge function of /s/{id}', () => {
  let testDb: TestDatabase;
  let build: WebBuild;
  let api: RunningServer;
  let bucket: Local;
  let siteHeaders: string;
  let listed: Siyum;
  let unlisted: Siyum;
  let edge: ShareEdge;
  const errors: string[] = [];

  const configFor = (overrides: Partial<ShareEdgeConfig> = {}): ShareEdgeConfig => ({
    apiOrigin: api.url,
    indexUrl: `${bucket.url}/index.html`,
    siteHeaders,
    share: SHARE,
    publicOrigin: PUBLIC_ORIGIN,
    onError: (error) => errors.push((error as Error).message),
    ...overrides,
  });
  const get = async (handler: ShareEdge, path: string, init: RequestInit = {}) => {
    const response = await handler(new Request(`https://edge.example.org${path}`, init));
    return { response, html: await response.text() };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    build = writeWebBuild();
    siteHeaders = readFileSync(join(build.dir, '_headers'), 'utf8');
    const { db } = testDb.database;
    ({ listed, unlisted } = await seedSharedSiyumim(db, 'edge-previewer'));
    api = await startServer({ port: 0, db, log: silentLogger, rateLimitPerMinute: 100_000 });
    bucket = await serveLocal((request, response) => {
      if (request.url === '/index.html') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(INDEX_HTML);
      } else {
        response.writeHead(404).end();
      }
    });
    edge = createShareEdge(configFor());
  });
  afterAll(async () => {
    await bucket?.close();
    await api?.close();
    await testDb?.drop();
    build?.remove();
  });

  it('puts a listed siyum’s title and og:* tags into index.html, under the build’s headers', async () => {
    const { response, html } = await get(edge, `/s/${listed.id}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const title = LISTED_TITLE_ESCAPED;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<title>Siyum - Start. Study. Siyum.</title>');
    expect(tag(html, 'property="og:title"')).toBe(title);
    expect(tag(html, 'property="og:description"')).toMatch(/^L’iluy nishmas Sarah bat Avraham · 0 of 5 /);
    expect(tag(html, 'property="og:url"')).toBe(`${PUBLIC_ORIGIN}/s/${listed.id}`);
    expect(tag(html, 'property="og:image"')).toBe(`${PUBLIC_ORIGIN}/share.png`);
    expect(html).toContain('<div id="root"></div>');
    expect(errors).toEqual([]);
  });

  it('answers the same page, byte for byte, as the production server does from the database', async () => {
    const site = testSite(testDb.database.db, build.dir, { share: SHARE, publicOrigin: PUBLIC_ORIGIN });
    const paths = [
      `/s/${listed.id}`,
      // A key without a share key's form is no key: the link in the tags goes without it.
      `/s/${listed.id}?key=abc`,
      `/s/${unlisted.id}?key=${unlisted.shareKey}`,
      `/s/${unlisted.id}`,
    ];
    for (const path of paths) {
      const server = await site.app.fetch(new Request(`http://127.0.0.1${path}`));
      const atEdge = await get(edge, path);
      expect(atEdge.html, path).toBe(await server.text());
      expect(atEdge.response.headers.get('content-security-policy'), path).toBe(
        server.headers.get('content-security-policy'),
      );
    }
    const { html } = await get(edge, `/s/${listed.id}?key=abc`);
    expect(tag(html, 'property="og:url"')).toBe(`${PUBLIC_ORIGIN}/s/${listed.id}`);
  });

  it('names the request’s origin when PUBLIC_ORIGIN is not set', async () => {
    const own = createShareEdge(configFor({ publicOrigin: undefined }));
    const { html } = await get(own, `/s/${listed.id}/`);
    expect(tag(html, 'property="og:url"')).toBe(`https://edge.example.org/s/${listed.id}`);
  });

  it('shows an unlisted siyum only with its share key, and keeps the key in the link', async () => {
    expect(unlisted.shareKey).toMatch(/^[0-9a-f]{32}$/);
    for (const query of ['', `?key=${'0'.repeat(32)}`, '?key=abc', `?key=${unlisted.shareKey}x`]) {
      const { response, html } = await get(edge, `/s/${unlisted.id}${query}`);
      expect(response.status, query).toBe(200);
      expect(html, query).toBe(INDEX_HTML);
    }
    const keyed = await get(edge, `/s/${unlisted.id}?key=${unlisted.shareKey}`);
    expect(keyed.html).toContain('<title>Family Tehillim - Siyum</title>');
    expect(tag(keyed.html, 'property="og:url"')).toBe(
      `${PUBLIC_ORIGIN}/s/${unlisted.id}?key=${unlisted.shareKey}`,
    );
    expect(errors).toEqual([]);
  });

  it('answers an unknown siyum, or a path that names none, with the plain page and its headers', async () => {
    const paths = ['/s/99999999', '/s/9999999999', '/s/0', '/s/abc', '/s/-1', `/s/${listed.id}/board`, '/s/'];
    for (const path of paths) {
      const { response, html } = await get(edge, path);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(INDEX_HTML);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toBe(BUILD_POLICY);
    }
    expect(errors).toEqual([]);
  });

  it('answers other methods, and clients that take no HTML, with the plain page', async () => {
    const post = await get(edge, `/s/${listed.id}`, { method: 'POST', body: '{}' });
    expect(post.response.status).toBe(200);
    expect(post.html).toBe(INDEX_HTML);
    const head = await get(edge, `/s/${listed.id}`, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
    expect(head.html).toBe('');
    const json = await get(edge, `/s/${listed.id}`, { headers: { Accept: 'application/json' } });
    expect(json.html).toBe(INDEX_HTML);
    // Crawlers send */*, a browser's list, or no Accept at all: all take HTML.
    for (const accept of ['*/*', 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', '']) {
      const { html } = await get(edge, `/s/${listed.id}`, accept ? { headers: { Accept: accept } } : {});
      expect(tag(html, 'property="og:title"'), accept).toBeDefined();
    }
  });

  it('answers the plain page within its timeout when the API does not answer', async () => {
    const silent = await serveLocal(() => undefined);
    try {
      const slow = createShareEdge(configFor({ apiOrigin: silent.url, timeoutMs: 300 }));
      const started = performance.now();
      const { response, html } = await get(slow, `/s/${listed.id}`);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(200);
      expect(html).toBe(INDEX_HTML);
      expect(silent.seen).toEqual([
        `/api/trpc/siyum.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: listed.id } }))}`,
      ]);
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1500);
    } finally {
      await silent.close();
    }
  });

  it('answers the plain page, and reports why, when the API fails or answers another shape', async () => {
    const answers: Array<[number, string]> = [
      [500, '[{"error":{"message":"Internal Server Error"}}]'],
      [429, '[{"error":{"message":"Too Many Requests"}}]'],
      [200, JSON.stringify([{ result: { data: { id: listed.id, title: 'No progress' } } }])],
      [200, 'not json'],
    ];
    for (const [status, body] of answers) {
      const broken = await serveLocal((_, response) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body);
      });
      errors.length = 0;
      try {
        const { response, html } = await get(createShareEdge(configFor({ apiOrigin: broken.url })), `/s/1`);
        expect(response.status, body).toBe(200);
        expect(html, body).toBe(INDEX_HTML);
        expect(errors, body).toHaveLength(1);
      } finally {
        await broken.close();
      }
    }
    errors.length = 0;
  });

  it('answers 502 when index.html cannot be fetched', async () => {
    for (const indexUrl of [`${await closedPort()}/index.html`, `${bucket.url}/missing.html`]) {
      const { response, html } = await get(createShareEdge(configFor({ indexUrl })), `/s/${listed.id}`);
      expect(response.status, indexUrl).toBe(502);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
      expect(html).toMatch(/index\.html/);
    }
  });

  it('refuses a configuration without the build’s policy, and names missing variables', () => {
    expect(() => createShareEdge(configFor({ siteHeaders: '/*\n  X-Frame-Options: DENY\n' }))).toThrow(
      /SITE_HEADERS sets no Content-Security-Policy/,
    );
    expect(() => shareEdgeConfigFromEnv({ INDEX_URL: 'https://bucket.example/index.html' })).toThrow(
      /API_ORIGIN, SITE_HEADERS not set/,
    );
    expect(
      shareEdgeConfigFromEnv({
        API_ORIGIN: 'https://siyum.example.org',
        INDEX_URL: 'https://bucket.example/index.html',
        SITE_HEADERS: siteHeaders,
        PUBLIC_ORIGIN: ' https://siyum.example.org ',
      }),
    ).toMatchObject({ share: SHARE, publicOrigin: 'https://siyum.example.org' });
  });

  describe('the built function (dist/share-edge.js)', () => {
    let outDir: string;
    let built: Awaited<ReturnType<typeof buildShareEdgeBundle>>;
    type Worker = { fetch(request: Request, env: Record<string, string>): Promise<Response> };
    let worker: Worker;

    beforeAll(async () => {
      outDir = mkdtempSync(join(tmpdir(), 'siyum-edge-'));
      built = await buildShareEdgeBundle(join(outDir, 'share-edge.js'));
      worker = ((await import(pathToFileURL(built.outFile).href)) as { default: Worker }).default;
    });
    afterAll(() => {
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    });

    it('is one small file of the domain’s rules, without Node, zod or the development stack', () => {
      expect(built.bytes).toBeLessThan(EDGE_MAX_BYTES);
      const inputs = Object.keys(built.metafile.inputs);
      expect(inputs).toContain('packages/domain/src/shareHead.ts');
      expect(inputs).toContain('packages/api/src/web/sharePreview.ts');
      const output = Object.values(built.metafile.outputs).find((entry) => entry.entryPoint);
      expect(output?.imports).toEqual([]);
      const bundled = Object.entries(output?.inputs ?? {}).filter(
        ([, { bytesInOutput }]) => bytesInOutput > 0,
      );
      expect(bundled.map(([path]) => path).filter((path) => /node_modules|devstack/.test(path))).toEqual([]);
      expect(output?.exports).toEqual(expect.arrayContaining(['default', 'createShareEdge']));
    });

    it('answers a listed siyum’s preview as a Worker module, configured by its env', async () => {
      const env = {
        API_ORIGIN: api.url,
        INDEX_URL: `${bucket.url}/index.html`,
        SITE_HEADERS: siteHeaders,
        PUBLIC_ORIGIN,
        VITE_PRODUCT_NAME: 'Siyum Test',
        VITE_SHARE_IMAGE_URL: 'https://cdn.example.org/share.png',
      };
      const response = await worker.fetch(new Request(`${PUBLIC_ORIGIN}/s/${listed.id}`), env);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
      expect(tag(html, 'property="og:title"')).toBe(`${LISTED_TITLE_ESCAPED} Test`);
      expect(tag(html, 'property="og:image"')).toBe('https://cdn.example.org/share.png');
      const hidden = await worker.fetch(new Request(`${PUBLIC_ORIGIN}/s/${unlisted.id}`), env);
      expect(await hidden.text()).toBe(INDEX_HTML);
    });

    it('answers 500 naming what its env lacks', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const response = await worker.fetch(new Request(`${PUBLIC_ORIGIN}/s/1`), { INDEX_URL: 'x' });
        expect(response.status).toBe(500);
        expect(await response.text()).toMatch(/API_ORIGIN, SITE_HEADERS not set/);
        expect(logged).toHaveBeenCalledOnce();
      } finally {
        logged.mockRestore();
      }
    });

    it('fails the build for Node, the development stack or zod', async () => {
      const entry = join(outDir, 'uses-node.ts');
      writeFileSync(entry, "import { readFileSync } from 'node:fs';\nexport default readFileSync;\n");
      await expect(buildShareEdgeBundle(join(outDir, 'bad.js'), entry)).rejects.toThrow(
        /imports node:fs \(an edge runtime has no Node\)/,
      );
      const processEntry = join(outDir, 'uses-process.ts');
      writeFileSync(processEntry, 'export default () => process.env.HOME;\n');
      await expect(buildShareEdgeBundle(join(outDir, 'bad-process.js'), processEntry)).rejects.toThrow(
        /uses Node's process/,
      );
      expect(nodeGlobalProblems('const o = { process: 1 }; o.process; "require";')).toEqual([]);
      const metafile: Metafile = {
        inputs: { 'packages/devstack/src/index.ts': { bytes: 1, imports: [] } },
        outputs: {
          'dist/share-edge.js': {
            bytes: 1,
            exports: [],
            imports: [{ path: 'node:crypto', kind: 'import-statement', external: true }],
            inputs: {
              'node_modules/zod/v4/core/schemas.js': { bytesInOutput: 4000 },
              'node_modules/cognito-local/lib/index.js': { bytesInOutput: 10 },
            },
          },
        },
      };
      expect(edgeBundleProblems(metafile)).toEqual([
        'contains packages/devstack/src/index.ts',
        'contains zod (4000 bytes: too heavy for it)',
        'contains cognito-local (development only)',
        'imports node:crypto (an edge runtime has no Node)',
      ]);
    });
  });
});

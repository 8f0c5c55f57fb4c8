import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from './lighthouse-server.mjs';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const bundle = `export const value = ${JSON.stringify('x'.repeat(4000))};\n`;
let dir: string;
let api: Server;
let site: ServedBuild;

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lighthouse-server-test-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(40)}`);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), bundle);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  api = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, padding: 'y'.repeat(2000) }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const apiPort = typeof address === 'object' && address ? address.port : 0;
  site = await serveBuild({ dir, port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('serveBuild', () => {
  it('serves brotli when accepted, gzip otherwise, with the same bytes', async () => {
    const br = await get(`${site.url}/assets/index-abc.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);
    expect(br.body.length).toBeLessThan(bundle.length / 10);

    const gz = await get(`${site.url}/assets/index-abc.js`, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bundle);

    const plain = await get(`${site.url}/assets/index-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('caches hashed assets for a year and makes the page revalidate', async () => {
    const asset = await get(`${site.url}/assets/index-abc.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    const page = await get(`${site.url}/`);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers app routes with index.html, and a missing file or asset with 404', async () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    for (const path of ['/', '/community', '/s/4']) {
      const page = await get(`${site.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body.toString()).toBe(html);
    }
    expect((await get(`${site.url}/assets/index-gone.js`)).status).toBe(404);
    expect((await get(`${site.url}/missing.png`)).status).toBe(404);
    expect((await get(`${site.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${site.url}/robots.txt`)).body.toString()).toBe('User-agent: *\n');
  });

  it('proxies /api to the API and compresses its answer', async () => {
    const answer = await get(`${site.url}/api/trpc/siyum.list?batch=1`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(answer.body).toString()) as { path: string };
    expect(body.path).toBe('/api/trpc/siyum.list?batch=1');
  });

  it('refuses to change anything outside /api', async () => {
    expect((await get(`${site.url}/`, {}, 'POST')).status).toBe(405);
  });
});

describe('serveBuild over TLS', () => {
  it('speaks HTTP/2 and proxies /api there too', async () => {
    const keyPath = join(dir, 'key.pem');
    const certPath = join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-days',
        '1',
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { stdio: 'ignore' },
    );
    expect(made.status).toBe(0);
    const apiAddress = api.address();
    const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0;
    const secure = await serveBuild({
      dir,
      port: 0,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      tls: { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') },
    });
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(secure.url, { rejectUnauthorized: false });
    const fetch2 = (path: string) =>
      new Promise<{ status: number; encoding: unknown; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': path, 'accept-encoding': 'br' });
        let status = 0;
        let encoding: unknown;
        const chunks: Buffer[] = [];
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
          encoding = headers['content-encoding'];
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status, encoding, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
    try {
      const asset = await fetch2('/assets/index-abc.js');
      expect(asset.status).toBe(200);
      expect(asset.encoding).toBe('br');
      expect(brotliDecompressSync(asset.body).toString()).toBe(bundle);
      const proxied = await fetch2('/api/health');
      expect(proxied.status).toBe(200);
      expect(JSON.parse(brotliDecompressSync(proxied.body).toString())).toMatchObject({
        path: '/api/health',
      });
    } finally {
      session.close();
      await secure.close();
    }
  });
});

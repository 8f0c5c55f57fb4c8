import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type ClientHttp2Session, connect, type IncomingHttpHeaders } from 'node:http2';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/infra/log';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './support/database';
import {
  listeningUrl,
  PRODUCTION_TEST_ENV as PRODUCTION_ENV,
  startServerProcess,
} from './support/serverProcess';
import { testSite } from './support/testSite';
import { BUILD_POLICY, ENTRY_SCRIPT, INDEX_HTML, type WebBuild, writeWebBuild } from './support/webBuild';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_HSTS = 'max-age=31536000; includeSubDomains';
/** A JSON answer of the API's size (a page of the community list): worth compressing. */
const BIG_ANSWER = { rows: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Siyum number ${i}` })) };

/** The openssl CLI (Debian's, on every machine of this project); without it these tests are skipped. */
const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;

interface Certificate {
  dir: string;
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
}

/** A throw-away self-signed certificate for 127.0.0.1 (a day long), made by openssl. */
function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'siyum-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1'],
      ...['-keyout', keyFile, '-out', certFile],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { dir, certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent (still compressed). */
  body: Buffer;
}

/** One HTTP/2 request on `session`; the answer as it came. */
function h2Get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    let answerHeaders: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => {
      answerHeaders = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end();
  });
}

/** An HTTP/2 session that trusts our throw-away certificate (only that one). */
function h2Connect(url: string, certificate: Certificate): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { ca: certificate.cert });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

/** One HTTP/1.1 request over TLS, the client offering no HTTP/2. */
function https1Get(url: string, headers: Record<string, string>, agent?: Agent) {
  return new Promise<Answer & { httpVersion: string }>((resolve, reject) => {
    const req = request(url, { headers, rejectUnauthorized: false, ...(agent ? { agent } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          httpVersion: res.httpVersion,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The one-process production server with TLS_CERT_FILE and TLS_KEY_FILE: HTTPS on its one port,
 * HTTP/2 for clients that offer it (browsers, Lighthouse) and HTTP/1.1 for the rest — the web app
 * with the build's headers and brotli as over plain HTTP, the API with HSTS.
 */
describe.skipIf(!hasOpenssl)('the production server over TLS (HTTP/2, HTTP/1.1 fallback)', () => {
  let certificate: Certificate;
  let testDb: TestDatabase;
  let build: WebBuild;
  let server: RunningServer;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    testDb = await createTestDatabase();
    build = writeWebBuild();
    const site = testSite(testDb.database.db, build.dir);
    server = await startServer({
      port: 0,
      db: testDb.database.db,
      log: silentLogger,
      site: site.app,
      tls: { cert: certificate.cert, key: certificate.key },
      mounts: () => [{ path: '/big', app: new Hono().get('/', (c) => c.json(BIG_ANSWER)) }],
    });
    session = await h2Connect(server.url, certificate);
  });
  afterAll(async () => {
    session?.close();
    await server?.close();
    await testDb?.drop();
    build?.remove();
    rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('listens on https and speaks HTTP/2 to a client that offers it', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('answers / with index.html in brotli, under the build’s headers', async () => {
    const answer = await h2Get(session, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-security-policy']).toBe(BUILD_POLICY);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX_HTML);
    // A route of the app is index.html too; a revalidation with its ETag is a 304.
    const route = await h2Get(session, '/community', { 'accept-encoding': 'br' });
    expect(route.status).toBe(200);
    const again = await h2Get(session, '/', { 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers an asset in brotli or gzip, cached for a year', async () => {
    const original = readFileSync(join(build.dir, ENTRY_SCRIPT));
    const br = await h2Get(session, ENTRY_SCRIPT, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-security-policy']).toBe(BUILD_POLICY);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gzip = await h2Get(session, ENTRY_SCRIPT, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect((await h2Get(session, '/assets/index-Gone99.js')).status).toBe(404);
  });

  it('answers /api/health with HSTS, the client having come over TLS', async () => {
    const answer = await h2Get(session, '/api/health', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
    expect(answer.headers['strict-transport-security']).toBe(API_HSTS);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const input = encodeURIComponent(JSON.stringify({ 0: {} }));
    const list = await h2Get(session, `/api/trpc/siyum.list?batch=1&input=${input}`);
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body.toString())).toMatchObject([{ result: { data: { items: [] } } }]);
  });

  it('compresses the API’s answers as the client accepts, small ones not', async () => {
    const raw = Buffer.from(JSON.stringify(BIG_ANSWER));
    const br = await h2Get(session, '/api/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gzip = await h2Get(session, '/api/big', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(raw)).toBe(true);
    const plain = await h2Get(session, '/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    // Below 256 bytes compressing gains nothing.
    const health = await h2Get(session, '/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('serves HTTP/1.1 over TLS to a client without HTTP/2', async () => {
    const page = await https1Get(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(page.httpVersion).toBe('1.1');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toBe(BUILD_POLICY);
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX_HTML);
    const health = await https1Get(`${server.url}/api/health`, {});
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe(API_HSTS);
    const big = await https1Get(`${server.url}/api/big`, { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.body).toString())).toEqual(BIG_ANSWER);
  });
});

describe.skipIf(!hasOpenssl)('stopping the server over TLS', () => {
  it('lets a request in flight finish, and open HTTP/2 and HTTP/1.1 connections do not hold it', async () => {
    const certificate = selfSignedCertificate();
    let release: () => void = () => undefined;
    const slow = new Hono().get('/', async (c) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return c.text('finished');
    });
    const server = await startServer({
      port: 0,
      log: silentLogger,
      drainMs: 5_000,
      tls: { cert: certificate.cert, key: certificate.key },
      mounts: () => [{ path: '/slow', app: slow }],
    });
    const agent = new Agent({ keepAlive: true });
    try {
      // Kept-alive connections between requests: one HTTP/2 session, one HTTP/1.1 socket.
      const idle = await h2Connect(server.url, certificate);
      expect((await h2Get(idle, '/api/health')).status).toBe(200);
      expect((await https1Get(`${server.url}/api/health`, {}, agent)).status).toBe(200);
      const busy = await h2Connect(server.url, certificate);
      const inFlight = h2Get(busy, '/api/slow');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      const closed = server.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('finished');
      await closed;
      expect(Date.now() - started).toBeLessThan(2_000);
      idle.destroy();
      busy.destroy();
    } finally {
      agent.destroy();
      release();
      rmSync(certificate.dir, { recursive: true, force: true });
    }
  });
});

/** packages/api/src/production.ts under tsx (what `npm run build:api` bundles) with only `env`. */
const startProduction = (env: Record<string, string>) =>
  startServerProcess(['--import', 'tsx', 'packages/api/src/production.ts'], env);

describe.skipIf(!hasOpenssl)('production.ts: TLS_CERT_FILE and TLS_KEY_FILE', () => {
  let certificate: Certificate;
  let testDb: TestDatabase;
  let build: WebBuild;
  beforeAll(async () => {
    certificate = selfSignedCertificate();
    testDb = await createTestDatabase();
    build = writeWebBuild();
  });
  afterAll(async () => {
    await testDb?.drop();
    build?.remove();
    if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  });

  it.each([
    ['TLS_CERT_FILE', 'TLS_KEY_FILE'],
    ['TLS_KEY_FILE', 'TLS_CERT_FILE'],
  ])('refuses to start with %s alone, in one sentence naming %s', async (given, missing) => {
    const started = startProduction({
      ...PRODUCTION_ENV,
      ...testDb.env,
      PORT: '0',
      WEB_DIR: build.dir,
      [given]: given === 'TLS_CERT_FILE' ? certificate.certFile : certificate.keyFile,
    });
    expect(await started.exited).toBe(1);
    const output = started.output.join('').trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(new RegExp(`^siyum: not started: ${missing} is unset: HTTPS needs both`));
  });

  it('refuses a key that is not the certificate’s', async () => {
    const other = selfSignedCertificate();
    try {
      const started = startProduction({
        ...PRODUCTION_ENV,
        ...testDb.env,
        PORT: '0',
        WEB_DIR: build.dir,
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: other.keyFile,
      });
      expect(await started.exited).toBe(1);
      expect(started.output.join('').trim()).toMatch(
        /^siyum: not started: TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key/,
      );
    } finally {
      rmSync(other.dir, { recursive: true, force: true });
    }
  });

  it('with both, serves HTTPS with HTTP/2 on PORT, and stops on SIGTERM with a session open', async () => {
    const started = startProduction({
      ...PRODUCTION_ENV,
      ...testDb.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIR: build.dir,
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
    });
    let session: ClientHttp2Session | undefined;
    try {
      const url = await listeningUrl(started);
      expect(url).toMatch(/^https:/);
      session = await h2Connect(url, certificate);
      const home = await h2Get(session, '/', { 'accept-encoding': 'br' });
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe('br');
      expect(home.headers['content-security-policy']).toBe(BUILD_POLICY);
      const health = await h2Get(session, '/api/health');
      expect(health.headers['strict-transport-security']).toBe(API_HSTS);
    } finally {
      started.child.kill('SIGTERM');
    }
    // The open session is told to go away, not waited for until the drain's limit.
    const stopping = Date.now();
    expect(await started.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    session?.destroy();
  });
});

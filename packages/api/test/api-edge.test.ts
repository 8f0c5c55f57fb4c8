import { connect } from 'node:net';
import { Readable } from 'node:stream';
import {
  API_BODY_MAX_BYTES,
  API_MAX_BATCH_SIZE,
  PLATFORMS,
  serverMessages,
  type User,
  type UserPrefs,
} from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { trustProxyFromEnv } from '../src/http/clientAddress';
import { silentLogger } from '../src/infra/log';
import { createLookupRoutes } from '../src/lookups';
import { type RunningServer, type ServerOptions, startServer } from '../src/server';
import { type Harness, PLATFORM, type SignedUpUser, startHarness } from './support/harness';
import { code, ok, Rpc } from './support/rpc';

/**
 * The HTTP edge of the API under hostile input (issue 11, decision 0013): body and batch limits,
 * bounded platforms, X-Forwarded-For by proxy hops, malformed paths, stacks, headers, Retry-After.
 */
describe('the API edge', () => {
  let h: Harness;
  let moshe: SignedUpUser;
  const extra: RunningServer[] = [];

  beforeAll(async () => {
    h = await startHarness();
    moshe = await h.signUp('moshe.edge@example.com', { givenName: 'Moshe', familyName: 'Levi' });
  });
  afterAll(async () => {
    await Promise.all(extra.map((server) => server.close()));
    await h.close();
  });

  /** Another server on the harness's database and identity provider. */
  async function server(options: Partial<ServerOptions>): Promise<RunningServer> {
    const running = await startServer({
      port: 0,
      db: h.testDb.database.db,
      identity: h.identity.config,
      rateLimitPerMinute: 100_000,
      log: silentLogger,
      ...options,
    });
    extra.push(running);
    return running;
  }

  const trpcUrl = (path: string) => `${h.server.url}/api/trpc/${path}`;

  describe('body size and batch limits', () => {
    it(`refuses a body over ${API_BODY_MAX_BYTES} bytes with 413 in the §8 shape, announced or streamed`, async () => {
      const before = await h.snapshot();
      const big = JSON.stringify({
        0: {
          kind: 'contact',
          name: 'A',
          email: 'a@example.com',
          subject: 's',
          message: 'x'.repeat(API_BODY_MAX_BYTES),
        },
      });
      const expected = {
        error: {
          code: -32013,
          message: serverMessages.payloadTooLarge,
          statusCode: 413,
          statusMessage: serverMessages.payloadTooLarge,
          data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, reason: 'bodyTooLarge' },
        },
      };
      const announced = await fetch(trpcUrl('support.send?batch=1'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(announced.status).toBe(413);
      expect(await announced.json()).toEqual(expected);

      // Chunked: no Content-Length to check, the limit counts what is read.
      const streamed = await fetch(trpcUrl('support.send?batch=1'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Readable.toWeb(Readable.from([big.slice(0, 1000), big.slice(1000)])) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toEqual(expected);

      // Outside tRPC the same limit answers the plain §8 shape.
      const plain = await fetch(`${h.server.url}/api/health`, { method: 'POST', body: big });
      expect(plain.status).toBe(413);
      const { code: _rpcCode, ...plainShape } = expected.error;
      expect(await plain.json()).toEqual(plainShape);
      await h.expectUnchanged(before, 'an oversized body');
    });

    it('takes the largest legitimate call well within the limit', async () => {
      const description = 'ש'.repeat(2000);
      const created = await h.rpc.mutation(
        'siyum.create',
        {
          title: 'ת'.repeat(120),
          dedicationKind: 'memory',
          dedicationNames: 'א'.repeat(200),
          description,
          targetDate: '2031-01-01',
          corpus: 'mishnah',
          unit: 'chapter',
        },
        moshe.token,
      );
      expect(created.ok, JSON.stringify(!created.ok && created.error.data)).toBe(true);
    });

    it(`answers a batch of more than ${API_MAX_BATCH_SIZE} calls 400 batchTooLarge, without a stack`, async () => {
      const batch = (size: number) => {
        const paths = Array.from({ length: size }, () => 'route.rule').join(',');
        const inputs = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { path: '/' }]));
        return fetch(`${trpcUrl(paths)}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);
      };
      const allowed = await batch(API_MAX_BATCH_SIZE);
      expect(allowed.status).toBe(200);
      expect(((await allowed.json()) as unknown[]).length).toBe(API_MAX_BATCH_SIZE);

      const refused = await batch(API_MAX_BATCH_SIZE + 1);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { statusCode: number; data: Record<string, unknown> } };
      expect(body.error.statusCode).toBe(400);
      // Refused before any context exists: no stack even from this local-mode server.
      expect(body.error.data).toEqual({ code: 'BAD_REQUEST', httpStatus: 400, reason: 'batchTooLarge' });
    });
  });

  describe('requests Node refuses before the app runs', () => {
    /** Raw bytes to the server, the whole answer back (fetch cannot send a malformed request). */
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(h.server.url);
        const socket = connect(Number(port), hostname, () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

    it('a URL over the 16 KiB header limit is 431 in the §8 shape (it was an empty body)', async () => {
      const input = encodeURIComponent(JSON.stringify({ 0: { search: 'x'.repeat(20_000) } }));
      const response = await fetch(`${h.server.url}/api/trpc/siyum.list?batch=1&input=${input}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({
        message: serverMessages.payloadTooLarge,
        statusCode: 431,
        statusMessage: serverMessages.payloadTooLarge,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 431, reason: 'headersTooLarge' },
      });
    });

    it('a malformed request is 400 in the §8 shape', async () => {
      const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
      expect(bodyOf(answer)).toMatchObject({
        statusCode: 400,
        data: { code: 'BAD_REQUEST', httpStatus: 400, reason: 'malformedRequest' },
      });
    });
  });

  describe('platform', () => {
    it(`is one of ${PLATFORMS.join(', ')}: anything else is 400 and makes no prefs row`, async () => {
      const before = await h.snapshot();
      for (const platform of ['web', 'siyum2', 'x'.repeat(40), 'SIYUM']) {
        const pref = await h.rpc.mutation('userPref.addUserPref', { platform, fontSize: 16 }, moshe.token);
        expect(pref.status).toBe(400);
        expect(code(pref)).toBe('BAD_REQUEST');
        expect(code(await h.rpc.query('auth.me', { platform }, moshe.token))).toBe('BAD_REQUEST');
        expect(code(await h.rpc.mutation('auth.createUser', { platform }, moshe.token))).toBe('BAD_REQUEST');
      }
      await h.expectUnchanged(before, 'an unknown platform');

      for (const platform of PLATFORMS) {
        const prefs = ok(
          await h.rpc.mutation<UserPrefs>('userPref.addUserPref', { platform, fontSize: 20 }, moshe.token),
        );
        expect(prefs.platform).toBe(platform);
      }
      const me = ok(await h.rpc.query<User>('auth.me', { platform: PLATFORM }, moshe.token));
      expect(me.id).toBe(moshe.id);
    });
  });

  describe('TRUST_PROXY as a hop count', () => {
    it('reads 0/unset, a number of hops, and refuses anything else', () => {
      expect(trustProxyFromEnv({})).toBe(0);
      expect(trustProxyFromEnv({ TRUST_PROXY: '0' })).toBe(0);
      expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toBe(1);
      expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2);
      for (const value of ['true', 'yes', '-1', '1.5', '99']) {
        expect(() => trustProxyFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
      }
    });

    it('a client-sent X-Forwarded-For entry does not change the address the rate limit counts', async () => {
      const limited = await server({ trustProxy: 1, rateLimitPerMinute: 3 });
      const rpc = new Rpc(limited.url);
      // What the one trusted proxy appended: the real client. Left of it: whatever the client sent.
      const real = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await fetch(
          `${rpc.baseUrl}/api/trpc/route.rule?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { path: '/' } }))}`,
          { headers: { 'x-forwarded-for': `10.0.0.${i + 1}, ${real}` } },
        );
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.slice(3)).toEqual([429, 429, 429]);

      // Another real client (another rightmost entry) has its own allowance.
      const other = await fetch(
        `${rpc.baseUrl}/api/trpc/route.rule?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { path: '/' } }))}`,
        { headers: { 'x-forwarded-for': `${real}, 198.51.100.251` } },
      );
      expect(other.status).toBe(200);
    });

    it('with two hops takes the entry two from the right', async () => {
      const seen: string[] = [];
      const app = createApp(
        { version: 'test' },
        {
          trustProxy: 2,
          mounts: [
            {
              path: '/lookup',
              app: createLookupRoutes({
                limit: async (key) => {
                  seen.push(key);
                  return true;
                },
                log: silentLogger,
              }),
            },
          ],
        },
      );
      await app.request('/api/lookup/zip/us?zip=10001', {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' },
      });
      expect(seen).toEqual(['lookup:zip:203.0.113.9']);
    });
  });

  describe('route.rule', () => {
    it('answers a malformed percent-encoding 400 in the §8 shape (not 500)', async () => {
      for (const path of ['/%E0%A4%A', '/edit/%E0%A4%A', '/siyum/%ZZ', '/admins/%']) {
        const result = await h.rpc.query('route.rule', { path });
        expect(result.status, path).toBe(400);
        expect(!result.ok && result.error).toMatchObject({
          statusCode: 400,
          statusMessage: serverMessages.badRequest,
          data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'route.rule' },
        });
      }
      // Well-formed encodings still decode.
      expect(ok(await h.rpc.query('route.rule', { path: '/siyum/%E0%A4%A4' }))).toMatchObject({
        redirect: `/s/${encodeURIComponent('\u0924')}`,
      });
    });
  });

  describe('stack traces', () => {
    it('appear only from a local-mode server: not from one without local identity outside production', async () => {
      const local = await h.rpc.query('route.rule', { path: 'no-slash' });
      expect(!local.ok && typeof local.error.data.stack).toBe('string');

      const nonLocal = new Rpc((await server({ identity: null, production: false })).url);
      const result = await nonLocal.query('route.rule', { path: 'no-slash' });
      expect(code(result)).toBe('BAD_REQUEST');
      expect(!result.ok && result.error.data.stack).toBeUndefined();
      const signedIn = await nonLocal.query('auth.me', { platform: PLATFORM }, moshe.token);
      expect(code(signedIn)).toBe('UNAUTHORIZED');
      expect(!signedIn.ok && signedIn.error.data.stack).toBeUndefined();
    });
  });

  describe('headers', () => {
    it('nosniff on every answer; no-store on authenticated answers and on errors only', async () => {
      const health = await fetch(`${h.server.url}/api/health`);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('cache-control')).toBeNull();
      expect(health.headers.get('strict-transport-security')).toBeNull();

      const visitor = await fetch(
        `${trpcUrl('route.rule')}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { path: '/' } }))}`,
      );
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('x-content-type-options')).toBe('nosniff');
      expect(visitor.headers.get('cache-control')).not.toBe('no-store');

      const me = await fetch(
        `${trpcUrl('auth.me')}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { platform: PLATFORM } }))}`,
        { headers: { authorization: `Bearer ${moshe.token}` } },
      );
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(me.headers.get('x-content-type-options')).toBe('nosniff');

      for (const url of [`${h.server.url}/api/nope`, `${trpcUrl('no.such')}?batch=1&input=%7B%7D`]) {
        const error = await fetch(url);
        expect(error.status, url).toBeGreaterThanOrEqual(400);
        expect(error.headers.get('cache-control'), url).toBe('no-store');
        expect(error.headers.get('x-content-type-options'), url).toBe('nosniff');
      }
    });

    it('HSTS over TLS: directly, or as a trusted proxy says — never on a client-sent X-Forwarded-Proto', async () => {
      const proxied = await server({ trustProxy: 1 });
      const viaTls = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(viaTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
      const viaHttp = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers.get('strict-transport-security')).toBeNull();

      // No proxy trusted: a client's X-Forwarded-Proto means nothing.
      const spoofed = await fetch(`${h.server.url}/api/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();

      // Served over TLS directly.
      const direct = await createApp({ version: 'test' }).request('https://api.example.com/api/health');
      expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    });

    it('Retry-After in seconds on every 429: procedures and look-ups', async () => {
      const limited = await server({ trustProxy: 1, rateLimitPerMinute: 1 });
      const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await fetch(
          `${limited.url}/api/trpc/route.rule?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { path: '/' } }))}`,
          { headers: { 'x-forwarded-for': address } },
        );
      }
      expect(last?.status).toBe(429);
      const seconds = Number(last?.headers.get('retry-after'));
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
      expect(last?.headers.get('cache-control')).toBe('no-store');

      const refusing = createLookupRoutes({ limit: async () => false, log: silentLogger });
      const app = createApp({ version: 'test' }, { mounts: [{ path: '/lookup', app: refusing }] });
      const refused = await app.request('/api/lookup/zip/us?zip=10001');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toMatchObject({
        data: { code: 'TOO_MANY_REQUESTS', reason: 'rateLimited' },
      });
    });
  });
});

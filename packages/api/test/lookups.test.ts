import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serverMessages } from '@siyum/domain';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/infra/log';
import { createLookupRoutes, type LookupDeps } from '../src/lookups';
import { recordingLogger } from './support/log';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/smarty/${name}.json`, import.meta.url), 'utf8');

interface Recorded {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

/** A fake Smarty on 127.0.0.1 answering recorded responses; `search=explode` answers 500. */
async function startFakeSmarty() {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    };
    if (url.searchParams.get('search') === 'explode') return send(500, '{"errors":[{"message":"boom"}]}');
    if (url.searchParams.get('search') === 'unauthorized') return send(401, '');
    if (url.pathname === '/us/lookup') {
      return send(
        200,
        fixture(url.searchParams.get('selected') ? 'us-autocomplete-pro-selected' : 'us-autocomplete-pro'),
      );
    }
    if (url.pathname === '/intl/v2/lookup') return send(200, fixture('intl-autocomplete'));
    if (url.pathname.startsWith('/intl/v2/lookup/')) return send(200, fixture('intl-detail'));
    return send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The look-up routes mounted as the app mounts them, on a real HTTP server. */
async function startLookups(deps: LookupDeps) {
  const app = new Hono().basePath('/api');
  app.route('/lookup', createLookupRoutes(deps));
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}/api/lookup`,
        close: () => closeServer(server as Server),
      });
    });
  });
}

const allowAll: LookupDeps['limit'] = async () => true;

describe('look-ups over HTTP (no keys: offline)', () => {
  const log = recordingLogger();
  const keys: string[] = [];
  let lookups: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    lookups = await startLookups({
      limit: async (key) => {
        keys.push(key);
        return true;
      },
      log,
    });
  });
  afterAll(() => lookups.close());

  const get = async (path: string) => {
    const response = await fetch(`${lookups.url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
  };

  it('email: a plausible address is valid', async () => {
    expect(await get('/email?email=Someone@Example.org')).toMatchObject({
      status: 200,
      body: { result: 'valid' },
    });
  });

  it('email: bad syntax and a disposable domain are invalid', async () => {
    for (const email of [
      'no-at-sign',
      'two@@example.org',
      'a@b',
      'someone@mailinator.com',
      'x@10minutemail.com',
    ]) {
      expect((await get(`/email?email=${encodeURIComponent(email)}`)).body).toEqual({ result: 'invalid' });
    }
  });

  it('phone: valid numbers answer national format and country', async () => {
    expect((await get(`/phone?phone=${encodeURIComponent('+12025550123')}`)).body).toEqual({
      valid: true,
      nationalFormat: '(202) 555-0123',
      countryCode: 'US',
    });
    expect((await get(`/phone?phone=${encodeURIComponent('+97226251234')}`)).body).toEqual({
      valid: true,
      nationalFormat: '02-625-1234',
      countryCode: 'IL',
    });
    expect((await get(`/phone?phone=${encodeURIComponent('+44 20 7946 0958')}`)).body).toEqual({
      valid: true,
      nationalFormat: '020 7946 0958',
      countryCode: 'GB',
    });
    expect((await get(`/phone?phone=${encodeURIComponent('+972501234567')}`)).body).toEqual({
      valid: true,
      nationalFormat: '050-123-4567',
      countryCode: 'IL',
    });
  });

  it('phone: invalid, too short, national-only and garbage → { valid: false }', async () => {
    // Validity is the phone field's (the same rule and metadata tier; see phoneAgreement.test.ts).
    for (const phone of ['+12025550', '+1999555012345678', '2025550123', 'hello', '+', '+999123456']) {
      expect((await get(`/phone?phone=${encodeURIComponent(phone)}`)).body).toEqual({ valid: false });
    }
  });

  it('US address: offline answers no suggestions (none invented)', async () => {
    const { status, body, response } = await get(
      '/address/us?search=123%20Main&include_only_zip_codes=62701',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ suggestions: [] });
    expect(response.headers.get('x-lookup-source')).toBe('offline');
    expect((await get('/address/us?search=10001')).body).toEqual({ suggestions: [] });
  });

  it('international address: offline answers no candidates', async () => {
    expect((await get('/address/intl?search=Calle%20Mayor&country=ES')).body).toEqual({ candidates: [] });
    expect((await get('/address/intl/abc123?country=ES')).body).toEqual({ candidates: [] });
  });

  it('zip → city/state from the open dataset (prefill, unverified)', async () => {
    expect((await get('/zip/us?zip=10001')).body).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
    expect((await get('/zip/us?zip=00000')).body).toEqual({});
  });

  it.each([
    ['/email', 'email'],
    ['/email?email=', 'email'],
    [`/email?email=${'a'.repeat(400)}`, 'email'],
    ['/phone', 'phone'],
    ['/phone?phone=%20', 'phone'],
    ['/zip/us?zip=abc', 'zip'],
    ['/address/us', 'address-us'],
    [`/address/us?search=${'x'.repeat(201)}`, 'address-us'],
    ['/address/intl?search=x', 'address-intl'],
    ['/address/intl?search=x&country=ESP', 'address-intl'],
    ['/address/intl/abc?country=', 'address-intl-detail'],
    ['/address/intl/a%2Fb?country=ES', 'address-intl-detail'],
  ])('%s → 400 in the server error shape (query:%s)', async (path, kind) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: serverMessages.badRequest,
      statusCode: 400,
      statusMessage: serverMessages.badRequest,
      data: { code: 'BAD_REQUEST', httpStatus: 400, reason: `query:${kind}` },
    });
  });

  it('each look-up is limited per client IP', () => {
    expect(keys).toContain('lookup:email:127.0.0.1');
    expect(keys).toContain('lookup:phone:127.0.0.1');
    expect(keys).toContain('lookup:address-us:127.0.0.1');
  });

  it('logged nothing (no provider errors offline)', () => {
    expect(log.events).toEqual([]);
  });
});

describe('address look-ups through the Smarty SDK against a fake Smarty', () => {
  let smarty: Awaited<ReturnType<typeof startFakeSmarty>>;
  let lookups: { url: string; close(): Promise<void> };
  const log = recordingLogger();

  beforeAll(async () => {
    smarty = await startFakeSmarty();
    lookups = await startLookups({
      limit: allowAll,
      smarty: { authId: 'test-id', authToken: 'test-secret' },
      smartyOptions: {
        usAutocompleteUrl: `${smarty.base}/us/lookup`,
        intlAutocompleteUrl: `${smarty.base}/intl/v2/lookup`,
        maxRetries: 0,
      },
      log,
    });
  });
  afterAll(async () => {
    await lookups.close();
    await smarty.close();
  });
  afterEach(() => {
    smarty.requests.length = 0;
    log.events.length = 0;
  });

  const get = async (path: string) => {
    const response = await fetch(`${lookups.url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('US autocomplete maps the suggestions and passes zip, keys and license server-side', async () => {
    const { status, body } = await get('/address/us?search=123%20Main&include_only_zip_codes=62701');
    expect(status).toBe(200);
    expect(body).toEqual({
      suggestions: [
        {
          street_line: '123 Main St',
          secondary: '',
          city: 'Springfield',
          state: 'IL',
          zipcode: '62701',
          entries: 0,
        },
        {
          street_line: '123 Main St',
          secondary: 'Apt',
          city: 'Springfield',
          state: 'IL',
          zipcode: '62704',
          entries: 4,
        },
      ],
    });
    const [request] = smarty.requests;
    expect(request?.path).toBe('/us/lookup');
    expect(request?.query.get('search')).toBe('123 Main');
    expect(request?.query.get('include_only_zip_codes')).toBe('62701');
    expect(request?.query.get('auth-id')).toBe('test-id');
    expect(request?.query.get('auth-token')).toBe('test-secret');
    expect(request?.query.get('license')).toBe('us-autocomplete-pro-cloud');
  });

  it('US autocomplete passes `selected` for the units of a multi-entry suggestion', async () => {
    const selected = '123 Main St Apt (4) Springfield IL 62704';
    const { body } = await get(`/address/us?search=123%20Main%20St&selected=${encodeURIComponent(selected)}`);
    expect((body.suggestions as unknown[]).length).toBe(2);
    expect(smarty.requests[0]?.query.get('selected')).toBe(selected);
  });

  it('international autocomplete maps groups and single addresses', async () => {
    const { body } = await get('/address/intl?search=Calle%20Mayor&country=es&include_only_locality=Madrid');
    expect(body).toEqual({
      candidates: [
        { address_id: 'ZiQkFScoCRoKAQ8WKgQXJwARBQg', address_text: 'Calle Mayor Madrid 28013', entries: 12 },
        {
          address_id: 'Ck0HLxhQMlsKVwAYDwdYBQ',
          address_text: 'Calle Mayor 1 Madrid Madrid 28013',
          entries: 0,
        },
      ],
    });
    const [request] = smarty.requests;
    expect(request?.path).toBe('/intl/v2/lookup');
    expect(request?.query.get('country')).toBe('ES');
    expect(request?.query.get('include_only_locality')).toBe('Madrid');
  });

  it('international detail looks up by address id', async () => {
    const { body } = await get('/address/intl/ZiQkFScoCRoKAQ8WKgQXJwARBQg?country=ES');
    expect(body).toEqual({
      candidates: [
        {
          street: 'Calle Mayor 2 Bajo',
          locality: 'Madrid',
          postal_code: '28013',
          administrative_area: 'Madrid',
        },
        {
          street: 'Calle Mayor 2 1º',
          locality: 'Madrid',
          postal_code: '28013',
          administrative_area: 'Madrid',
        },
      ],
    });
    expect(smarty.requests[0]?.path).toBe('/intl/v2/lookup/ZiQkFScoCRoKAQ8WKgQXJwARBQg');
  });

  it('a provider error is logged and answers an empty 200', async () => {
    expect(await get('/address/us?search=explode')).toEqual({ status: 200, body: { suggestions: [] } });
    expect(await get('/address/intl?search=unauthorized&country=ES')).toEqual({
      status: 200,
      body: { candidates: [] },
    });
    expect(log.events.map(({ event, context }) => [event, context.kind, context.provider])).toEqual([
      ['lookup.provider_failed', 'address-us', 'smarty'],
      ['lookup.provider_failed', 'address-intl', 'smarty'],
    ]);
    expect(JSON.stringify(log.events)).not.toContain('test-secret');
  });

  it('bad input → 400 and the provider is never called', async () => {
    expect((await get('/address/us?search=')).status).toBe(400);
    expect((await get('/address/intl?search=x&country=1')).status).toBe(400);
    expect(smarty.requests).toEqual([]);
  });
});

describe('provider unreachable and limits', () => {
  it('an unreachable provider answers an empty 200', async () => {
    const log = recordingLogger();
    const lookups = await startLookups({
      limit: allowAll,
      smarty: { key: 'embedded-key' },
      smartyOptions: {
        usAutocompleteUrl: 'http://127.0.0.1:9/us/lookup',
        intlAutocompleteUrl: 'http://127.0.0.1:9/intl',
        maxRetries: 0,
      },
      log,
    });
    try {
      const response = await fetch(`${lookups.url}/address/us?search=1%20Main`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ suggestions: [] });
      expect(log.events.map((entry) => entry.event)).toEqual(['lookup.provider_failed']);
    } finally {
      await lookups.close();
    }
  });

  it('over the limit → 429, and nothing is looked up', async () => {
    const smarty = await startFakeSmarty();
    let hits = 0;
    const lookups = await startLookups({
      limit: async () => {
        hits += 1;
        return hits <= 2;
      },
      smarty: { authId: 'id', authToken: 'token' },
      smartyOptions: { usAutocompleteUrl: `${smarty.base}/us/lookup`, maxRetries: 0 },
      log: silentLogger,
    });
    try {
      expect((await fetch(`${lookups.url}/address/us?search=1%20Main`)).status).toBe(200);
      expect((await fetch(`${lookups.url}/email?email=a@example.org`)).status).toBe(200);
      const limited = await fetch(`${lookups.url}/address/us?search=1%20Main`);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        message: serverMessages.tooManyRequests,
        statusCode: 429,
        statusMessage: serverMessages.tooManyRequests,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, reason: 'rateLimited' },
      });
      expect((await fetch(`${lookups.url}/phone?phone=%2B12025550123`)).status).toBe(429);
      expect(smarty.requests.length).toBe(1);
    } finally {
      await lookups.close();
      await smarty.close();
    }
  });

  it('a broken limiter refuses the look-up (fails closed, issue 17) and is logged', async () => {
    const log = recordingLogger();
    const lookups = await startLookups({
      limit: async () => {
        throw new Error('database down');
      },
      log,
    });
    try {
      const response = await fetch(`${lookups.url}/phone?phone=%2B12025550123`);
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({
        statusCode: 429,
        data: { code: 'TOO_MANY_REQUESTS', reason: 'rateLimiterUnavailable' },
      });
      expect(log.events.map(({ level, event, context }) => [level, event, context.kind])).toEqual([
        ['error', 'lookup.rate_limiter_failed', 'phone'],
      ]);
    } finally {
      await lookups.close();
    }
  });

  it('an email provider can refine the verdict; its failure keeps the offline verdict', async () => {
    const lookups = await startLookups({
      limit: allowAll,
      emailProvider: async (email) => {
        if (email.startsWith('down')) throw new Error('provider down');
        return email.startsWith('bounce') ? 'invalid' : 'valid';
      },
      log: silentLogger,
    });
    try {
      const check = async (email: string) =>
        (await (await fetch(`${lookups.url}/email?email=${encodeURIComponent(email)}`)).json()) as object;
      expect(await check('bounce@example.org')).toEqual({ result: 'invalid' });
      expect(await check('fine@example.org')).toEqual({ result: 'valid' });
      expect(await check('down@example.org')).toEqual({ result: 'valid' });
      expect(await check('down@mailinator.com')).toEqual({ result: 'invalid' });
    } finally {
      await lookups.close();
    }
  });
});

import { LOOKUP_BASE_PATH, type UsSuggestion } from '@siyum/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../packages/api/src/infra/log';
import { type AddressProvider, createLookupRoutes, type LookupDeps } from '../../packages/api/src/lookups';
import type { Fetch } from '../api/retryingFetch';
import { createLookupClient, LookupError } from './client';

// The client against the API's real look-up routes, mounted where the server mounts them: what is
// checked is the contract, not a copy of it.
function clientOver(deps: Partial<LookupDeps> = {}) {
  const app = new Hono().route(
    LOOKUP_BASE_PATH,
    createLookupRoutes({ limit: async () => true, log: silentLogger, ...deps }),
  );
  const urls: string[] = [];
  const fetch: Fetch = async (input, init) => {
    urls.push(String(input));
    return app.request(String(input), init);
  };
  return { client: createLookupClient({ fetch }), urls };
}

/** A client whose every call gets this answer. */
const answering = (response: () => Response) => createLookupClient({ fetch: async () => response() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const building: UsSuggestion = {
  street_line: '123 Main St',
  secondary: 'Apt',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  entries: 4,
};
const recorded: AddressProvider = {
  name: 'recorded',
  usAutocomplete: async (query) =>
    query.selected ? [{ ...building, secondary: 'Apt 1', entries: 1 }] : [building],
  intlAutocomplete: async () => [{ address_id: 'es-1', address_text: 'Calle Mayor Madrid', entries: 3 }],
  intlDetail: async (id) => [
    { street: `Calle Mayor 2 (${id})`, locality: 'Madrid', postal_code: '28013', administrative_area: 'M' },
  ],
};

describe('look-up client over the API routes, offline (no keys)', () => {
  it('addresses: honest empty lists, not errors', async () => {
    const { client } = clientOver();
    await expect(client.address.usAutocomplete({ search: '123 Main St' })).resolves.toEqual([]);
    await expect(client.address.intlAutocomplete({ search: 'Herzl', country: 'IL' })).resolves.toEqual([]);
    await expect(client.address.intlDetail({ address_id: 'x1', country: 'IL' })).resolves.toEqual([]);
  });

  it('phone: the server rule answers valid with format and country, or not valid', async () => {
    const { client, urls } = clientOver();
    await expect(client.lookupPhone('+12025550143')).resolves.toEqual({
      valid: true,
      nationalFormat: '(202) 555-0143',
      countryCode: 'US',
    });
    await expect(client.lookupPhone('+1202555')).resolves.toEqual({ valid: false });
    expect(urls[0]).toBe('/api/lookup/phone?phone=%2B12025550143');
  });

  it('zip: city and state of a known zip; undefined for an unknown one', async () => {
    const { client } = clientOver();
    await expect(client.address.usZip?.('08701')).resolves.toEqual({
      zip: '08701',
      city: 'Lakewood',
      state: 'NJ',
    });
    await expect(client.address.usZip?.('00000')).resolves.toBeUndefined();
  });

  it('email: the verdict', async () => {
    const { client } = clientOver();
    await expect(client.checkEmail('someone@example.org')).resolves.toEqual({ result: 'valid' });
    await expect(client.checkEmail('x@mailinator.com')).resolves.toEqual({ result: 'invalid' });
  });
});

describe('look-up client over the API routes, with a provider', () => {
  it('US: sends only the filters it has, and maps the suggestions', async () => {
    const { client, urls } = clientOver({ addressProvider: recorded });
    await expect(client.address.usAutocomplete({ search: '123 Main' })).resolves.toEqual([building]);
    expect(urls[0]).toBe('/api/lookup/address/us?search=123+Main');
  });

  it('US units: the follow-up carries `selected` and the zip filter', async () => {
    const { client, urls } = clientOver({ addressProvider: recorded });
    const units = await client.address.usAutocomplete({
      search: '123 Main St',
      include_only_zip_codes: '62704',
      selected: '123 Main St Apt (4) Springfield IL 62704',
    });
    expect(units).toEqual([{ ...building, secondary: 'Apt 1', entries: 1 }]);
    const sent = new URL(urls[0] ?? '', 'http://app.test').searchParams;
    expect(sent.get('selected')).toBe('123 Main St Apt (4) Springfield IL 62704');
    expect(sent.get('include_only_zip_codes')).toBe('62704');
  });

  it('international: suggestions, then the detail by an id that is escaped into the path', async () => {
    const { client, urls } = clientOver({ addressProvider: recorded });
    await expect(
      client.address.intlAutocomplete({
        search: 'Calle Mayor',
        country: 'ES',
        include_only_locality: 'Madrid',
      }),
    ).resolves.toEqual([{ address_id: 'es-1', address_text: 'Calle Mayor Madrid', entries: 3 }]);
    const [detail] = await client.address.intlDetail({ address_id: 'a+b=', country: 'ES' });
    expect(detail?.street).toBe('Calle Mayor 2 (a+b=)');
    expect(urls[1]).toBe('/api/lookup/address/intl/a%2Bb%3D?country=ES');
  });
});

describe('look-up client: refusals reject (the widgets log them and carry on)', () => {
  it.each([
    ['over the limit', async () => false, 'rateLimited'],
    [
      'the limiter down (fails closed)',
      async () => {
        throw new Error('database down');
      },
      'rateLimiterUnavailable',
    ],
  ])('%s → LookupError 429 with the reason', async (_, limit, reason) => {
    const { client } = clientOver({ limit });
    const failure = client.address.usAutocomplete({ search: '1 Main' });
    await expect(failure).rejects.toBeInstanceOf(LookupError);
    await expect(failure).rejects.toMatchObject({ status: 429, reason, path: '/address/us' });
    await expect(client.lookupPhone('+12025550143')).rejects.toMatchObject({ status: 429 });
  });

  it('a bad query → 400 with its reason', async () => {
    const { client } = clientOver();
    await expect(client.lookupPhone(' ')).rejects.toMatchObject({ status: 400, reason: 'query:phone' });
  });

  it('an answer that is not the agreed shape', async () => {
    const client = answering(() => json({ suggestions: [{ street_line: 1 }] }));
    await expect(client.address.usAutocomplete({ search: 'x' })).rejects.toThrow();
  });

  it('a proxy error page without a JSON body', async () => {
    const client = answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.lookupPhone('+12025550143')).rejects.toMatchObject({
      status: 502,
      reason: undefined,
    });
  });

  it('no answer in time', async () => {
    const client = createLookupClient({
      timeoutMs: 10,
      fetch: (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    await expect(client.address.usAutocomplete({ search: 'x' })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});

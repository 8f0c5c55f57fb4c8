/**
 * A fake Smarty on 127.0.0.1 that replays the recordings the API's own tests use
 * (packages/api/test/fixtures/smarty), filtered the way Smarty filters them, so a spec sees real
 * provider answers without keys or the internet. Every request is kept for assertions.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../packages/api/test/fixtures/smarty/${name}.json`, import.meta.url), 'utf8'),
  );

interface RecordedUsSuggestion {
  street_line: string;
  zipcode: string;
}

export interface FakeSmartyRequest {
  path: string;
  query: URLSearchParams;
}

export interface FakeSmarty {
  /** The base URL; the SDK is given `${url}/us/lookup` and `${url}/intl/v2/lookup`. */
  url: string;
  requests: FakeSmartyRequest[];
  close(): Promise<void>;
}

/**
 * US Autocomplete Pro: the street suggestions whose street starts with the search (inside the zip
 * filter, when there is one); with `selected`, the units of the chosen building.
 */
function usAnswer(query: URLSearchParams): unknown {
  if (query.get('selected')) return fixture('us-autocomplete-pro-selected');
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const zip = query.get('include_only_zip_codes');
  const { suggestions } = fixture('us-autocomplete-pro') as { suggestions: RecordedUsSuggestion[] };
  return {
    suggestions: suggestions.filter(
      (suggestion) =>
        suggestion.street_line.toLowerCase().startsWith(search) && (!zip || suggestion.zipcode === zip),
    ),
  };
}

export async function startFakeSmarty(): Promise<FakeSmarty> {
  const requests: FakeSmartyRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-smarty');
    requests.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/us/lookup') return send(200, usAnswer(url.searchParams));
    if (url.pathname === '/intl/v2/lookup') return send(200, fixture('intl-autocomplete'));
    if (url.pathname.startsWith('/intl/v2/lookup/')) return send(200, fixture('intl-detail'));
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => closeServer(server),
  };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

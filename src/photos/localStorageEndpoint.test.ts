// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** The module patches the page's XHR and fetch once: each test loads it fresh over fresh spies. */
async function routed(endpoint: string) {
  vi.resetModules();
  const opened: string[] = [];
  XMLHttpRequest.prototype.open = ((_method: string, url: string | URL) => {
    opened.push(String(url));
  }) as typeof XMLHttpRequest.prototype.open;
  const fetched: string[] = [];
  window.fetch = vi.fn(async (input: RequestInfo | URL) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return new Response('');
  });
  const { routeLocalStorageEndpoint } = await import('./localStorageEndpoint');
  return { host: routeLocalStorageEndpoint(endpoint), opened, fetched };
}

describe('the local storage endpoint (decision 0030)', () => {
  it('sends Amplify’s https calls to the local gateway over http, and nothing else', async () => {
    const { host, opened, fetched } = await routed('http://127.0.0.1:9230');
    expect(host).toBe('127.0.0.1:9230');
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', 'https://127.0.0.1:9230/siyum.photos/protected/x');
    xhr.open('GET', 'https://cognito-idp.local/other');
    await window.fetch('https://127.0.0.1:9230/siyum.photos?list-type=2');
    await window.fetch(new Request('https://127.0.0.1:9230/siyum.photos/key'));
    await window.fetch('https://127.0.0.1:9231/not-the-gateway');
    expect(opened).toEqual([
      'http://127.0.0.1:9230/siyum.photos/protected/x',
      'https://cognito-idp.local/other',
    ]);
    expect(fetched).toEqual([
      'http://127.0.0.1:9230/siyum.photos?list-type=2',
      'http://127.0.0.1:9230/siyum.photos/key',
      'https://127.0.0.1:9231/not-the-gateway',
    ]);
  });

  it.each(['https://127.0.0.1:9230', 'http://storage.example.org', 'http://10.0.0.5:9230'])(
    'refuses %s: only plain HTTP on loopback is rerouted',
    async (endpoint) => {
      await expect(routed(endpoint)).rejects.toThrow(/loopback/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { checkRedirectUrl, parseRedirectList, type RedirectCheck } from './hostedRedirects';

const LIST = ['https://siyum.example.org/auth-callback', 'myapp://callback/'];

describe('§5 redirect URLs must match the configured lists', () => {
  it.each<[string, readonly string[] | undefined, string, RedirectCheck]>([
    [
      'listed',
      LIST,
      'https://siyum.example.org/auth-callback',
      { url: 'https://siyum.example.org/auth-callback' },
    ],
    [
      'listed, spelled otherwise',
      ['HTTPS://Siyum.example.org:443/auth-callback'],
      'https://siyum.example.org/auth-callback',
      { url: 'https://siyum.example.org/auth-callback' },
    ],
    ['same origin, another path', LIST, 'https://siyum.example.org/other', { problem: 'invalidRedirect' }],
    ['another https origin', LIST, 'https://evil.example.net/auth-callback', { problem: 'invalidOrigin' }],
    ['http against https', LIST, 'http://siyum.example.org/auth-callback', { problem: 'invalidOrigin' }],
    [
      'only non-web entries',
      ['myapp://callback/'],
      'https://siyum.example.org/auth-callback',
      { problem: 'invalidRedirect' },
    ],
    ['no list', undefined, 'https://siyum.example.org/auth-callback', { problem: 'invalidRedirect' }],
    ['not a URL', LIST, 'auth-callback', { problem: 'invalidRedirect' }],
  ])('%s', (_name, list, wanted, expected) => {
    expect(checkRedirectUrl(list, wanted)).toEqual(expected);
  });

  it('reads a comma-separated list from configuration, refusing what is not an absolute URL', () => {
    expect(parseRedirectList(undefined, 'X')).toBeUndefined();
    expect(parseRedirectList(' ', 'X')).toBeUndefined();
    expect(
      parseRedirectList('https://a.example/auth-callback, http://localhost:5173/auth-callback', 'X'),
    ).toEqual(['https://a.example/auth-callback', 'http://localhost:5173/auth-callback']);
    expect(() => parseRedirectList('https://a.example/x,/auth-callback', 'X')).toThrow(/^X: /);
  });
});

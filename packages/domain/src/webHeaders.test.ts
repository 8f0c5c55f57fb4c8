import { describe, expect, it } from 'vitest';
import {
  headersFile,
  headersForPath,
  LOCAL_CONNECT_SOURCES,
  parseHeadersFile,
  withConnectSources,
} from './webHeaders';

const POLICY = "default-src 'self'; connect-src 'self' https://*.amazonaws.com; frame-ancestors 'none'";
const rules = parseHeadersFile(headersFile({ 'Content-Security-Policy': POLICY, 'X-Frame-Options': 'DENY' }));

describe('the _headers file', () => {
  it('reads back what the build writes: every path gets the security headers', () => {
    for (const path of ['/', '/index.html', '/assets/index-abc.js', '/favicon.svg'])
      expect(headersForPath(rules, path)).toMatchObject({
        'Content-Security-Policy': POLICY,
        'X-Frame-Options': 'DENY',
      });
  });

  it('caches hashed assets for a year and has the replaced files revalidated', () => {
    expect(headersForPath(rules, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/builds/latest.json')['Cache-Control']).toBe('no-cache');
    // No rule: the server decides (it revalidates).
    expect(headersForPath(rules, '/favicon.svg')['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/assets')['Cache-Control']).toBeUndefined();
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/_headers/);
  });

  it('treats a pattern literally except for its *', () => {
    const dotted = parseHeadersFile('/a.b/*\n  X: 1\n');
    expect(headersForPath(dotted, '/a.b/c')).toEqual({ X: '1' });
    expect(headersForPath(dotted, '/aXb/c')).toEqual({});
  });
});

describe('withConnectSources', () => {
  it('adds sources to connect-src only, once each', () => {
    const local = withConnectSources(POLICY, LOCAL_CONNECT_SOURCES);
    expect(local).toBe(
      "default-src 'self'; connect-src 'self' https://*.amazonaws.com http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'",
    );
    expect(withConnectSources(local, LOCAL_CONNECT_SOURCES)).toBe(local);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn, markSignedOut } from '../auth/sessionState';
import { trackViewport } from './viewport';

/**
 * The cookies' attributes held against the spec's own numbers (§9 "Cookie storage: 365 days, path /,
 * secure; viewport cookie 365 days, SameSite Strict, fallback desktop"), not against our constants
 * (issue 18: a test deriving them from the catalogue would pass a wrong catalogue).
 */
const SPEC_365_DAYS_IN_SECONDS = 31_536_000;

/** Every cookie string the code writes, served over HTTPS. */
function recordCookies(): string[] {
  const written: string[] = [];
  vi.stubGlobal('location', new URL('https://siyum.example/dashboard'));
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  return written;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cookie attributes (§9)', () => {
  it('the signed-in flag: 365 days, path /, secure; removed on sign-out', () => {
    const written = recordCookies();
    markSignedIn();
    markSignedOut();
    const [signedIn, signedOut] = written.map((cookie) => cookie.split('; '));
    expect(signedIn).toEqual(
      expect.arrayContaining([`Max-Age=${SPEC_365_DAYS_IN_SECONDS}`, 'Path=/', 'Secure']),
    );
    expect(signedIn?.[0]).toMatch(/=true$/);
    expect(signedOut).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/']));
  });

  it('the viewport: 365 days, SameSite Strict, desktop without media queries', () => {
    const written = recordCookies();
    vi.stubGlobal('matchMedia', undefined);
    trackViewport();
    expect(written).toHaveLength(1);
    expect(written[0]?.split('; ')).toEqual(
      expect.arrayContaining([
        'viewport=desktop',
        `Max-Age=${SPEC_365_DAYS_IN_SECONDS}`,
        'SameSite=Strict',
        'Path=/',
      ]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  compileRouteRules,
  decideNavigation,
  isAbsoluteUrl,
  loginPathFor,
  type NavigationState,
  ROUTE_MIDDLEWARE,
  ROUTE_TABLE,
  routeRuleFor,
  sameSitePath,
  siyumAreaFor,
  siyumGuardFor,
  siyumPaths,
  UnknownMiddlewareError,
} from './navigation';
import { parseSiyumId } from './siyumValues';

const visitor: NavigationState = { signedIn: false };
const member: NavigationState = { signedIn: true, userInfoBlank: false };
const blank: NavigationState = { signedIn: true, userInfoBlank: true };

describe('decideNavigation (spec §2)', () => {
  it.each([
    ['/create', visitor, '/login?redirectUrl=%2Fcreate'],
    ['/create/review', visitor, '/login?redirectUrl=%2Fcreate%2Freview'],
    ['/dashboard?tab=due', visitor, '/login?redirectUrl=%2Fdashboard%3Ftab%3Ddue'],
    ['/edit/4', visitor, '/login?redirectUrl=%2Fedit%2F4'],
    ['/edit', visitor, '/login?redirectUrl=%2Fedit'],
    ['/participants/4', visitor, '/login?redirectUrl=%2Fparticipants%2F4'],
    ['/admins/4', visitor, '/login?redirectUrl=%2Fadmins%2F4'],
    ['/my-siyumim', visitor, '/login?redirectUrl=%2Fmy-siyumim'],
    ['/login', member, '/'],
    ['/login?redirectUrl=%2Fcreate', member, '/'],
    ['/dashboard', blank, '/auth-callback'],
    ['/community', blank, '/auth-callback'],
    ['/siyum/12', visitor, '/s/12'],
    ['/siyumim', member, '/community'],
    ['/home', blank, '/'],
  ] as const)('%s redirects to %s', (path, state, to) => {
    expect(decideNavigation(path, state)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/', visitor],
    ['/community', visitor],
    ['/s/12', visitor],
    ['/login', visitor],
    ['/sign-out', visitor],
    ['/create', member],
    ['/edit/4', member],
    ['/auth-callback', blank],
    ['/login', visitor],
  ] as const)('%s is allowed', (path, state) => {
    expect(decideNavigation(path, state)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/sign-out', '/login'],
    ['/login?redirectUrl=%2Fcreate', '/login'],
    ['/create#top', '/login?redirectUrl=%2Fcreate%23top'],
  ])('the login path for %s is %s (no redirectUrl back to /sign-out or /login)', (path, login) => {
    expect(loginPathFor(path)).toBe(login);
  });
});

describe('routeRuleFor: the table route.rule answers from (spec §2)', () => {
  it.each([
    ['/admins/12', { path: '/admins/12', middleware: { auth: true, siyumAdmins: true } }],
    ['/edit/7/', { path: '/edit/7', middleware: { auth: true, siyumEdit: true } }],
    ['/participants/7', { path: '/participants/7', middleware: { auth: true, siyumParticipants: true } }],
    ['/create', { path: '/create', middleware: { auth: true } }],
    ['/login?redirectUrl=%2Fcreate', { path: '/login', middleware: { guest: true } }],
    ['/siyum/42?x=1', { path: '/siyum/42', redirect: '/s/42', middleware: {} }],
    ['/about-us', { path: '/about-us', middleware: {} }],
    ['/', { path: '/', middleware: {} }],
  ])('%s', (path, rule) => {
    expect(routeRuleFor(path)).toEqual(rule);
  });

  it.each([
    ['/edit/4', 'edit'],
    ['/participants/4', 'participants'],
    ['/admins/4', 'admins'],
    ['/edit', undefined],
    ['/create', undefined],
  ])('%s is guarded per siyum as %s', (path, area) => {
    expect(siyumAreaFor(path)).toBe(area);
  });

  it.each([
    ['/edit/4', { area: 'edit', siyumId: 4 }],
    ['/participants/12?tab=all#x', { area: 'participants', siyumId: 12 }],
    ['/admins/7', { area: 'admins', siyumId: 7 }],
    ['/admins/abc', undefined],
    ['/admins/1e3', undefined],
    ['/portions/4', undefined],
  ])('%s needs the per-siyum check %o', (path, guard) => {
    expect(siyumGuardFor(path)).toEqual(guard);
  });

  it.each([
    ['https://example.org/x', true],
    ['mailto:someone@example.org', false],
    ['/community', false],
    ['//evil.example', false],
  ])('%s is absolute: %s', (to, absolute) => {
    expect(isAbsoluteUrl(to)).toBe(absolute);
  });

  it('every middleware the table names is a known one', () => {
    const named = ROUTE_TABLE.flatMap((entry) => ('middleware' in entry ? entry.middleware : []));
    expect(named.filter((name) => !(ROUTE_MIDDLEWARE as readonly string[]).includes(name))).toEqual([]);
  });

  it('an unknown middleware fails when the table is compiled, not at request time', () => {
    expect(() => compileRouteRules([{ pattern: '/x', middleware: ['auth', 'teleport'] }])).toThrow(
      UnknownMiddlewareError,
    );
  });
});

/** Issue 17: `/\evil.com` passed the old `startsWith('/') && !startsWith('//')` check. */
describe('sameSitePath', () => {
  const origin = 'https://siyum.example';
  it.each([
    ['/siyum/5', '/siyum/5'],
    ['/community?q=mishnah#top', '/community?q=mishnah#top'],
    ['/a/../b', '/b'],
  ])('keeps a path on the site: %s', (target, expected) => {
    expect(sameSitePath(target, origin)).toBe(expected);
  });
  it.each([
    null,
    undefined,
    '',
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\tevil.com',
    '/%0a/evil.com'.replace('%0a', '\n'),
    'javascript:alert(1)',
    'evil.com',
  ])('refuses what could leave the site: %j', (target) => {
    expect(sameSitePath(target, origin)).toBeUndefined();
  });
});

/** Issue 19: one siyum id format for pages, guard and server (1 … MAX_ID, digits only). */
describe('parseSiyumId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('%s is a siyum id', (text, id) => {
    expect(parseSiyumId(text)).toBe(id);
  });
  it.each(['', '0', '-1', '1e3', '4.2', ' 42', '2147483648', '999999999999999', 'abc'])(
    '%j is not (a page shows Page Not Found; the server is never asked)',
    (text) => {
      expect(parseSiyumId(text)).toBeNull();
      expect(siyumGuardFor(`/edit/${text}`)).toBeUndefined();
    },
  );
});

describe('siyumPaths: the links of a siyum’s pages, beside the route table', () => {
  it('the §6 pages are the routes the siyum guard knows, for that siyum', () => {
    const siyum = { id: 42 };
    expect(siyumGuardFor(siyumPaths.edit(siyum))).toEqual({ area: 'edit', siyumId: 42 });
    expect(siyumGuardFor(siyumPaths.participants(siyum))).toEqual({ area: 'participants', siyumId: 42 });
    expect(siyumGuardFor(siyumPaths.admins(siyum))).toEqual({ area: 'admins', siyumId: 42 });
    expect(siyumGuardFor(siyumPaths.progress(siyum))).toBeUndefined();
  });

  it('the public page carries an unlisted siyum’s share key, the others never do', () => {
    const unlisted = { id: 7, shareKey: 'a'.repeat(32) };
    expect(siyumPaths.siyum(unlisted)).toBe(`/s/7?key=${'a'.repeat(32)}`);
    expect(siyumPaths.progress(unlisted)).toBe('/progress/7');
  });
});

/**
 * The route table of spec §2 "Navigation rules" — which paths need a signed-in user, which run a
 * per-siyum check, which redirect — and the decisions drawn from it. One list: the app's route
 * guards read it through `decideNavigation`, the API's `route.rule` answers `routeRuleFor`.
 */

import type { SiyumArea } from './permissions';
import { compileRoutePattern } from './routePattern';
import { parseSiyumId } from './siyumIds';

/** The middleware a route runs, by name (spec §2: an unknown middleware is an error). */
export const ROUTE_MIDDLEWARE = ['auth', 'guest', 'siyumEdit', 'siyumParticipants', 'siyumAdmins'] as const;
export type RouteMiddleware = (typeof ROUTE_MIDDLEWARE)[number];

/**
 * One row of a route table. Patterns: exact paths, `:param` segments, and a trailing `*` for the
 * path and everything below it. A redirect may use the pattern's params (`/siyum/:id` → `/s/:id`);
 * an absolute URL leaves the site. Middleware names are checked when the table is compiled.
 */
export interface RouteTableEntry {
  pattern: string;
  redirect?: string;
  middleware?: readonly string[];
}

/** What a look-up by path answers (route.rule). */
export interface RouteRule {
  path: string;
  redirect?: string;
  middleware: Partial<Record<RouteMiddleware, boolean>>;
}

/** The first matching row wins, so the per-siyum rows come before their sections. */
export const ROUTE_TABLE = [
  { pattern: '/edit/:id', middleware: ['auth', 'siyumEdit'] },
  { pattern: '/participants/:id', middleware: ['auth', 'siyumParticipants'] },
  { pattern: '/admins/:id', middleware: ['auth', 'siyumAdmins'] },
  // Spec §2: paths starting with these need a signed-in user.
  { pattern: '/create/*', middleware: ['auth'] },
  { pattern: '/dashboard/*', middleware: ['auth'] },
  { pattern: '/edit/*', middleware: ['auth'] },
  { pattern: '/participants/*', middleware: ['auth'] },
  { pattern: '/admins/*', middleware: ['auth'] },
  { pattern: '/my-siyumim/*', middleware: ['auth'] },
  // The support staff's inbox (not in the spec's table; the server checks who is staff).
  { pattern: '/support/inbox', middleware: ['auth'] },
  // A signed-in user asking for a login page goes home.
  { pattern: '/login/*', middleware: ['guest'] },
  { pattern: '/siyum/:id', redirect: '/s/:id' },
  { pattern: '/siyumim', redirect: '/community' },
  { pattern: '/home', redirect: '/' },
] as const satisfies readonly (RouteTableEntry & { middleware?: readonly RouteMiddleware[] })[];

/** The §6 area each per-siyum middleware checks with canAccess. */
export const SIYUM_AREA_MIDDLEWARE = {
  edit: 'siyumEdit',
  participants: 'siyumParticipants',
  admins: 'siyumAdmins',
} as const satisfies Record<SiyumArea, RouteMiddleware>;

export class UnknownMiddlewareError extends Error {
  override name = 'UnknownMiddlewareError';
}

const pathOf = (fullPath: string): string => fullPath.split(/[?#]/)[0] ?? fullPath;

/** Turns a table into its look-up; throws UnknownMiddlewareError at once for a name it does not know. */
export function compileRouteRules(entries: readonly RouteTableEntry[]): (fullPath: string) => RouteRule {
  const known = new Set<string>(ROUTE_MIDDLEWARE);
  const rules = entries.map((entry) => {
    const middleware: Partial<Record<RouteMiddleware, boolean>> = {};
    for (const name of entry.middleware ?? []) {
      if (!known.has(name))
        throw new UnknownMiddlewareError(`route ${entry.pattern}: unknown middleware "${name}"`);
      middleware[name as RouteMiddleware] = true;
    }
    return { match: compileRoutePattern(entry.pattern), redirect: entry.redirect, middleware };
  });
  return (fullPath) => {
    const path = pathOf(fullPath).replace(/\/+$/, '') || '/';
    for (const rule of rules) {
      const params = rule.match(path);
      if (!params) continue;
      const redirect = rule.redirect?.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? ''),
      );
      return { path, ...(redirect ? { redirect } : {}), middleware: rule.middleware };
    }
    return { path, middleware: {} };
  };
}

/** Redirect and middleware for a path (query and hash ignored), from ROUTE_TABLE. */
export const routeRuleFor = compileRouteRules(ROUTE_TABLE);

/** The §6 area a path is guarded by, if it is a per-siyum page. */
export function siyumAreaFor(fullPath: string): SiyumArea | undefined {
  const { middleware } = routeRuleFor(fullPath);
  const areas = Object.keys(SIYUM_AREA_MIDDLEWARE) as SiyumArea[];
  return areas.find((area) => middleware[SIYUM_AREA_MIDDLEWARE[area]]);
}

/**
 * The per-siyum check a path needs (§6), with the siyum's id — only for a numeric id: any other id
 * fails the page's validity check ('Page Not Found: {path}') without asking anyone.
 */
export function siyumGuardFor(fullPath: string): { area: SiyumArea; siyumId: number } | undefined {
  const area = siyumAreaFor(fullPath);
  const id = pathOf(fullPath).split('/')[2] ?? '';
  const siyumId = parseSiyumId(id);
  return area && siyumId !== null ? { area, siyumId } : undefined;
}

/** A redirect to another site (§2: it leaves by a full page load). */
export const isAbsoluteUrl = (to: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(to);

/**
 * A redirect target from a URL or storage, as a path on this site, or undefined when it could leave
 * it: only `/…` paths, never `//host` or `/\host` (browsers read a backslash as a slash), never a
 * control character, and only what `new URL(target, origin)` keeps on `origin` (issue 17).
 */
export function sameSitePath(target: string | null | undefined, origin: string): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return undefined;
  try {
    const resolved = new URL(target, origin);
    if (resolved.origin !== new URL(origin).origin) return undefined;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return undefined;
  }
}

export function needsSignIn(fullPath: string): boolean {
  return routeRuleFor(fullPath).middleware.auth === true;
}

const NO_REDIRECT_URL_PATHS = ['/sign-out', '/login'];
const BLANK_USER_ALLOWED = ['/auth-callback', '/login'];

export type NavigationState = { signedIn: false } | { signedIn: true; userInfoBlank: boolean };

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Where the login page sends the visitor back to, or bare /login for paths that must not be revisited. */
export function loginPathFor(fullPath: string): string {
  if (NO_REDIRECT_URL_PATHS.includes(pathOf(fullPath))) return '/login';
  return `/login?redirectUrl=${encodeURIComponent(fullPath)}`;
}

/**
 * The route guard of spec §2. `fullPath` is path plus query and hash, as requested. A table redirect
 * applies to everyone (an absolute one leaves the site); the per-siyum checks need the siyum, so
 * they run where it is loaded (see `siyumAreaFor` and `canAccess`).
 */
export function decideNavigation(fullPath: string, state: NavigationState): NavigationDecision {
  const rule = routeRuleFor(fullPath);
  if (rule.redirect) return { kind: 'redirect', to: rule.redirect };
  if (!state.signedIn) {
    return rule.middleware.auth ? { kind: 'redirect', to: loginPathFor(fullPath) } : { kind: 'allow' };
  }
  if (rule.middleware.guest) return { kind: 'redirect', to: '/' };
  if (state.userInfoBlank && !BLANK_USER_ALLOWED.includes(rule.path))
    return { kind: 'redirect', to: '/auth-callback' };
  return { kind: 'allow' };
}

/**
 * A siyum's short link (§2 `/s/{id}`); an unlisted one's carries its share key (decision 0019),
 * without which nobody but its managers and learners can open it.
 */
export const siyumPath = (siyum: { id: number; shareKey?: string | undefined }): string =>
  siyum.shareKey ? `/s/${siyum.id}?key=${siyum.shareKey}` : `/s/${siyum.id}`;

type SiyumRef = { id: number; shareKey?: string | undefined };

/**
 * Every page of one siyum (§2 routes, the table above): the links the app and the widgets draw.
 * The public page carries an unlisted siyum's share key; the others open for those §6 lets in.
 */
export const siyumPaths = {
  siyum: siyumPath,
  progress: (siyum: SiyumRef): string => `/progress/${siyum.id}`,
  edit: (siyum: SiyumRef): string => `/edit/${siyum.id}`,
  participants: (siyum: SiyumRef): string => `/participants/${siyum.id}`,
  admins: (siyum: SiyumRef): string => `/admins/${siyum.id}`,
} as const;

/** What reads a siyum (byId, portions, counters) are given: its id, and its share key when known. */
export const siyumReadInput = (siyum: { id: number; shareKey?: string | undefined }) =>
  siyum.shareKey ? { id: siyum.id, key: siyum.shareKey } : { id: siyum.id };

/** `siyum.byId`'s (and `siyum.portions`') input: a siyum's id, and its share key when the link has one. */
export type SiyumReadInput = ReturnType<typeof siyumReadInput>;

/** The invitation page of a token: what a manager sends to a guest. */
export const invitationPath = (token: string): string => `/join/${token}`;

/** My Learnings: every portion the signed-in user holds (the weekly summary links here). */
export const LEARNINGS_PATH = '/learnings';

import { ROUTE_MIDDLEWARE, type RouteMiddleware, type RouteRule } from '@siyum/domain';

/**
 * The route-rule table (spec §2 "Navigation rules"): per path pattern an optional redirect and
 * the middleware the app's router runs. Patterns: exact paths, `:param` segments, and a trailing
 * `*`. Redirects may use the pattern's params (`/siyum/:id` → `/s/:id`); an absolute URL leaves the
 * site. An unknown middleware name is an error when the table is built (not at request time).
 */
export interface RouteRuleEntry {
  pattern: string;
  redirect?: string;
  middleware?: readonly string[];
}

export const ROUTE_RULES: readonly RouteRuleEntry[] = [
  { pattern: '/create', middleware: ['auth'] },
  { pattern: '/dashboard', middleware: ['auth'] },
  { pattern: '/my-siyumim', middleware: ['auth'] },
  { pattern: '/edit/:id', middleware: ['auth', 'siyumEdit'] },
  { pattern: '/participants/:id', middleware: ['auth', 'siyumParticipants'] },
  { pattern: '/admins/:id', middleware: ['auth', 'siyumAdmins'] },
  { pattern: '/login', middleware: ['guest'] },
  { pattern: '/siyum/:id', redirect: '/s/:id' },
  { pattern: '/siyumim', redirect: '/community' },
  { pattern: '/home', redirect: '/' },
];

export class UnknownMiddlewareError extends Error {
  override name = 'UnknownMiddlewareError';
}

interface CompiledRule {
  match(path: string): Record<string, string> | null;
  redirect?: string;
  middleware: Partial<Record<RouteMiddleware, boolean>>;
}

function compilePattern(pattern: string): (path: string) => Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  return (path) => {
    const segments = path.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (part === '*') return params;
      const segment = segments[i];
      if (segment === undefined) return null;
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
      else if (part !== segment) return null;
    }
    return segments.length === parts.length ? params : null;
  };
}

export function compileRouteRules(entries: readonly RouteRuleEntry[]): (path: string) => RouteRule {
  const known = new Set<string>(ROUTE_MIDDLEWARE);
  const rules: CompiledRule[] = entries.map((entry) => {
    const middleware: Partial<Record<RouteMiddleware, boolean>> = {};
    for (const name of entry.middleware ?? []) {
      if (!known.has(name))
        throw new UnknownMiddlewareError(`route ${entry.pattern}: unknown middleware "${name}"`);
      middleware[name as RouteMiddleware] = true;
    }
    return {
      match: compilePattern(entry.pattern),
      ...(entry.redirect ? { redirect: entry.redirect } : {}),
      middleware,
    };
  });
  return (fullPath) => {
    const path = (fullPath.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
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

export const routeRuleFor = compileRouteRules(ROUTE_RULES);

import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS } from '../rateLimit';
import type { NotifiedCache } from '../services/notifiedCache';
import type { AppDeps } from '../trpc/context';
import { clientAddressOf, type TrustedProxyHops } from './clientAddress';

/**
 * The API's most frequent reads as whole HTTP answers (decision 0016): a GET of only these
 * procedures, in the plain JSON format, answers from a cache the database invalidates
 * (services/notifiedCache.ts) with the exact bytes tRPC gave the first time — no tRPC, no
 * validation, no database. An answer is never older than the last committed change this replica
 * has heard of. Anything else (a miss, an error, another format) goes through tRPC as usual.
 *
 * - `siyum.list` and `siyum.counters` for visitors (no Authorization header), from the community
 *   cache. The visitor's rate limit is counted here as tRPC would count it, one call per procedure,
 *   and the request is marked so tRPC does not count it twice; a refused caller falls through to
 *   tRPC, which answers the refusal in the §8 shape (counting again: a caller already over the
 *   limit only gets further over it).
 * - `auth.me` for a signed-in caller, from the viewers cache, keyed by the verified token's
 *   subject (every app asks it on every start). A token that does not verify falls through to
 *   tRPC, which refuses it.
 */
const RULES: readonly { procedures: ReadonlySet<string>; signedIn: boolean }[] = [
  { procedures: new Set(['siyum.list', 'siyum.counters']), signedIn: false },
  { procedures: new Set(['auth.me']), signedIn: true },
];

/** The Hono context variable that tells createContext the visitor limit was counted. */
export const VISITOR_LIMIT_COUNTED = 'visitorLimitCounted';
const JSON_ANSWER = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

export function cachedAnswers(deps: AppDeps, trustProxy: TrustedProxyHops): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    // A streamed (JSON lines) answer has another shape: only the plain one is kept.
    if (c.req.header('trpc-accept') !== undefined || c.req.header('accept')?.includes('jsonl')) return next();
    const url = new URL(c.req.url);
    const procedures = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).split(',');
    const authorization = c.req.header('authorization');
    const rule = RULES.find(
      (r) => r.signedIn === (authorization !== undefined) && procedures.every((p) => r.procedures.has(p)),
    );
    if (!rule) return next();

    let cache: NotifiedCache;
    let key: string;
    if (rule.signedIn) {
      const sub = await subjectOf(deps, authorization);
      if (sub === null) return next();
      cache = deps.viewers;
      key = `http:${sub}:${url.pathname}${url.search}`;
    } else {
      const caller = RATE_LIMITS.procedure({ clientAddress: clientAddressOf(c, trustProxy) });
      const limited = await deps.rateLimiter.consume(caller, procedures.length);
      if (!limited.allowed) return next();
      c.set(VISITOR_LIMIT_COUNTED, true);
      cache = deps.community;
      key = `http:${url.pathname}${url.search}`;
    }

    const kept = cache.get(key);
    if (typeof kept === 'string') return c.body(kept, 200, JSON_ANSWER);
    const ticket = cache.ticket();
    await next();
    if (ticket !== null && c.res.status === 200) cache.keep(ticket, key, await c.res.clone().text());
  };
}

/** The verified token's subject, or null (no identity provider, or a token that does not verify). */
async function subjectOf(deps: AppDeps, authorization: string | undefined): Promise<string | null> {
  if (!deps.verifyToken || !authorization) return null;
  try {
    return (await deps.verifyToken(authorization)).sub;
  } catch {
    return null;
  }
}

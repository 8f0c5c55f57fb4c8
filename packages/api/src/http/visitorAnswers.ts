import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS } from '../rateLimit';
import type { AppDeps } from '../trpc/context';
import { clientAddressOf, type TrustedProxyHops } from './clientAddress';

/**
 * The community's public reads as whole HTTP answers, for visitors (decision 0016): a GET of only
 * these procedures, with no Authorization header and the plain JSON format, answers from the
 * community cache with the exact bytes tRPC gave the first time — no tRPC, no validation, no
 * database. The cache drops everything when the database says the community changed, so an answer
 * is never older than the last committed change this replica has heard of.
 *
 * The visitor's rate limit is counted here as tRPC would count it, one call per procedure in the
 * batch, and the request is marked so tRPC does not count it twice. A refused caller falls through
 * to tRPC, which answers the refusal in the §8 shape (counting again: a caller already over the
 * limit only gets further over it).
 */
const VISITOR_CACHEABLE = new Set(['siyum.list', 'siyum.counters']);
/** The Hono context variable that tells createContext the visitor limit was counted. */
export const VISITOR_LIMIT_COUNTED = 'visitorLimitCounted';
const JSON_ANSWER = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

export function visitorAnswers(deps: AppDeps, trustProxy: TrustedProxyHops): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return next();
    // A streamed (JSON lines) answer has another shape: only the plain one is kept.
    if (c.req.header('trpc-accept') !== undefined || c.req.header('accept')?.includes('jsonl')) return next();
    const url = new URL(c.req.url);
    const procedures = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).split(',');
    if (!procedures.every((name) => VISITOR_CACHEABLE.has(name))) return next();

    const caller = RATE_LIMITS.procedure({ clientAddress: clientAddressOf(c, trustProxy) });
    const limited = await deps.rateLimiter.consume(caller, procedures.length);
    if (!limited.allowed) return next();
    c.set(VISITOR_LIMIT_COUNTED, true);

    const key = `http:${url.pathname}${url.search}`;
    const kept = deps.community.get(key);
    if (typeof kept === 'string') return c.body(kept, 200, JSON_ANSWER);
    const ticket = deps.community.ticket();
    await next();
    if (ticket !== null && c.res.status === 200) {
      deps.community.keep(ticket, key, await c.res.clone().text());
    }
  };
}

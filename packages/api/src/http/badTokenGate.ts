import type { MiddlewareHandler } from 'hono';
import { rateLimited } from '../infra/rateLimit';
import { edgeErrorAnswer, retryAfterSeconds } from './errors';
import { LIMITS } from './limits';
import { edgeOf } from './requestEdge';

/**
 * Tokens that do not verify cost their sender, before any verification work (issue 17): every
 * refused token counts against its address (`LIMITS.badToken`, http/requestEdge.ts), and once an
 * address is over its allowance a request of its that carries a token is answered 429 here, before
 * the signature is checked — a flood of forged tokens cannot make the server do RSA work for free.
 * Requests without a token pass (their calls are counted per address by the procedures' limit).
 */
export function badTokenGate(trpcEndpoint: string): MiddlewareHandler {
  return async (c, next) => {
    const edge = edgeOf(c);
    if (edge.token === null) return next();
    // Zero points: how the address stands, without counting this request (it may well verify).
    const standing = await edge.count('badToken', { points: 0 });
    if (!standing || standing.allowed) return next();
    const refusal = rateLimited(standing, LIMITS.badToken.reason);
    c.header('retry-after', String(retryAfterSeconds(refusal, standing.resetMs)));
    return edgeErrorAnswer(c, refusal, trpcEndpoint);
  };
}

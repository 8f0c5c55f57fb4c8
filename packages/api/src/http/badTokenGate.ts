import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS, rateLimited } from '../rateLimit';
import type { AppDeps } from '../trpc/context';
import { clientAddressOf, type TrustedProxyHops } from './clientAddress';
import { edgeErrorAnswer, retryAfterSeconds } from './errors';

/**
 * Tokens that do not verify cost their sender, before any verification work (issue 17): every
 * refused token counts against its address (`RATE_LIMITS.badToken`, trpc/context.ts), and once an
 * address is over its allowance a request of its that carries a token is answered 429 here, before
 * the signature is checked — a flood of forged tokens cannot make the server do RSA work for free.
 * Requests without a token pass (their calls are counted per address by the procedures' limit).
 */
export function badTokenGate(
  deps: AppDeps,
  trustProxy: TrustedProxyHops,
  trpcEndpoint: string,
): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header('authorization')) return next();
    const address = clientAddressOf(c, trustProxy);
    // Zero points: how the address stands, without counting this request (it may well verify).
    const standing = await deps.rateLimiter.consume(RATE_LIMITS.badToken(address), 0);
    if (standing.allowed) return next();
    const refusal = rateLimited(standing, 'tooManyBadTokens');
    c.header('retry-after', String(retryAfterSeconds(refusal, standing.resetMs)));
    return edgeErrorAnswer(c, refusal, trpcEndpoint);
  };
}

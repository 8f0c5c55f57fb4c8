import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { IdentityError, type VerifiedIdentity } from '../identity';
import { stripBearer } from '../identity/verifier';
import type { RateLimitResult } from '../infra/rateLimit';
import type { AppDeps } from '../trpc/context';
import { clientAddressOf, type TrustedProxyHops } from './clientAddress';
import { type Caller, consumeLimit, enforce, LIMITS, type LimitName } from './limits';

/** The caller's token as verified: a visitor has neither identity nor error. */
export interface EdgeIdentity {
  identity: VerifiedIdentity | null;
  /** The token that verified (null for a visitor or a refused token). */
  accessToken: string | null;
  /** Set when a token was sent but did not verify: every procedure then answers UNAUTHORIZED. */
  error: IdentityError | null;
}

/**
 * One request as the server's edge sees it (issue 20), resolved once by `requestEdge` and read by
 * everything after it — the bad-token gate, the cached answers, the tRPC context, the look-ups —
 * instead of each computing its own: the client address (behind TRUST_PROXY hops), the bearer
 * token (parsed once), its verification (run once, however many parts ask) and the limits for
 * this caller.
 */
export interface RequestEdge {
  readonly clientAddress: string;
  /** The token from `Authorization: Bearer …` (or a bare token); null when none was sent. */
  readonly token: string | null;
  identity(): Promise<EdgeIdentity>;
  /**
   * Counts this caller against a limit of http/limits.ts and says where they stand; null when the
   * limit does not apply to them (a user limit, a visitor) or the edge has no limiters (a test's
   * app). `points: 0` only reads the standing.
   */
  count(name: LimitName, options?: LimitOptions): Promise<RateLimitResult | null>;
  /** `count`, then TOO_MANY_REQUESTS (with the window's Retry-After) when over the limit. */
  limit(name: LimitName, options?: LimitOptions): Promise<void>;
  /**
   * The call limit's count when the cached-answer fast path already took it for this request's
   * calls (http/cachedAnswers.ts): tRPC then reads it instead of counting again.
   */
  countedCalls: RateLimitResult | null;
}

type LimitOptions = { points?: number; scope?: string };

/** What the edge needs of the server; absent on routes mounted without the API (tests). */
type EdgeDeps = Pick<AppDeps, 'verifyToken' | 'limiters' | 'log'>;

const NO_IDENTITY: EdgeIdentity = { identity: null, accessToken: null, error: null };

declare module 'hono' {
  interface ContextVariableMap {
    requestEdge: RequestEdge;
  }
}

/** The edge of a request from `clientAddress` with this Authorization header (tests build one directly). */
export function createRequestEdge(
  deps: EdgeDeps | null,
  request: { clientAddress: string; authorization: string | undefined },
): RequestEdge {
  const { clientAddress } = request;
  const token = stripBearer(request.authorization) || null;
  let verifying: Promise<EdgeIdentity> | undefined;

  const verify = async (): Promise<EdgeIdentity> => {
    if (token === null) return NO_IDENTITY;
    if (!deps?.verifyToken) {
      return {
        ...NO_IDENTITY,
        error: new IdentityError('config', 'identity: no identity provider configured'),
      };
    }
    try {
      return { identity: await deps.verifyToken(token), accessToken: token, error: null };
    } catch (thrown) {
      const error =
        thrown instanceof IdentityError
          ? thrown
          : new IdentityError('malformed', 'identity: unexpected', { cause: thrown });
      if (error.reason === 'jwks' || error.reason === 'config') {
        deps.log.error('auth.verify_unavailable', { reason: error.reason, error });
      } else {
        // The sender's fault: it counts against their address (http/badTokenGate.ts).
        await consumeLimit(deps.limiters, 'badToken', { clientAddress, sub: null })?.catch(
          (failure: unknown) => deps.log.warn('auth.bad_token_uncounted', { error: failure }),
        );
      }
      return { ...NO_IDENTITY, error };
    }
  };

  const edge: RequestEdge = {
    clientAddress,
    token,
    identity: () => {
      verifying ??= verify();
      return verifying;
    },
    count: async (name, options) => {
      if (!deps) return null;
      // Only a limit counted per user needs the token verified (a look-up never does).
      const sub = LIMITS[name].by === 'address' ? null : await userOf(edge);
      const caller: Caller = { clientAddress, sub };
      return consumeLimit(deps.limiters, name, caller, options);
    },
    limit: async (name, options) => {
      const result = await edge.count(name, options);
      if (result) enforce(name, result);
    },
    countedCalls: null,
  };
  return edge;
}

async function userOf(edge: RequestEdge): Promise<string | null> {
  return (await edge.identity()).identity?.sub ?? null;
}

function edgeFromHono(c: HonoContext, deps: EdgeDeps | null, trustProxy: TrustedProxyHops): RequestEdge {
  return createRequestEdge(deps, {
    clientAddress: clientAddressOf(c, trustProxy),
    authorization: c.req.header('authorization'),
  });
}

/** The first middleware under /api: resolves the request's edge for everything after it. */
export function requestEdge(deps: EdgeDeps | null, trustProxy: TrustedProxyHops): MiddlewareHandler {
  return async (c, next) => {
    c.set('requestEdge', edgeFromHono(c, deps, trustProxy));
    await next();
  };
}

/**
 * The request's edge; a route mounted on its own (a test's app without `requestEdge`) gets one
 * resolved from the socket, with no proxies trusted and no limits.
 */
export function edgeOf(c: HonoContext): RequestEdge {
  const known = c.get('requestEdge');
  if (known) return known;
  const edge = edgeFromHono(c, null, 0);
  c.set('requestEdge', edge);
  return edge;
}

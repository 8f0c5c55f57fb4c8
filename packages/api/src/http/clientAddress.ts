import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';

/**
 * The caller's address, for per-visitor rate limits: the socket's peer, or — behind a load
 * balancer that sets it (`trustProxy`) — the first X-Forwarded-For entry.
 */
export function clientAddressOf(c: HonoContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

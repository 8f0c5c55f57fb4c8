import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';

/**
 * How many proxies stand between the client and this server (`TRUST_PROXY`): 0 = none, the socket's
 * peer is the client; N = N proxies (a load balancer, a CDN in front of it, …), each appending the
 * address it saw to X-Forwarded-For. Only the last N entries were written by proxies we trust;
 * anything left of them is whatever the client sent.
 */
export type TrustedProxyHops = number;

/** The largest hop count accepted: more proxies than this is a misconfiguration. */
const MAX_PROXY_HOPS = 10;

/**
 * `TRUST_PROXY` as a hop count: unset, empty or `0` → 0; a whole number 1…10 → that many hops.
 * Anything else (`true`, `yes`, `-1`) refuses to start: guessing would either trust a header the
 * client controls or ignore the proxy and rate-limit every visitor as one.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustedProxyHops {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === '') return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_PROXY_HOPS) {
    throw new Error(`TRUST_PROXY must be the number of proxy hops (0–${MAX_PROXY_HOPS}), not "${value}"`);
  }
  return Number(value);
}

/**
 * The entry a comma-separated forwarding header holds `hops` places from the right (the address
 * the outermost trusted proxy saw); the leftmost entry when there are fewer.
 */
function fromTrustedHop(header: string | undefined, hops: TrustedProxyHops): string | undefined {
  if (!header || hops <= 0) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The caller's address, for per-visitor rate limits: the socket's peer, or — behind `trustProxy`
 * proxies — the X-Forwarded-For entry that many hops from the right. The leftmost entry is never
 * taken on its own: a client can send any X-Forwarded-For it likes, and proxies append to it.
 */
export function clientAddressOf(c: HonoContext, trustProxy: TrustedProxyHops): string {
  const forwarded = fromTrustedHop(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * True when the client reached us over TLS: directly (an https request URL), or — behind trusted
 * proxies — as the outermost proxy's X-Forwarded-Proto says. Decides Strict-Transport-Security.
 */
export function servedOverTls(c: HonoContext, trustProxy: TrustedProxyHops): boolean {
  const forwarded = fromTrustedHop(c.req.header('x-forwarded-proto'), trustProxy);
  if (forwarded) return forwarded.toLowerCase() === 'https';
  return c.req.url.startsWith('https:');
}

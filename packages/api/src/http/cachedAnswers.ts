import { countersInputSchema, platformInputSchema, siyumListInputSchema } from '@siyum/domain';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
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
 *   cache; `auth.me` for a signed-in caller, from the viewers cache, by the verified token's subject
 *   (every app asks it on every start). A token that does not verify falls through to tRPC, which
 *   refuses it (and counts it against the address: trpc/context.ts).
 * - The key is what the call means, not its bytes: the batch's inputs parsed by the procedures' own
 *   schemas (an input they refuse goes to tRPC, uncached), so `&x=1` or reordered JSON reach the same
 *   entry and cannot push everyone else's answers out (issue 17).
 * - The caller's rate limit is counted here as tRPC would count it — one call per procedure, per
 *   signed-in user, else per address — and the request is marked so tRPC does not count it twice;
 *   a refused caller falls through to tRPC, which answers the refusal in the §8 shape (counting
 *   again: a caller already over the limit only gets further over it).
 */
const RULES: readonly { procedures: ReadonlySet<string>; signedIn: boolean }[] = [
  { procedures: new Set(['siyum.list', 'siyum.counters']), signedIn: false },
  { procedures: new Set(['auth.me']), signedIn: true },
];

/** Each cached procedure's input, as tRPC parses it. */
const INPUTS: Readonly<Record<string, ZodType>> = {
  'siyum.list': siyumListInputSchema,
  'siyum.counters': countersInputSchema,
  'auth.me': platformInputSchema,
};

/** The Hono context variable that tells createContext the call limit was counted. */
export const CALL_LIMIT_COUNTED = 'callLimitCounted';
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
    const meaning = batchMeaning(url, procedures);
    if (meaning === null) return next();

    let caller: string;
    let cache: NotifiedCache;
    let key: string;
    if (rule.signedIn) {
      const sub = await subjectOf(deps, authorization);
      if (sub === null) return next();
      caller = RATE_LIMITS.procedure({ sub });
      cache = deps.viewers;
      key = `http:${sub}:${meaning}`;
    } else {
      caller = RATE_LIMITS.procedure({ clientAddress: clientAddressOf(c, trustProxy) });
      cache = deps.community;
      key = `http:${meaning}`;
    }
    const limited = await deps.rateLimiter.consume(caller, procedures.length);
    if (!limited.allowed) return next();
    c.set(CALL_LIMIT_COUNTED, true);

    const kept = cache.get(key);
    if (typeof kept === 'string') return c.body(kept, 200, JSON_ANSWER);
    const ticket = cache.ticket();
    await next();
    if (ticket !== null && c.res.status === 200) cache.keep(ticket, key, await c.res.clone().text());
  };
}

/**
 * What a `?batch=1&input={"0":…}` GET asks, as one string: the procedures and their inputs as their
 * schemas parse them. Null for anything else (no batch, bad JSON, an input the schema refuses).
 */
export function batchMeaning(url: URL, procedures: readonly string[]): string | null {
  if (url.searchParams.get('batch') !== '1') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(url.searchParams.get('input') ?? '{}');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const given = raw as Record<string, unknown>;
  if (Object.keys(given).some((index) => !/^\d+$/.test(index) || Number(index) >= procedures.length))
    return null;
  const inputs: unknown[] = [];
  for (const [index, procedure] of procedures.entries()) {
    const parsed = INPUTS[procedure]?.safeParse(given[String(index)]);
    if (!parsed?.success) return null;
    inputs.push(parsed.data);
  }
  return `${procedures.join(',')}:${JSON.stringify(inputs)}`;
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

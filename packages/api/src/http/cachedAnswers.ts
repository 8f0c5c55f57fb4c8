import type { MiddlewareHandler } from 'hono';
import type { NotifiedCache } from '../infra/notifiedCache';
import type { AppDeps } from '../trpc/context';
import type { CacheName, ProcedureTable } from '../trpc/policy';
import { edgeOf } from './requestEdge';

/**
 * The API's most frequent reads as whole HTTP answers (decision 0016): a GET of only these
 * procedures, in the plain JSON format, answers from a cache the database invalidates
 * (infra/notifiedCache.ts) with the exact bytes tRPC gave the first time — no tRPC, no
 * validation, no database. An answer is never older than the last committed change this replica
 * has heard of. Anything else (a miss, an error, another format) goes through tRPC as usual.
 *
 * - Which procedures, and from which cache, is each procedure's `fastPath` policy (trpc/init.ts),
 *   read from the router: `community` answers visitors (no token; everyone reads the same),
 *   `viewers` a signed-in caller by the verified token's subject (every app asks auth.me on every
 *   start). A token that does not verify falls through to tRPC, which refuses it.
 * - The key is what the call means, not its bytes: the batch's inputs parsed by the procedures' own
 *   schemas (an input they refuse goes to tRPC, uncached), so `&x=1` or reordered JSON reach the same
 *   entry and cannot push everyone else's answers out (issue 17).
 * - The caller's call limit is counted here as tRPC would count it — one call per procedure — and
 *   the count is left on the request's edge for tRPC to read instead of counting again; a refused
 *   caller goes through to tRPC, which answers the refusal in the §8 shape.
 */
const JSON_ANSWER = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

export function cachedAnswers(deps: AppDeps, table: ProcedureTable): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    // A streamed (JSON lines) answer has another shape: only the plain one is kept.
    if (c.req.header('trpc-accept') !== undefined || c.req.header('accept')?.includes('jsonl')) return next();
    const url = new URL(c.req.url);
    const procedures = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).split(',');
    const edge = edgeOf(c);
    const cacheName = cacheOf(table, procedures, edge.token !== null);
    if (!cacheName) return next();
    const meaning = batchMeaning(table, url, procedures);
    if (meaning === null) return next();

    let key = `http:${meaning}`;
    if (cacheName === 'viewers') {
      const sub = (await edge.identity()).identity?.sub;
      if (!sub) return next();
      key = `http:${sub}:${meaning}`;
    }
    const counted = await edge.count('call', { points: procedures.length }).catch(() => null);
    if (!counted) return next();
    edge.countedCalls = counted;
    if (!counted.allowed) return next();

    const cache: NotifiedCache = deps[cacheName];
    const kept = cache.get(key);
    if (typeof kept === 'string') return c.body(kept, 200, JSON_ANSWER);
    const ticket = cache.ticket();
    await next();
    if (ticket !== null && c.res.status === 200) cache.keep(ticket, key, await c.res.clone().text());
  };
}

/** The one cache that answers all these procedures for this kind of caller, if any. */
function cacheOf(table: ProcedureTable, procedures: readonly string[], signedIn: boolean): CacheName | null {
  const caches = new Set(procedures.map((path) => table.get(path)?.policy.fastPath));
  if (caches.size !== 1) return null;
  const [cache] = caches;
  if (cache === 'community' && !signedIn) return cache;
  if (cache === 'viewers' && signedIn) return cache;
  return null;
}

/**
 * What a `?batch=1&input={"0":…}` GET asks, as one string: the procedures and their inputs as their
 * schemas parse them. Null for anything else (no batch, bad JSON, an input the schema refuses).
 */
export function batchMeaning(table: ProcedureTable, url: URL, procedures: readonly string[]): string | null {
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
    const parsed = table.get(procedure)?.input?.safeParse(given[String(index)]);
    if (!parsed?.success) return null;
    inputs.push(parsed.data);
  }
  return `${procedures.join(',')}:${JSON.stringify(inputs)}`;
}

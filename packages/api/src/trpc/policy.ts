import type { AnyTRPCRouter } from '@trpc/server';
import type { ZodType } from 'zod';
import type { ProcedureLimitName } from '../http/limits';
import type { AppDeps } from './context';

/** The caches a procedure's answers can be kept in (infra/notifiedCache.ts). */
export type CacheName = keyof Pick<AppDeps, 'community' | 'viewers'>;

/**
 * A procedure's edge policy, declared beside it (`.meta({...})`) and applied by the one middleware
 * of trpc/init.ts (issue 20); the HTTP fast path (http/cachedAnswers.ts) is generated from it too.
 * Every call also counts against the caller's call limit, and a signed-in caller's mutation against
 * their writes (http/limits.ts): those need no declaring.
 */
export interface ProcedurePolicy {
  /**
   * Limits counted before the procedure runs, on top of the call's own — only for a call whose
   * input the procedure accepts: a typo must not use up a tight allowance (support.send's 5).
   */
  limits?: readonly ProcedureLimitName[];
  /** A mutation that may change what these caches hold drops them before its answer leaves. */
  invalidates?: readonly CacheName[];
  /**
   * A query answered from this cache by the fast path, as whole HTTP answers: `community` for
   * visitors (everyone reads the same), `viewers` for the signed-in caller, by their subject.
   */
  fastPath?: CacheName;
}

export interface ProcedureEntry {
  type: 'query' | 'mutation' | 'subscription';
  policy: ProcedurePolicy;
  /** The procedure's input schema; undefined when it takes none. */
  input: ZodType | undefined;
}

/** Every procedure of a router by path, with its policy and input schema; read once at start. */
export type ProcedureTable = ReadonlyMap<string, ProcedureEntry>;

export function procedureTable(router: AnyTRPCRouter): ProcedureTable {
  // tRPC types `_def.procedures` as the nested router; at runtime it is the flat path → procedure map.
  const all = router._def.procedures as unknown as Record<
    string,
    { _def: { type: ProcedureEntry['type']; meta?: ProcedurePolicy; inputs: unknown[] } }
  >;
  const table = new Map<string, ProcedureEntry>();
  for (const [path, { _def }] of Object.entries(all)) {
    const [input, ...more] = _def.inputs as ZodType[];
    if (more.length > 0) throw new Error(`${path}: one input schema per procedure`);
    const policy = _def.meta ?? {};
    if (policy.fastPath && (_def.type !== 'query' || !input))
      throw new Error(`${path}: a fast path needs a query with an input schema`);
    if (policy.invalidates && _def.type !== 'mutation')
      throw new Error(`${path}: only a mutation invalidates`);
    table.set(path, { type: _def.type, policy, input });
  }
  return table;
}

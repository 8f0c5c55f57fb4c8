import { request as httpRequest } from 'node:http';
import { PLATFORMS, type Siyum } from '@siyum/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router';
import { readBoard } from './support/board';
import {
  type AuthKind,
  type BatchRequest,
  changedTables,
  type FuzzHints,
  type FuzzRequest,
  inputsOf,
  isRecord,
  isServerErrorShape,
  outcomeOf,
  pooled,
  proceduresOf,
  type RawRequest,
  type RpcCall,
  requestArb,
  snapshotAll,
} from './support/fuzz';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { recordingLogger } from './support/log';
import { ok } from './support/rpc';
import { mintExpiredToken, mintForgedToken, mintLocalToken } from './support/tokens';

/**
 * Issue 11, "Bad input": at least FUZZ_INPUTS generated inputs across every procedure of the router
 * (read from the router, so a new procedure is fuzzed without a change here), as a visitor, as two
 * signed-in users, as a verified identity with no record, and with forged, expired and garbage
 * tokens; plus raw HTTP requests that bend the tRPC wire format (support/fuzz.ts).
 *
 * Every answer must be < 500 and be a success or the §8 error shape. Database: a snapshot (row count +
 * md5 of every row of every table but rate_limits, whose counters change by design) brackets each
 * phase. Generated inputs are near misses of the real schemas, so now and then one is valid and a
 * mutation succeeds on purpose (claiming a seeded portion, an empty profile update). Hence:
 *  - queries (GET requests) run in a phase of their own: nothing they do may change a row, success or not;
 *  - mutations (POST requests) run in the next phase; if none succeeded, the snapshot must not move;
 *    if some did, those are excluded and counted, and every rejected call of the phase is sent again
 *    on the new state between two snapshots, until a replay in which none succeeds leaves the database
 *    unchanged. So each rejected call is shown, on its own state or the next one, to change nothing.
 * Seeded (FUZZ_SEED overrides): the same seed generates the same inputs; a failure prints the request.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 110_011);
const FUZZ_INPUTS = Number(process.env.FUZZ_INPUTS ?? 10_000);
/** Inputs per phase pair: enough concurrency to be quick, few enough that a change is easy to place. */
const ROUND_INPUTS = 600;
const CONCURRENCY = 12;
/** A GET longer than this is split (Node refuses request lines over 16 KiB before we see them). */
const MAX_URL = 8_000;
const MAX_REPLAYS = 8;
/** Node's default --max-http-header-size. */
const NODE_MAX_HEADER_SIZE = 16 * 1024;

const GARBAGE_TOKENS = [
  'Bearer ',
  'Bearer not.a.jwt',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'Basic dXNlcjpwYXNz',
  'Bearer a.b.c.d',
  `Bearer ${'A'.repeat(6000)}`,
  'bearer\t\teyJ',
];

interface CallResult {
  outcome: 'success' | 'rejected';
}

interface Stats {
  inputs: number;
  requests: number;
  rawRequests: number;
  succeededQueries: number;
  succeededMutations: number;
  rejected: number;
  replayed: number;
  refusedByNode: number;
  statuses: Map<number, number>;
  /** Per procedure: how its calls were answered (OK or the error code), printed with FUZZ_VERBOSE. */
  answers: Map<string, Map<string, number>>;
}

/**
 * A request (raw ones, malformed among them, and batches) on a connection of its own: a request Node's parser
 * refuses is answered and its socket closed, and fetch's pool could hand that closing socket to the
 * next request, which then fails with ECONNRESET (seen in CI under load) before reaching the server.
 */
function onFreshConnection(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: init.method,
        // As fetch sends it: the body's length, not chunks.
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0 })),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

describe('fuzzing every procedure with generated input', () => {
  let h: Harness;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  const tokens = new Map<AuthKind, string>();
  let hints: FuzzHints;
  /** What the server logged as unexpected: printed with a failure, so a 5xx comes with its cause. */
  const log = recordingLogger();

  beforeAll(async () => {
    h = await startHarness({ rateLimitPerMinute: 10_000_000, userLimits: { siyumsPerDay: 3 }, log });
    owner = await h.signUp('owner.fuzz@example.com', { givenName: 'Owner', familyName: 'Fuzz' });
    stranger = await h.signUp('stranger.fuzz@example.com', { givenName: 'Stranger', familyName: 'Fuzz' });
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Fuzz', corpus: 'bavli', unit: 'daf', scope: ['berakhot'], targetDate: '2031-01-01' },
        owner.token,
      ),
    );
    const portions = await readBoard(h.rpc, { id: siyum.id });
    const [first, second] = portions;
    if (!first || !second) throw new Error('seeded siyum has no portions');
    ok(await h.rpc.mutation('portion.claim', { portionId: first.id }, stranger.token));
    ok(
      await h.rpc.mutation(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'helper.fuzz@example.com', portionIds: [second.id] },
        owner.token,
      ),
    );
    const config = h.identity.config;
    tokens.set('owner', owner.token);
    tokens.set('stranger', stranger.token);
    tokens.set('fresh', await mintLocalToken(config, 'fuzz-identity-without-record'));
    tokens.set('forged', await mintForgedToken(config, owner.sub));
    tokens.set('expired', await mintExpiredToken(config, owner.sub));
    hints = {
      ids: [siyum.id, first.id, second.id, portions.at(-1)?.id ?? 1, owner.id, stranger.id, owner.id + 2],
      emails: [
        'owner.fuzz@example.com',
        'stranger.fuzz@example.com',
        'helper.fuzz@example.com',
        'new.fuzz@example.com',
      ],
    };
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  function authHeader(auth: AuthKind, index: number): Record<string, string> {
    if (auth === 'visitor') return {};
    if (auth === 'garbage') return { authorization: GARBAGE_TOKENS[index % GARBAGE_TOKENS.length] as string };
    return { authorization: `Bearer ${tokens.get(auth)}` };
  }

  const trpcUrl = () => `${h.server.url}/api/trpc/`;

  /** A batch as the wire sends it; split while a GET would be too long. */
  function splitForUrl(request: BatchRequest): BatchRequest[] {
    if (request.method === 'POST' || request.calls.length < 2) return [request];
    if (urlOf(request).length <= MAX_URL) return [request];
    const half = Math.ceil(request.calls.length / 2);
    return [
      ...splitForUrl({ ...request, calls: request.calls.slice(0, half) }),
      ...splitForUrl({ ...request, calls: request.calls.slice(half) }),
    ];
  }

  function inputsObject(calls: readonly RpcCall[]): Record<number, unknown> {
    return Object.fromEntries(calls.map((call, i) => [i, call.input]));
  }

  function urlOf(request: BatchRequest): string {
    const paths = request.calls.map((call) => call.path).join(',');
    const input = encodeURIComponent(JSON.stringify(inputsObject(request.calls)));
    return `${trpcUrl()}${paths}?batch=1&input=${input}`;
  }

  const describeRequest = (request: FuzzRequest) => {
    const text = JSON.stringify(request, (_key, value: unknown) =>
      typeof value === 'string' && value.length > 300
        ? `${value.slice(0, 300)}…(${value.length} chars)`
        : value,
    );
    return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
  };

  /**
   * Sends one request and checks the answer: status < 500 and the §8 shape (or a success) for every
   * call. Returns one result per call (a raw request counts as one call).
   */
  async function send(
    request: FuzzRequest,
    index: number,
    problems: string[],
    stats: Stats,
  ): Promise<CallResult[]> {
    const headers = { ...authHeader(request.auth, index) };
    let response: Response;
    // Every request on a connection of its own: a batch GET over Node's header limit is refused
    // with its socket closed too (431), and fetch's pool handed that socket on (ECONNRESET in CI).
    if (request.kind === 'batch') {
      response =
        request.method === 'GET'
          ? await onFreshConnection(urlOf(request), { method: 'GET', headers, body: undefined })
          : await onFreshConnection(
              `${trpcUrl()}${request.calls.map((call) => call.path).join(',')}?batch=1`,
              {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify(inputsObject(request.calls)),
              },
            );
    } else {
      response = await onFreshConnection(`${trpcUrl()}${request.pathAndQuery}`, {
        method: request.method,
        headers: { ...request.headers, ...headers },
        body: request.body,
      });
    }
    stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
    const text = await response.text();
    const fail = (what: string): CallResult[] => {
      problems.push(
        `${what}: ${response.status} ${text.slice(0, 500)}\n  request: ${describeRequest(request)}`,
      );
      return Array.from({ length: inputsOf(request) }, () => ({ outcome: 'rejected' }));
    };
    if (response.status >= 500) return fail('5xx');
    // A request line and headers past Node's header limit (16 KiB: a single GET call with a huge
    // input) are refused by Node's HTTP parser before the app runs, with an empty 431: counted, not
    // a failure. (The Authorization header and fetch's own headers count towards the limit too.)
    const headerBytes = Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);
    const requestHead = request.kind === 'batch' ? urlOf(request).length + headerBytes + 256 : 0;
    if (response.status === 431 && requestHead > NODE_MAX_HEADER_SIZE) {
      stats.refusedByNode++;
      return Array.from({ length: inputsOf(request) }, () => ({ outcome: 'rejected' }));
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail('not JSON');
    }
    const calls = inputsOf(request);
    if (Array.isArray(body)) {
      if (request.kind === 'batch' && body.length !== calls)
        return fail(`${body.length} answers for ${calls} calls`);
      const outcomes = body.map(outcomeOf);
      if (outcomes.includes('malformed')) return fail('an answer neither a result nor the §8 error shape');
      const serverError = body.findIndex(
        (entry: unknown) => isRecord(entry) && isRecord(entry.error) && Number(entry.error.statusCode) >= 500,
      );
      if (serverError >= 0) {
        const call = request.kind === 'batch' ? request.calls[serverError] : undefined;
        return fail(`call ${serverError} answered 5xx (${JSON.stringify(call).slice(0, 1000)})`);
      }
      if (request.kind === 'batch') {
        body.forEach((entry: unknown, i) => {
          const path = request.calls[i]?.path ?? '?';
          const answer =
            isRecord(entry) && isRecord(entry.error) && isRecord(entry.error.data)
              ? String(entry.error.data.code)
              : 'OK';
          const counts = stats.answers.get(path) ?? new Map<string, number>();
          counts.set(answer, (counts.get(answer) ?? 0) + 1);
          stats.answers.set(path, counts);
        });
      }
      if (request.kind === 'raw') return [{ outcome: outcomes.includes('success') ? 'success' : 'rejected' }];
      return outcomes.map((outcome) => ({ outcome: outcome === 'success' ? 'success' : 'rejected' }));
    }
    if (isRecord(body) && 'error' in body) {
      const error = body.error;
      if (!isServerErrorShape(error)) return fail('error not in the §8 shape');
      if (isRecord(error) && isRecord(error.data) && error.data.httpStatus !== response.status)
        return fail('error status differs from the HTTP status');
      return Array.from({ length: calls }, () => ({ outcome: 'rejected' }));
    }
    if (request.kind === 'raw' && outcomeOf(body) === 'success') return [{ outcome: 'success' }];
    return fail('an answer neither a result nor the §8 error shape');
  }

  /** Sends requests concurrently; returns the calls that succeeded and those rejected. */
  async function sendAll(requests: readonly FuzzRequest[], problems: string[], stats: Stats) {
    const results = await pooled(
      requests.map((request, index) => ({ request, index })),
      CONCURRENCY,
      async ({ request, index }) => ({ request, results: await send(request, index, problems, stats) }),
    );
    const rejected: FuzzRequest[] = [];
    let succeededQueries = 0;
    let succeededMutations = 0;
    for (const { request, results: outcomes } of results) {
      if (request.kind === 'raw') {
        if (outcomes[0]?.outcome === 'success') {
          if (request.method === 'GET') succeededQueries++;
          else succeededMutations++;
        } else rejected.push(request);
        continue;
      }
      request.calls.forEach((call, i) => {
        if (outcomes[i]?.outcome === 'success') {
          if (call.type === 'query' && request.method === 'GET') succeededQueries++;
          else succeededMutations++;
        } else rejected.push({ ...request, calls: [call] });
      });
    }
    return { rejected, succeededQueries, succeededMutations };
  }

  /** Rejected calls regrouped into batches by who calls and how. */
  function rebatch(rejected: readonly FuzzRequest[]): FuzzRequest[] {
    const raw = rejected.filter((r): r is RawRequest => r.kind === 'raw');
    const groups = new Map<string, BatchRequest>();
    const batches: FuzzRequest[] = [];
    for (const request of rejected) {
      if (request.kind !== 'batch') continue;
      const key = `${request.auth}:${request.method}`;
      const group = groups.get(key) ?? {
        kind: 'batch',
        auth: request.auth,
        method: request.method,
        calls: [],
      };
      group.calls.push(...request.calls);
      groups.set(key, group);
      if (group.calls.length >= 20) {
        batches.push(group);
        groups.delete(key);
      }
    }
    return [...raw, ...batches, ...groups.values()].flatMap((r): FuzzRequest[] =>
      r.kind === 'batch' ? splitForUrl(r) : [r],
    );
  }

  /**
   * On a change nobody succeeded in making: send the phase's rejected calls one at a time between
   * snapshots to name the one that changed a row (best effort: the state has moved on).
   */
  async function culprit(requests: readonly FuzzRequest[], stats: Stats): Promise<string> {
    const db = h.testDb.database.db;
    const single = rebatch(requests).flatMap((r): FuzzRequest[] =>
      r.kind === 'batch' ? r.calls.map((call) => ({ ...r, calls: [call] })) : [r],
    );
    for (const request of single) {
      const before = await snapshotAll(db);
      await send(request, 0, [], stats);
      const changed = changedTables(before, await snapshotAll(db));
      if (changed.length > 0) return `${changed.join(', ')} changed by ${describeRequest(request)}`;
    }
    return 'no single call reproduces it';
  }

  /**
   * One phase: send, then compare the snapshots. Successful mutations are excluded (and counted);
   * the rejected calls are replayed until a replay with no success leaves the database unchanged.
   */
  async function phase(requests: FuzzRequest[], problems: string[], stats: Stats, name: string) {
    const db = h.testDb.database.db;
    let before = await snapshotAll(db);
    let round = await sendAll(requests, problems, stats);
    stats.succeededQueries += round.succeededQueries;
    stats.succeededMutations += round.succeededMutations;
    stats.rejected += round.rejected.length;
    for (let replay = 0; ; replay++) {
      const after = await snapshotAll(db);
      const changed = changedTables(before, after);
      if (round.succeededMutations === 0) {
        if (changed.length > 0) {
          problems.push(
            `${name}: rejected calls changed ${changed.join(', ')} (seed ${SEED}); ${await culprit(round.rejected, stats)}`,
          );
        }
        return;
      }
      if (replay >= MAX_REPLAYS) {
        problems.push(
          `${name}: still successes after ${MAX_REPLAYS} replays; ${round.rejected.length} unverified`,
        );
        return;
      }
      // Some call succeeded and may have written: verify the rejected ones again on the new state.
      before = after;
      const again = rebatch(round.rejected);
      stats.replayed += round.rejected.length;
      const next = await sendAll(again, problems, stats);
      stats.succeededMutations += next.succeededMutations;
      stats.rejected -= next.succeededMutations + next.succeededQueries;
      round = next;
    }
  }

  // The two 5xx the fuzzer found first, pinned.
  it('answers 400 invalidCharacter, not 500, for text Postgres cannot store (a NUL), and changes nothing', async () => {
    const before = await snapshotAll(h.testDb.database.db);
    const nul = await h.rpc.mutation('auth.updateUser', { firstName: 'a\u0000b' }, owner.token);
    expect(nul.ok ? nul.status : [nul.status, nul.error.data.reason]).toEqual([400, 'invalidCharacter']);
    expect(changedTables(before, await snapshotAll(h.testDb.database.db))).toEqual([]);
  });

  it('answers 401, not 500, when the provider no longer knows a verified token’s user (auth.createUser)', async () => {
    const gone = await h.rpc.mutation('auth.createUser', { platform: PLATFORMS[0] }, tokens.get('fresh'));
    expect(gone.ok ? gone.status : [gone.status, gone.error.data.reason]).toEqual([401, 'token:signature']);
  });

  it(`answers ≥ ${FUZZ_INPUTS} generated inputs with no 5xx, the §8 shape, and no row changed by a rejected call`, async () => {
    const procedures = proceduresOf(appRouter);
    expect(procedures.length).toBeGreaterThan(20);
    const started = performance.now();
    // One deterministic stream of requests for the seed; consumed until enough inputs have been sent.
    const stream = fc.sample(requestArb(procedures, hints), {
      seed: SEED,
      numRuns: Math.ceil(FUZZ_INPUTS / 4),
    });
    const stats: Stats = {
      inputs: 0,
      requests: 0,
      rawRequests: 0,
      succeededQueries: 0,
      succeededMutations: 0,
      rejected: 0,
      replayed: 0,
      refusedByNode: 0,
      statuses: new Map(),
      answers: new Map(),
    };
    const problems: string[] = [];
    const fuzzed = new Set<string>();
    let cursor = 0;
    for (let round = 1; stats.inputs < FUZZ_INPUTS; round++) {
      const batch: FuzzRequest[] = [];
      let inputs = 0;
      while (inputs < ROUND_INPUTS && cursor < stream.length) {
        const request = stream[cursor++] as FuzzRequest;
        for (const part of request.kind === 'batch' ? splitForUrl(request) : [request]) {
          batch.push(part);
          inputs += inputsOf(part);
          if (part.kind === 'batch') for (const call of part.calls) fuzzed.add(call.path);
        }
      }
      if (batch.length === 0) break;
      stats.inputs += inputs;
      stats.requests += batch.length;
      stats.rawRequests += batch.filter((r) => r.kind === 'raw').length;
      // Reads first (nothing may change), then writes (successes excluded, rejections replayed).
      await phase(
        batch.filter((r) => r.method === 'GET'),
        problems,
        stats,
        `round ${round} reads`,
      );
      await phase(
        batch.filter((r) => r.method !== 'GET'),
        problems,
        stats,
        `round ${round} writes`,
      );
      if (problems.length > 20) break;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: seed ${SEED}, ${stats.inputs} inputs in ${stats.requests} requests (${stats.rawRequests} raw) on ${h.testDb.database.kind} in ${seconds} s; ` +
        `${stats.succeededQueries} queries and ${stats.succeededMutations} mutations succeeded (excluded), ` +
        `${stats.rejected} rejected (${stats.refusedByNode} by Node's header limit), ${stats.replayed} replayed; statuses (replays too) ${JSON.stringify(Object.fromEntries([...stats.statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    if (process.env.FUZZ_VERBOSE) {
      for (const [path, counts] of [...stats.answers].sort((a, b) => a[0].localeCompare(b[0])))
        console.info(`  ${path}: ${JSON.stringify(Object.fromEntries(counts))}`);
    }
    const errors = log.events.filter((e) => e.level === 'error');
    for (const event of errors.slice(0, 5)) console.error(event.event, event.context);
    expect(problems, `seed ${SEED}`).toEqual([]);
    expect(errors.map((e) => e.event)).toEqual([]);
    expect(stats.inputs).toBeGreaterThanOrEqual(FUZZ_INPUTS);
    expect([...fuzzed].sort()).toEqual(procedures.map((p) => p.path).sort());
  }, 300_000);
});

import { API_BODY_MAX_BYTES, API_MAX_BATCH_SIZE, PLATFORMS } from '@siyum/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import type { Db } from '../../src/db';
import { rowsOf } from '../../src/infra/rows';
import type { appRouter } from '../../src/trpc/router';

/**
 * Generated hostile input for the whole tRPC surface (issue 11, "Bad input"): the procedures are
 * read from the router itself, inputs are derived from each procedure's own zod schema (near misses:
 * the right keys with wrong types, out-of-range values, extra keys) or are arbitrary JSON, and raw
 * HTTP requests bend the wire format (malformed `input=`, wrong methods, bad batch keys, non-JSON
 * and oversized bodies).
 */

export type ProcedureType = 'query' | 'mutation';

export interface ProcedureInfo {
  path: string;
  type: ProcedureType;
  /** The first input parser (a zod schema), when the procedure takes input. */
  input: z.ZodType | undefined;
}

interface ProcedureDef {
  _def: { type: string; inputs: unknown[] };
}

/** Every procedure of the router, by its flattened path: a new procedure is fuzzed without a change here. */
export function proceduresOf(router: typeof appRouter): ProcedureInfo[] {
  // tRPC types `_def.procedures` as the nested router; at runtime it is the flat path → procedure map.
  const procedures = router._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures)
    .map(([path, procedure]) => {
      const type = procedure._def.type;
      if (type !== 'query' && type !== 'mutation') throw new Error(`${path}: unexpected type ${type}`);
      const [first] = procedure._def.inputs;
      return { path, type, input: first instanceof z.ZodType ? first : undefined } as ProcedureInfo;
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Values from the database the fuzzer should aim at, so authorization and state checks run too. */
export interface FuzzHints {
  ids: readonly number[];
  emails: readonly string[];
}

const INT32_MAX = 2_147_483_647;

/** Strings that broke servers before: NUL, lone surrogates, bad percent-encodings, SQL, paths, numbers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '%',
  '%E0%A4%A',
  '%00',
  '/%',
  '/siyum/%zz',
  '../../etc/passwd',
  "' or 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '\u202e\u200f\u200b',
  '𝕏'.repeat(50),
  'ש'.repeat(300),
  '9'.repeat(400),
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '__proto__',
  'constructor',
  '2024-02-30',
  '9999-99-99',
  '0000-00-00',
  '2024-01-01T00:00:00Z',
  'Etc/GMT+99',
  'UTC',
  'Asia/Jerusalem',
  'a@b',
  'a@b.c',
  '@example.com',
  'x'.repeat(255),
] as const;

const NUMBERS = [
  0,
  -0,
  -1,
  1,
  2,
  0.5,
  1e-7,
  -2_147_483_648,
  INT32_MAX,
  INT32_MAX + 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

/** Any value of the wrong kind (JSON can carry it: no undefined, NaN or Infinity inside). */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Arbitrary JSON: unicode strings, huge numbers, nested objects and arrays. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2, depthSize: 'large' }) },
  { weight: 1, arbitrary: wrongType },
);

const SCOPE_HINTS = ['berakhot', 'peah', 'shabbat', 'genesis', 'nonesuch', 'Berakhot'] as const;
const ROUTE_PATHS = [
  '/',
  '/siyum/1',
  '/siyum/1/edit',
  '/siyum/%E0%A4%A',
  '/%',
  '/a%2',
  '/%zz',
  '//x',
  '/\u0000',
] as const;
const TIME_ZONES = ['UTC', 'Asia/Jerusalem', 'America/New_York', 'Etc/GMT+12', 'Mars/Olympus', ''] as const;

/** Strings of the field's kind: its hints (emails, platforms, dates, zones), in-range text, nasty text. */
function plausibleString(
  schema: z.ZodString,
  key: string | undefined,
  hints: FuzzHints,
): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 64;
  const min = schema.minLength ?? 0;
  const named: fc.Arbitrary<string>[] = [];
  if (key && /email/i.test(key)) named.push(fc.constantFrom(...hints.emails), fc.emailAddress());
  if (key === 'platform') named.push(fc.constantFrom(...PLATFORMS));
  if (key === 'scope') named.push(fc.constantFrom(...SCOPE_HINTS));
  if (key === 'timeZone') named.push(fc.constantFrom(...TIME_ZONES));
  if (key === 'path')
    named.push(
      fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
      fc.constantFrom(...ROUTE_PATHS),
    );
  if (key && /date/i.test(key))
    named.push(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  const text = [
    fc.string({ minLength: Math.min(min, 30), maxLength: Math.min(max, 30) }),
    fc.string({ unit: 'grapheme', minLength: Math.min(min, 20), maxLength: Math.min(max, 20) }),
    fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length <= max)),
  ];
  return named.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...named) }, { weight: 1, arbitrary: fc.oneof(...text) })
    : fc.oneof(...text);
}

function plausibleNumber(
  schema: z.ZodNumber,
  key: string | undefined,
  hints: FuzzHints,
): fc.Arbitrary<number> {
  const min = schema.minValue !== null && Number.isFinite(schema.minValue) ? schema.minValue : -1000;
  const max = schema.maxValue !== null && Number.isFinite(schema.maxValue) ? schema.maxValue : 1000;
  const low = Math.ceil(Math.max(min, -5));
  const inRange = schema.isInt
    ? fc.oneof(
        fc.integer({ min: low, max: Math.max(low, Math.floor(Math.min(max, low + 40))) }),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      )
    : fc.double({ min, max, noNaN: true });
  if (key && /id$/i.test(key) && hints.ids.length > 0)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...hints.ids) },
      { weight: 1, arbitrary: inRange },
    );
  return inRange;
}

/** Values that pass the field's type and often its checks: what reaches the services. */
export function plausible(
  schema: z.ZodType,
  hints: FuzzHints,
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongType;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return fc.oneof(
      { weight: 2, arbitrary: plausible(schema.unwrap() as z.ZodType, hints, key, depth + 1) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  if (schema instanceof z.ZodNullable) {
    return fc.oneof(
      { weight: 3, arbitrary: plausible(schema.unwrap() as z.ZodType, hints, key, depth + 1) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (schema instanceof z.ZodPipe) return plausible(schema.in as z.ZodType, hints, key, depth + 1);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return fc
      .record(
        Object.fromEntries(
          Object.entries(shape).map(([name, field]) => [name, plausible(field, hints, name, depth + 1)]),
        ),
      )
      .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
  }
  if (schema instanceof z.ZodArray) {
    return fc.array(plausible(schema.element as z.ZodType, hints, key, depth + 1), {
      minLength: 1,
      maxLength: 5,
    });
  }
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options.map(String));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...[...schema.values].map((v) => v ?? null));
  if (schema instanceof z.ZodUnion) {
    return fc.oneof(...schema.options.map((option) => plausible(option as z.ZodType, hints, key, depth + 1)));
  }
  if (schema instanceof z.ZodString) return plausibleString(schema, key, hints);
  if (schema instanceof z.ZodNumber) return plausibleNumber(schema, key, hints);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  return anyJson;
}

/** Values the field must refuse: wrong types, one past each bound, near-miss enum values. */
export function broken(schema: z.ZodType, hints: FuzzHints, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongType;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return broken(schema.unwrap() as z.ZodType, hints, key, depth + 1);
  }
  if (schema instanceof z.ZodPipe) return broken(schema.in as z.ZodType, hints, key, depth + 1);
  if (schema instanceof z.ZodObject) return nearMiss(schema, hints, key, depth + 1);
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    return fc.oneof(
      fc.constant([]),
      fc.array(broken(element, hints, key, depth + 1), { minLength: 1, maxLength: 3 }),
      fc.array(plausible(element, hints, key, depth + 1), { minLength: 101, maxLength: 600 }),
      wrongType,
    );
  }
  if (schema instanceof z.ZodEnum) {
    const options = schema.options.map(String);
    return fc.oneof(
      fc.constantFrom(...options).map((o) => o.toUpperCase()),
      fc.constantFrom(...options).map((o) => ` ${o}`),
      wrongType,
    );
  }
  if (schema instanceof z.ZodString) {
    const max = schema.maxLength ?? 10_000;
    const min = schema.minLength ?? 0;
    return fc.oneof(
      fc.constantFrom('a'.repeat(max + 1), 'ש'.repeat(max + 1), ...(min > 0 ? ['', ' '.repeat(min)] : [])),
      fc.constantFrom(...NASTY_STRINGS),
      wrongType,
    );
  }
  if (schema instanceof z.ZodNumber) {
    const bounds = [schema.minValue, schema.maxValue].filter(
      (n): n is number => n !== null && Number.isFinite(n),
    );
    return fc.oneof(
      fc.constantFrom(...NUMBERS, ...bounds.flatMap((n) => [n - 1, n + 1, n + 0.5])),
      fc.integer().map(String),
      wrongType,
    );
  }
  return wrongType;
}

/**
 * A near miss for `schema`: for an object, its plausible value (sometimes valid, by design: see the
 * test) or that value with one field broken, one key missing, or extra keys; for a field, mostly
 * plausible, sometimes broken.
 */
export function nearMiss(
  schema: z.ZodType,
  hints: FuzzHints,
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongType;
  const inner =
    schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable
      ? (schema.unwrap() as z.ZodType)
      : schema;
  if (!(inner instanceof z.ZodObject)) {
    return fc.oneof(
      { weight: 3, arbitrary: plausible(schema, hints, key, depth) },
      { weight: 1, arbitrary: broken(schema, hints, key, depth) },
    );
  }
  const shape = inner.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const base = plausible(inner, hints, key, depth).map((value) => value as Record<string, unknown>);
  const extraKeys = fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'userId', 'ownerId', 'role', 'admin', 'id', 'user'),
      fc.string({ maxLength: 6 }),
    ),
    anyJson,
    { minKeys: 1, maxKeys: 2 },
  );
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: base },
    { weight: 1, arbitrary: fc.tuple(base, extraKeys).map(([value, extra]) => ({ ...extra, ...value })) },
    { weight: 1, arbitrary: wrongType },
  ];
  if (keys.length > 0) {
    variants.push(
      {
        weight: 4,
        arbitrary: fc.tuple(base, fc.constantFrom(...keys)).chain(([value, name]) =>
          broken(shape[name] as z.ZodType, hints, name, depth + 1).map((bad) => ({
            ...value,
            [name]: bad,
          })),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(base, fc.constantFrom(...keys)).map(([value, name]) => {
          const { [name]: _dropped, ...rest } = value;
          return rest;
        }),
      },
    );
  }
  return fc.oneof(...variants);
}

/** One procedure call's input: mostly near misses of its schema, some arbitrary JSON, some nothing. */
export function inputFor(procedure: ProcedureInfo, hints: FuzzHints): fc.Arbitrary<unknown> {
  const near = procedure.input ? nearMiss(procedure.input, hints) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: near },
    { weight: 3, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, {}, [], '', 0) },
  );
}

/** Who calls: a visitor, the seeded users, or a token that must not verify. */
export type AuthKind = 'visitor' | 'owner' | 'stranger' | 'fresh' | 'forged' | 'expired' | 'garbage';
export const AUTH_WEIGHTS: readonly [AuthKind, number][] = [
  ['visitor', 6],
  ['owner', 6],
  ['stranger', 4],
  ['fresh', 1],
  ['forged', 1],
  ['expired', 1],
  ['garbage', 1],
];

export interface RpcCall {
  path: string;
  type: ProcedureType;
  input: unknown;
}

/** A well-formed batch request: GET for queries, POST for mutations (sometimes deliberately the other). */
export interface BatchRequest {
  kind: 'batch';
  auth: AuthKind;
  method: 'GET' | 'POST';
  calls: RpcCall[];
}

/** A malformed request; `inputs` is what it counts for (one). */
export interface RawRequest {
  kind: 'raw';
  auth: AuthKind;
  method: string;
  /** After /api/trpc/. */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
}

export type FuzzRequest = BatchRequest | RawRequest;

const authArb = fc.oneof(...AUTH_WEIGHTS.map(([auth, weight]) => ({ weight, arbitrary: fc.constant(auth) })));

function callArb(procedures: readonly ProcedureInfo[], hints: FuzzHints): fc.Arbitrary<RpcCall> {
  return fc.oneof(
    ...procedures.map((p) => inputFor(p, hints).map((input) => ({ path: p.path, type: p.type, input }))),
  );
}

export function batchRequestArb(
  procedures: readonly ProcedureInfo[],
  hints: FuzzHints,
): fc.Arbitrary<BatchRequest> {
  const queries = procedures.filter((p) => p.type === 'query');
  const mutations = procedures.filter((p) => p.type === 'mutation');
  const sized = (calls: fc.Arbitrary<RpcCall>) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.array(calls, { minLength: API_MAX_BATCH_SIZE - 4, maxLength: API_MAX_BATCH_SIZE }),
      },
      { weight: 1, arbitrary: fc.array(calls, { minLength: 1, maxLength: API_MAX_BATCH_SIZE }) },
    );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('batch' as const),
        auth: authArb,
        method: fc.constant('GET' as const),
        calls: sized(callArb(queries, hints)),
      }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('batch' as const),
        auth: authArb,
        method: fc.constant('POST' as const),
        calls: sized(callArb(mutations, hints)),
      }),
    },
    // Wrong methods inside a batch: queries by POST, mutations by GET, or mixed.
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('batch' as const),
        auth: authArb,
        method: fc.constantFrom('GET' as const, 'POST' as const),
        calls: fc.array(callArb(procedures, hints), { minLength: 1, maxLength: 6 }),
      }),
    },
  );
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** Requests that bend the tRPC wire format itself. */
export function rawRequestArb(procedures: readonly ProcedureInfo[]): fc.Arbitrary<RawRequest> {
  const paths = procedures.map((p) => p.path);
  const mutationPaths = procedures.filter((p) => p.type === 'mutation').map((p) => p.path);
  const queryPaths = procedures.filter((p) => p.type === 'query').map((p) => p.path);
  const anyPath = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...paths) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'nope.nothing',
        'siyum',
        'siyum.list.extra',
        '__proto__',
        'constructor.prototype',
        '_def.procedures',
        '%00',
        'siyum%2Elist',
        '.',
        ',',
        ',,,',
        'siyum.list,',
        encodeURIComponent('siyum.list'.repeat(50)),
      ),
    },
  );
  const base = { headers: {} as Record<string, string> };
  const withAuth = <T extends object>(arb: fc.Arbitrary<T>) =>
    fc.tuple(arb, authArb).map(([request, auth]) => ({ kind: 'raw' as const, ...base, ...request, auth }));
  const enc = encodeURIComponent;
  const json = 'application/json';
  return fc.oneof(
    // malformed JSON in input=
    withAuth(
      fc
        .record({
          path: anyPath,
          text: fc.oneof(
            printable,
            fc.string({ unit: 'grapheme', maxLength: 40 }),
            fc.constantFrom('{', '{"0":', '{"0":{"id":1}', 'undefined', "{'0':1}", '{"0":1,}', '[[[[[['),
          ),
        })
        .map(({ path, text }) => ({
          label: 'malformed input=',
          method: 'GET',
          pathAndQuery: `${path}?batch=1&input=${enc(text)}`,
        })),
    ),
    // well-formed JSON that is not a batch object (arrays, scalars, bad keys), batched or not
    withAuth(
      fc
        .record({
          path: anyPath,
          batch: fc.constantFrom('batch=1&', '', 'batch=0&', 'batch=true&', 'batch=2&', 'batch=1&batch=1&'),
          input: fc.oneof(
            anyJson,
            fc.dictionary(
              fc.constantFrom('-1', '1', '5', '20', '0.5', '00', 'a', '__proto__', '1e1'),
              anyJson,
              { maxKeys: 4 },
            ),
          ),
        })
        .map(({ path, batch, input }) => ({
          label: 'odd batch input',
          method: 'GET',
          pathAndQuery: `${path}?${batch}input=${enc(JSON.stringify(input) ?? 'null')}`,
        })),
    ),
    // many paths in one request, more than the batch limit or with the wrong number of inputs
    withAuth(
      fc
        .record({
          count: fc.integer({ min: 2, max: API_MAX_BATCH_SIZE + 6 }),
          path: fc.constantFrom(...queryPaths),
          inputs: fc.integer({ min: 0, max: 3 }),
        })
        .map(({ count, path, inputs }) => ({
          label: 'batch size',
          method: 'GET',
          pathAndQuery: `${Array.from({ length: count }, () => path).join(',')}?batch=1&input=${enc(JSON.stringify(Object.fromEntries(Array.from({ length: inputs }, (_, i) => [i * 3, {}]))))}`,
        })),
    ),
    // a mutation by GET, a query by POST, and other methods
    withAuth(
      fc.record({ path: fc.constantFrom(...mutationPaths), input: anyJson }).map(({ path, input }) => ({
        label: 'mutation by GET',
        method: 'GET',
        pathAndQuery: `${path}?batch=1&input=${enc(JSON.stringify({ 0: input }))}`,
      })),
    ),
    withAuth(
      fc
        .record({
          path: fc.constantFrom(...queryPaths),
          input: anyJson,
          method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        })
        .map(({ path, input, method }) => ({
          label: `query by ${method}`,
          method,
          pathAndQuery: `${path}?batch=1`,
          headers: { 'content-type': json },
          body: JSON.stringify({ 0: input }),
        })),
    ),
    // non-JSON bodies and odd content types
    withAuth(
      fc
        .record({
          path: fc.constantFrom(...mutationPaths),
          batch: fc.constantFrom('?batch=1', ''),
          body: fc.oneof(
            printable,
            fc.string({ unit: 'binary', maxLength: 80 }),
            fc.constantFrom(
              '',
              'null',
              '[]',
              '{"0":',
              '{"0":1e999999}',
              `{"0":{"portionId":1${'0'.repeat(400)}}}`,
              'a=1&b=2',
              '\u0000',
              '\ufeff{}',
              `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
            ),
          ),
          contentType: fc.constantFrom(
            json,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/octet-stream',
            '',
          ),
        })
        .map(({ path, batch, body, contentType }) => ({
          label: 'non-JSON body',
          method: 'POST',
          pathAndQuery: `${path}${batch}`,
          headers: contentType ? { 'content-type': contentType } : {},
          body,
        })),
    ),
    // bodies just over the limit
    withAuth(
      fc
        .record({ path: fc.constantFrom(...mutationPaths), over: fc.integer({ min: 1, max: 64 }) })
        .map(({ path, over }) => {
          const prefix = '{"0":{"message":"';
          const suffix = '"}}';
          return {
            label: 'oversized body',
            method: 'POST',
            pathAndQuery: `${path}?batch=1`,
            headers: { 'content-type': json },
            body: `${prefix}${'x'.repeat(API_BODY_MAX_BYTES + over - prefix.length - suffix.length)}${suffix}`,
          };
        }),
    ),
    // odd headers on a good-looking call
    withAuth(
      fc
        .record({
          path: fc.constantFrom(...queryPaths),
          header: fc.constantFrom(
            'trpc-batch-mode',
            'content-type',
            'x-forwarded-for',
            'trpc-accept',
            'accept',
          ),
          value: printable,
        })
        .map(({ path, header, value }) => ({
          label: `odd ${header}`,
          method: 'GET',
          pathAndQuery: `${path}?batch=1&input=${enc('{"0":{}}')}`,
          headers: { [header]: value },
        })),
    ),
  );
}

/** A round of requests; inputs counted per call (a raw request is one input). */
export function requestArb(
  procedures: readonly ProcedureInfo[],
  hints: FuzzHints,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 9, arbitrary: batchRequestArb(procedures, hints) },
    { weight: 2, arbitrary: rawRequestArb(procedures) },
  );
}

export function inputsOf(request: FuzzRequest): number {
  return request.kind === 'batch' ? request.calls.length : 1;
}

/** §8 server error shape (the tRPC envelope's `error`). */
export function isServerErrorShape(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { code, message, statusCode, statusMessage, data } = value;
  if (typeof code !== 'number' || typeof message !== 'string' || typeof statusMessage !== 'string')
    return false;
  if (typeof statusCode !== 'number' || !isRecord(data)) return false;
  return typeof data.code === 'string' && data.httpStatus === statusCode;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One tRPC answer: `{ result }` or `{ error: §8 shape }`. */
export type Outcome = 'success' | 'error' | 'malformed';
export function outcomeOf(entry: unknown): Outcome {
  if (!isRecord(entry)) return 'malformed';
  if ('result' in entry && isRecord(entry.result) && !('error' in entry)) return 'success';
  if ('error' in entry && isServerErrorShape(entry.error) && !('result' in entry)) return 'error';
  return 'malformed';
}

/**
 * Every table of the schema except rate_limits (whose counters change on every call by design), as
 * row count + md5 of all rows in a stable order, computed in the database.
 */
export async function snapshotAll(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(
        `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'rate_limits' order by 1`,
      ),
    ),
  ).map((row) => row.name);
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ digest: string; n: number }>(
      await db.execute(
        sql.raw(
          `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest, count(*)::int as n from "${table}" t`,
        ),
      ),
    );
    digests[table] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return digests;
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Runs `tasks` with at most `limit` at a time, results in order. */
export async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

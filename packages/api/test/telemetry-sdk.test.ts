import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  encodeSpans,
  type FinishedSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  SPAN_KIND,
  STATUS_CODE,
  tracesUrl,
} from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiBundle, bundleProblems } from '../build/bundle';
import { createTestDatabase, type TestDatabase } from './support/database';
import { type WebBuild, writeWebBuild } from './support/webBuild';

/**
 * OpenTelemetry's SDK in the API (decision 0025), end to end: the production bundle runs with plain
 * `node` — as in production, and outside the test runner, whose module conditions pick the SDK's
 * bundler-only builds — against a local OTLP/HTTP collector that records what it is sent.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Beside dist/server.js (the bundle finds its migrations one folder up); removed afterwards. */
const BUNDLE = 'packages/api/dist/server-telemetry-test.js';

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}

interface ReceivedSpan {
  service: string | undefined;
  resource: Attribute[];
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Attribute[];
  status: { code?: number };
}

interface ExportBody {
  resourceSpans: {
    resource: { attributes: Attribute[] };
    scopeSpans: { spans: Omit<ReceivedSpan, 'service' | 'resource'>[] }[];
  }[];
}

/** A local OTLP/HTTP collector: POST /v1/traces with a JSON body; keeps every span. */
class Collector {
  spans: ReceivedSpan[] = [];
  posts = 0;
  contentTypes = new Set<string | undefined>();
  readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      this.contentTypes.add(request.headers['content-type']);
      this.posts++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportBody;
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = resource.attributes.find((entry) => entry.key === 'service.name')?.value.stringValue;
        for (const scope of scopeSpans)
          for (const span of scope.spans)
            this.spans.push({ ...span, service, resource: resource.attributes });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Waits until a span matching `predicate` has arrived. */
  async span(predicate: (span: ReceivedSpan) => boolean, timeoutMs = 10_000): Promise<ReceivedSpan> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const span = this.spans.find(predicate);
      if (span) return span;
      if (Date.now() > deadline) throw new Error(`no such span; received: ${JSON.stringify(this.spans)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const attribute = (span: ReceivedSpan | undefined, key: string) =>
  span?.attributes.find((entry) => entry.key === key)?.value;
const resourceAttribute = (span: ReceivedSpan, key: string) =>
  span.resource.find((entry) => entry.key === key)?.value.stringValue;
/** OTLP/JSON allows a 64-bit integer as a number or a decimal string. */
const intOf = (span: ReceivedSpan | undefined, key: string) => Number(attribute(span, key)?.intValue);

interface Api {
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  /** The `@opentelemetry/*` specifiers the process imported (a module-resolution hook records them). */
  loaded(): string[];
}

describe('OpenTelemetry SDK in the production server', () => {
  let collector: Collector;
  let collectorUrl: string;
  let testDb: TestDatabase;
  let web: WebBuild;
  let hookDir: string;
  let built: Awaited<ReturnType<typeof buildApiBundle>>;
  const running: Api[] = [];

  beforeAll(async () => {
    collector = new Collector();
    collectorUrl = await collector.start();
    testDb = await createTestDatabase();
    web = writeWebBuild();
    // `--import`ed into every server started here: records the OpenTelemetry modules it resolves.
    hookDir = mkdtempSync(join(tmpdir(), 'siyum-otel-hook-'));
    writeFileSync(
      join(hookDir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@opentelemetry/')) appendFileSync(process.env.OTEL_LOAD_LOG, specifier + '\\n');
  return next(specifier, context);
}
`,
    );
    writeFileSync(
      join(hookDir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(hookDir, 'hooks.mjs')).href)});\n`,
    );
    built = await buildApiBundle(BUNDLE);
  });

  afterAll(async () => {
    for (const api of running) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await new Promise((resolve) => collector?.server.close(resolve));
    await testDb?.drop();
    web?.remove();
    if (hookDir) rmSync(hookDir, { recursive: true, force: true });
    for (const file of [BUNDLE, `${BUNDLE}.map`]) rmSync(join(REPO_ROOT, file), { force: true });
  });

  /** `node` on the bundle with the production settings, `env` added; resolves once it listens. */
  async function startApi(name: string, env: Record<string, string>): Promise<Api> {
    const loadLog = join(hookDir, `${name}.log`);
    writeFileSync(loadLog, '');
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(join(hookDir, 'register.mjs')).href, BUNDLE],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          COGNITO_REGION: 'us-east-1',
          COGNITO_USER_POOL_ID: 'us-east-1_Telemetry1',
          COGNITO_CLIENT_ID: 'telemetry-test-client',
          PORT: '0',
          HOST: '127.0.0.1',
          WEB_DIR: web.dir,
          OTEL_LOAD_LOG: loadLog,
          ...testDb.env,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const loaded = () => readFileSync(loadLog, 'utf8').split('\n').filter(Boolean);
    const api: Api = { url: '', child, output, exited, loaded };
    running.push(api);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))?.[1];
      if (url) return { ...api, url };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not start:\n${output.join('')}`);
  }

  async function stop(api: Api): Promise<number | null> {
    api.child.kill('SIGTERM');
    return api.exited;
  }

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    let api: Api;
    beforeAll(async () => {
      api = await startApi('traced', {
        OTEL_EXPORTER_OTLP_ENDPOINT: `${collectorUrl}/`,
        OTEL_BSP_SCHEDULE_DELAY: '50',
        OTEL_SERVICE_NAME: 'siyum-api-test',
      });
    });
    afterAll(async () => {
      expect(await stop(api)).toBe(0);
    });

    it('a local collector sees a browser span and its server child in one trace', async () => {
      // The browser's side, as src/telemetry/tracing.ts records it: a navigation span, and a client
      // span for the API request, its child, whose traceparent goes out with the request.
      const traceId = newTraceId();
      const navigation: FinishedSpan = {
        traceId,
        spanId: newSpanId(),
        name: 'navigation',
        kind: SPAN_KIND.internal,
        startTime: Date.now(),
        endTime: Date.now(),
        attributes: { 'url.path': '/community' },
        status: { code: STATUS_CODE.unset },
      };
      const clientSpanId = newSpanId();
      const input = encodeURIComponent(JSON.stringify({ 0: {} }));
      const started = Date.now();
      const response = await fetch(`${api.url}/api/trpc/siyum.list?batch=1&input=${input}`, {
        headers: { traceparent: formatTraceparent(traceId, clientSpanId) },
      });
      expect(response.status).toBe(200);
      const client: FinishedSpan = {
        traceId,
        spanId: clientSpanId,
        parentSpanId: navigation.spanId,
        name: 'GET /api/trpc/siyum.list',
        kind: SPAN_KIND.client,
        startTime: started,
        endTime: Date.now(),
        attributes: { 'http.request.method': 'GET', 'http.response.status_code': response.status },
        status: { code: STATUS_CODE.unset },
      };
      // …and its exporter's POST (src/telemetry/otlp.ts) to the same collector.
      const sent = await fetch(tracesUrl(collectorUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(encodeSpans([navigation, client], { 'service.name': 'siyum-web' })),
      });
      expect(sent.status).toBe(200);

      const server = await collector.span(
        (span) => span.traceId === traceId && span.service === 'siyum-api-test',
      );
      const trace = collector.spans.filter((span) => span.traceId === traceId);
      expect(trace.map((span) => [span.service, span.name]).sort()).toEqual([
        ['siyum-api-test', 'GET /api/trpc/*'],
        ['siyum-web', 'GET /api/trpc/siyum.list'],
        ['siyum-web', 'navigation'],
      ]);
      // The server span is the browser's client span's child.
      expect(server.parentSpanId).toBe(clientSpanId);
      expect(server.spanId).toMatch(/^(?!0+$)[0-9a-f]{16}$/);
      expect(server.spanId).not.toBe(clientSpanId);
      expect(server.kind).toBe(2);
      expect(attribute(server, 'http.route')).toEqual({ stringValue: '/api/trpc/*' });
      expect(attribute(server, 'url.path')).toEqual({ stringValue: '/api/trpc/siyum.list' });
      expect(attribute(server, 'http.request.method')).toEqual({ stringValue: 'GET' });
      expect(intOf(server, 'http.response.status_code')).toBe(200);
      expect(server.status.code ?? 0).toBe(0);
      expect(BigInt(server.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(started - 1) * 1_000_000n);
      expect(BigInt(server.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(server.startTimeUnixNano));
      // Sent by OpenTelemetry's SDK, which the server loaded because an endpoint is configured.
      expect(resourceAttribute(server, 'telemetry.sdk.name')).toBe('opentelemetry');
      expect(resourceAttribute(server, 'telemetry.sdk.language')).toBe('nodejs');
      expect([...collector.contentTypes]).toEqual(['application/json']);
      expect(api.loaded()).toEqual(
        expect.arrayContaining(['@opentelemetry/sdk-trace-node', '@opentelemetry/exporter-trace-otlp-http']),
      );
    });

    it('continues a valid sampled traceparent, skips an unsampled one, starts a new trace otherwise', async () => {
      const span = '00f067aa0ba902b7';
      const trace = (n: number) => `4bf92f3577b34da6a3ce929d0e0e${String(4700 + n).padStart(4, '0')}`;
      // [case, traceparent, what the server span should be: continued, not recorded, or a new trace]
      const cases: [string, string | undefined, 'continued' | 'unsampled' | 'new'][] = [
        ['sampled', `00-${trace(1)}-${span}-01`, 'continued'],
        ['other flags, sampled bit set', `00-${trace(2)}-${span}-03`, 'continued'],
        ['a future version with more fields', `cc-${trace(3)}-${span}-01-extra`, 'continued'],
        ['not sampled', `00-${trace(4)}-${span}-00`, 'unsampled'],
        ['absent', undefined, 'new'],
        ['empty', '', 'new'],
        ['version ff', `ff-${trace(6)}-${span}-01`, 'new'],
        ['version 00 with more fields', `00-${trace(7)}-${span}-01-extra`, 'new'],
        ['all-zero trace id', `00-${'0'.repeat(32)}-${span}-01`, 'new'],
        ['all-zero span id', `00-${trace(9)}-${'0'.repeat(16)}-01`, 'new'],
        ['uppercase hex', `00-${trace(10).toUpperCase()}-${span}-01`, 'new'],
        ['short trace id', `00-${trace(11).slice(1)}-${span}-01`, 'new'],
        ['garbage', 'hello', 'new'],
      ];
      for (const [index, [, traceparent]] of cases.entries()) {
        const response = await fetch(`${api.url}/api/case-${index}`, {
          headers: traceparent === undefined ? {} : { traceparent },
        });
        expect(response.status).toBe(404);
      }
      // A last request: once its span is in, every span before it has been sent too.
      await fetch(`${api.url}/api/case-last`);
      await collector.span((candidate) => attribute(candidate, 'url.path')?.stringValue === '/api/case-last');

      const newTraces = new Set<string>();
      for (const [index, [name, traceparent, expected]] of cases.entries()) {
        const recorded = collector.spans.filter(
          (candidate) => attribute(candidate, 'url.path')?.stringValue === `/api/case-${index}`,
        );
        const summary = recorded.map((candidate) => ({
          name: candidate.name,
          status: intOf(candidate, 'http.response.status_code'),
          continued: candidate.traceId === traceparent?.split('-')[1] && candidate.parentSpanId === span,
          parent: candidate.parentSpanId,
        }));
        if (expected === 'unsampled') {
          expect(summary, name).toEqual([]);
          continue;
        }
        // A request nothing but middleware matched: the bare method names it.
        expect(summary, name).toEqual([
          expected === 'continued'
            ? { name: 'GET', status: 404, continued: true, parent: span }
            : { name: 'GET', status: 404, continued: false, parent: undefined },
        ]);
        if (expected === 'new') newTraces.add(recorded[0]?.traceId ?? '');
      }
      // Each new trace is a trace of its own, with a valid id.
      expect(newTraces.size).toBe(cases.filter(([, , expected]) => expected === 'new').length);
      for (const id of newTraces) expect(id).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    });
  });

  it('sends the spans still waiting when it stops (SIGTERM)', async () => {
    // Batches wait ten minutes here: only the flush on shutdown can send this one.
    const api = await startApi('flush', {
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_BSP_SCHEDULE_DELAY: '600000',
      OTEL_SERVICE_NAME: 'siyum-api-flush',
    });
    const traceId = newTraceId();
    const parent = newSpanId();
    const response = await fetch(`${api.url}/api/health`, {
      headers: { traceparent: formatTraceparent(traceId, parent) },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(collector.spans.filter((span) => span.traceId === traceId)).toEqual([]);

    expect(await stop(api)).toBe(0);
    const span = await collector.span((candidate) => candidate.traceId === traceId);
    expect(span).toMatchObject({ service: 'siyum-api-flush', parentSpanId: parent, name: 'GET /api/health' });
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT loads no OpenTelemetry SDK module and sends nothing', async () => {
    const api = await startApi('untraced', { OTEL_SERVICE_NAME: 'siyum-api-untraced' });
    const traceparent = formatTraceparent(newTraceId(), newSpanId());
    const postsBefore = collector.posts;
    expect((await fetch(`${api.url}/api/health`, { headers: { traceparent } })).status).toBe(200);
    expect((await fetch(`${api.url}/api/nope`, { headers: { traceparent } })).status).toBe(404);
    expect(await stop(api)).toBe(0);
    // Only the API facade, a no-op without an SDK: the job queue (pg-boss) imports it for its own spans.
    expect(api.loaded().filter((name) => name !== '@opentelemetry/api')).toEqual([]);
    expect(collector.posts).toBe(postsBefore);
    expect(collector.spans.filter((span) => span.service === 'siyum-api-untraced')).toEqual([]);
  });

  it('the bundle imports the SDK only with import(), from the API’s production dependencies', () => {
    const imports = Object.values(built.metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.path.startsWith('@opentelemetry/')),
    );
    expect(imports.map((entry) => [entry.path, entry.kind, entry.external]).sort()).toEqual(
      [
        '@opentelemetry/api',
        '@opentelemetry/core',
        '@opentelemetry/exporter-trace-otlp-http',
        '@opentelemetry/resources',
        '@opentelemetry/sdk-trace-node',
      ].map((path) => [path, 'dynamic-import', true]),
    );
    const inputs = Object.keys(built.metafile.inputs);
    expect(inputs.filter((path) => path.includes('node_modules/@opentelemetry'))).toEqual([]);
    expect(bundleProblems(built.metafile)).toEqual([]);
  });
});

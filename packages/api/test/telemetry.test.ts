import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src';

/** A fake OTLP/HTTP collector on 127.0.0.1: keeps every span it is sent, with the path and resource. */
interface ReceivedSpan {
  path: string | undefined;
  service: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
  status: { code: number };
}

interface ExportBody {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: Omit<ReceivedSpan, 'path' | 'service'>[] }[];
  }[];
}

let collector: Server;
let collectorUrl: string;
let received: ReceivedSpan[] = [];
let requests = 0;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportBody;
      for (const resourceSpans of body.resourceSpans) {
        const service = resourceSpans.resource.attributes.find((entry) => entry.key === 'service.name')?.value
          .stringValue;
        for (const scope of resourceSpans.scopeSpans) {
          for (const span of scope.spans) received.push({ ...span, path: request.url, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

const OTEL_VARIABLES = [
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_BSP_SCHEDULE_DELAY',
  'OTEL_SERVICE_NAME',
] as const;
const savedEnv = Object.fromEntries(OTEL_VARIABLES.map((name) => [name, process.env[name]]));
function restoreEnv() {
  for (const name of OTEL_VARIABLES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
}

/** Waits until the collector holds a span matching `predicate` (the exporter batches for 50 ms here). */
async function spanWhere(predicate: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const span = received.find(predicate);
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`no such span; received: ${JSON.stringify(received)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const attribute = (span: ReceivedSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value;

const mounts = () => [
  {
    path: '/broken',
    // The failure is answered quietly (no stack in the test output); the span still sees it.
    app: new Hono()
      .get('/', () => {
        throw new Error('deliberate failure');
      })
      .onError((_error, c) => c.text('broken', 500)),
  },
];

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let server: RunningServer;
  beforeAll(async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `${collectorUrl}/`;
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
    process.env.OTEL_SERVICE_NAME = 'siyum-api-test';
    server = await startServer({ port: 0, version: 'trace-test', mounts });
  });
  afterAll(async () => {
    await server.close();
    restoreEnv();
  });
  afterEach(() => {
    received = [];
  });

  it('continues the caller’s trace: same trace id, a new span id, the caller’s span as parent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const before = BigInt(Date.now()) * 1_000_000n;
    const response = await fetch(`${server.url}/api/health`, {
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(response.status).toBe(200);

    const span = await spanWhere((candidate) => candidate.traceId === traceId);
    expect(span.path).toBe('/v1/traces');
    expect(span.service).toBe('siyum-api-test');
    expect(span.parentSpanId).toBe(callerSpanId);
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span.spanId).not.toBe(callerSpanId);
    expect(span.name).toBe('GET /api/health');
    expect(span.kind).toBe(2);
    expect(attribute(span, 'http.route')).toEqual({ stringValue: '/api/health' });
    expect(attribute(span, 'url.path')).toEqual({ stringValue: '/api/health' });
    expect(attribute(span, 'http.response.status_code')).toEqual({ intValue: '200' });
    expect(span.status.code).toBe(0);
    expect(BigInt(span.startTimeUnixNano)).toBeGreaterThanOrEqual(before - 1_000_000n);
    expect(BigInt(span.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(span.startTimeUnixNano));
  });

  it('starts a new trace for a request without a (valid) traceparent', async () => {
    await fetch(`${server.url}/api/nope-1`);
    await fetch(`${server.url}/api/nope-2`, {
      headers: { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' },
    });
    const first = await spanWhere((span) => attribute(span, 'url.path')?.stringValue === '/api/nope-1');
    const second = await spanWhere((span) => attribute(span, 'url.path')?.stringValue === '/api/nope-2');
    for (const span of [first, second]) {
      expect(span.traceId).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
      expect(span.parentSpanId).toBeUndefined();
      expect(attribute(span, 'http.response.status_code')).toEqual({ intValue: '404' });
      // Nothing but the tracing itself matched: the name stays the bare method.
      expect(span.name).toBe('GET');
    }
    expect(first.traceId).not.toBe(second.traceId);
  });

  it('marks a failing request as an error', async () => {
    const response = await fetch(`${server.url}/api/broken`);
    expect(response.status).toBe(500);
    const span = await spanWhere(
      (candidate) => attribute(candidate, 'url.path')?.stringValue === '/api/broken',
    );
    expect(span.status.code).toBe(2);
    expect(attribute(span, 'error.type')).toEqual({ stringValue: 'Error' });
    expect(span.name).toBe('GET /api/broken');
  });

  it('respects a caller that did not sample the trace', async () => {
    const unsampled = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await fetch(`${server.url}/api/health`, {
      headers: { traceparent: `00-${unsampled}-00f067aa0ba902b7-00` },
    });
    const marker = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    await fetch(`${server.url}/api/health`, { headers: { traceparent: `00-${marker}-00f067aa0ba902b7-01` } });
    await spanWhere((span) => span.traceId === marker);
    expect(received.filter((span) => span.traceId === unsampled)).toEqual([]);
  });
});

describe('tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let server: RunningServer;
  beforeAll(async () => {
    restoreEnv();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
    server = await startServer({ port: 0, version: 'no-trace-test', mounts });
  });
  afterAll(async () => {
    await server.close();
    restoreEnv();
  });

  it('exports nothing, whatever the requests carry', async () => {
    // Let anything from the tests above arrive first, then count from zero.
    await new Promise((resolve) => setTimeout(resolve, 200));
    received = [];
    requests = 0;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect((await fetch(`${server.url}/api/health`, { headers: { traceparent } })).status).toBe(200);
    expect((await fetch(`${server.url}/api/broken`, { headers: { traceparent } })).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests).toBe(0);
    expect(received).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBatchExporter,
  encodeSpans,
  type FinishedSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  SPAN_KIND,
  STATUS_CODE,
  tracesUrl,
  unixNano,
} from './otlp';

const span = (overrides: Partial<FinishedSpan> = {}): FinishedSpan => ({
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  name: 'GET /api/trpc/x',
  kind: SPAN_KIND.client,
  startTime: 1_700_000_000_000.5,
  endTime: 1_700_000_000_250,
  attributes: {},
  status: { code: STATUS_CODE.unset },
  ...overrides,
});

describe('ids and traceparent (W3C Trace Context)', () => {
  it('trace ids are 32 and span ids 16 lowercase hex digits, not all zero, and differ', () => {
    const traces = new Set(Array.from({ length: 50 }, newTraceId));
    const spans = new Set(Array.from({ length: 50 }, newSpanId));
    expect(traces.size).toBe(50);
    expect(spans.size).toBe(50);
    for (const id of traces) expect(id).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    for (const id of spans) expect(id).toMatch(/^(?!0+$)[0-9a-f]{16}$/);
  });

  it('formats version 00, sampled', () => {
    expect(formatTraceparent('0af7651916cd43dd8448eb211c80319c', 'b7ad6b7169203331')).toBe(
      '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    );
  });
});

describe('OTLP JSON encoding', () => {
  it.each([
    [0, '0'],
    [1, '1000000'],
    [1_700_000_000_000.5, '1700000000000500000'],
    [1234.0004, '1234000000'],
  ])('%f ms → %s ns', (ms, nanos) => {
    expect(unixNano(ms)).toBe(nanos);
  });

  it('encodes spans, ids, kinds, attributes by type and status', () => {
    const body = encodeSpans(
      [
        span({
          parentSpanId: '00f067aa0ba902b7',
          attributes: { 'url.path': '/a', 'http.response.status_code': 200, ratio: 0.5, cached: false },
          status: { code: STATUS_CODE.error, message: 'timeout' },
        }),
        span({ spanId: '1111111111111111', name: 'navigation', kind: SPAN_KIND.internal }),
      ],
      { 'service.name': 'siyum-web' },
    );
    expect(body).toEqual({
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'siyum-web' } }] },
          scopeSpans: [
            {
              scope: { name: 'siyum' },
              spans: [
                {
                  traceId: '0af7651916cd43dd8448eb211c80319c',
                  spanId: 'b7ad6b7169203331',
                  parentSpanId: '00f067aa0ba902b7',
                  name: 'GET /api/trpc/x',
                  kind: 3,
                  startTimeUnixNano: '1700000000000500000',
                  endTimeUnixNano: '1700000000250000000',
                  attributes: [
                    { key: 'url.path', value: { stringValue: '/a' } },
                    { key: 'http.response.status_code', value: { intValue: '200' } },
                    { key: 'ratio', value: { doubleValue: 0.5 } },
                    { key: 'cached', value: { boolValue: false } },
                  ],
                  status: { code: 2, message: 'timeout' },
                },
                {
                  traceId: '0af7651916cd43dd8448eb211c80319c',
                  spanId: '1111111111111111',
                  name: 'navigation',
                  kind: 1,
                  startTimeUnixNano: '1700000000000500000',
                  endTimeUnixNano: '1700000000250000000',
                  attributes: [],
                  status: { code: 0 },
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['http://127.0.0.1:4318', 'http://127.0.0.1:4318/v1/traces'],
    ['http://127.0.0.1:4318/', 'http://127.0.0.1:4318/v1/traces'],
    ['https://collector.example/otlp//', 'https://collector.example/otlp/v1/traces'],
  ])('traces of %s go to %s', (endpoint, url) => {
    expect(tracesUrl(endpoint)).toBe(url);
  });
});

describe('createBatchExporter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the delay, then sends everything in one body', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const exporter = createBatchExporter({
      endpoint: 'http://c',
      resource: {},
      delayMs: 100,
      send: async (_url, body) => {
        sent.push(body);
      },
    });
    exporter.add(span());
    exporter.add(span({ spanId: '2222222222222222' }));
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}').resourceSpans[0].scopeSpans[0].spans).toHaveLength(2);
  });

  it('sends a full batch at once and splits what is over', async () => {
    const sent: number[] = [];
    const exporter = createBatchExporter({
      endpoint: 'http://c',
      resource: {},
      maxBatch: 2,
      delayMs: 60_000,
      send: async (_url, body) => {
        sent.push(JSON.parse(body).resourceSpans[0].scopeSpans[0].spans.length);
      },
    });
    exporter.add(span());
    exporter.add(span());
    await Promise.resolve();
    expect(sent).toEqual([2]);
    exporter.add(span());
    await exporter.flush();
    expect(sent).toEqual([2, 1]);
  });

  it('a failing collector is ignored', async () => {
    const exporter = createBatchExporter({
      endpoint: 'http://c',
      resource: {},
      send: async () => {
        throw new Error('down');
      },
    });
    exporter.add(span());
    await expect(exporter.flush()).resolves.toBeUndefined();
  });
});

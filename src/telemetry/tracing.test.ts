import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../api/retryingFetch';
import { SPAN_KIND, STATUS_CODE } from './otlp';
import { type BrowserTracing, createBrowserTracing } from './tracing';

const T0 = Date.parse('2026-11-23T12:00:00Z');
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

interface WireSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
  status: { code: number; message?: string };
}

let bodies: { url: string; body: string }[];
let tracing: BrowserTracing;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 });
  bodies = [];
  tracing = createBrowserTracing({
    endpoint: 'https://collector.test/otlp/',
    send: async (url, body) => {
      bodies.push({ url, body });
    },
  });
});

afterEach(async () => {
  await tracing.shutdown();
  vi.useRealTimers();
});

/** Every span sent so far (flushing first), as the collector would read it. */
async function sent(): Promise<WireSpan[]> {
  await tracing.flush();
  return bodies.flatMap(({ body }) =>
    (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: WireSpan[] }[] }[] }).resourceSpans.flatMap(
      (resource) => resource.scopeSpans.flatMap((scope) => scope.spans),
    ),
  );
}

function one(spans: WireSpan[], name: string): WireSpan {
  const found = spans.filter((span) => span.name === name);
  expect(found).toHaveLength(1);
  return found[0] as WireSpan;
}

const attr = (span: WireSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

/** Start and end in ms after T0. */
const times = (span: WireSpan) => ({
  start: Number(BigInt(span.startTimeUnixNano) / 1_000_000n) - T0,
  end: Number(BigInt(span.endTimeUnixNano) / 1_000_000n) - T0,
});

/** A fetch that answers after `delay` ms of fake time, recording the headers it was given. */
function slowFetch(delay: number, status = 200) {
  const seen: Headers[] = [];
  const fetch: Fetch = (_input, init) => {
    seen.push(new Headers(init?.headers));
    return new Promise((resolve) => setTimeout(() => resolve(new Response('{}', { status })), delay));
  };
  return { fetch, seen };
}

describe('navigation spans (§9: idle 1 s, final 30 s)', () => {
  it('a navigation without requests ends after 1 s of idle, at its start', async () => {
    tracing.navigate('/about');
    await vi.advanceTimersByTimeAsync(999);
    expect(await sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const navigation = one(await sent(), 'navigation');
    expect(attr(navigation, 'url.path')).toEqual({ stringValue: '/about' });
    expect(attr(navigation, 'navigation.end_reason')).toEqual({ stringValue: 'idle' });
    expect(navigation.kind).toBe(SPAN_KIND.internal);
    expect(navigation.parentSpanId).toBeUndefined();
    expect(times(navigation)).toEqual({ start: 0, end: 0 });
  });

  it('waits for its API requests and ends where the last one answered, 1 s later', async () => {
    const { fetch, seen } = slowFetch(300);
    tracing.navigate('/siyum/7');
    await vi.advanceTimersByTimeAsync(500);
    const answer = tracing.fetch(fetch, '/api/trpc/siyum.get?batch=1', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(300);
    expect((await answer).status).toBe(200);
    await vi.advanceTimersByTimeAsync(999);
    expect((await sent()).map((span) => span.name)).toEqual(['GET /api/trpc/siyum.get']);
    await vi.advanceTimersByTimeAsync(1);

    const spans = await sent();
    const navigation = one(spans, 'navigation');
    const request = one(spans, 'GET /api/trpc/siyum.get');
    expect(times(navigation)).toEqual({ start: 0, end: 800 });
    expect(times(request)).toEqual({ start: 500, end: 800 });
    expect(request.traceId).toBe(navigation.traceId);
    expect(request.parentSpanId).toBe(navigation.spanId);
    expect(request.kind).toBe(SPAN_KIND.client);
    expect(attr(request, 'http.request.method')).toEqual({ stringValue: 'GET' });
    expect(attr(request, 'http.response.status_code')).toEqual({ intValue: '200' });

    // The request carried its own span as the W3C parent for the API.
    const [, traceId, spanId] = seen[0]?.get('traceparent')?.match(TRACEPARENT) ?? [];
    expect(traceId).toBe(request.traceId);
    expect(spanId).toBe(request.spanId);
  });

  it('keeps waiting while requests overlap, and ends only once none is in flight', async () => {
    const long = slowFetch(2500);
    const short = slowFetch(100);
    tracing.navigate('/dashboard');
    const first = tracing.fetch(long.fetch, '/api/trpc/a', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(1500);
    const second = tracing.fetch(short.fetch, '/api/trpc/b', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(times(one(await sent(), 'navigation'))).toEqual({ start: 0, end: 2500 });
  });

  it('ends at the 30 s final time-out when the network never goes idle', async () => {
    tracing.navigate('/community');
    for (let i = 0; i < 40; i++) {
      void tracing.fetch(slowFetch(200).fetch, `/api/trpc/poll${i}`, { method: 'GET' });
      await vi.advanceTimersByTimeAsync(900);
    }
    const navigation = one(await sent(), 'navigation');
    expect(times(navigation).end).toBe(30_000);
    expect(attr(navigation, 'navigation.end_reason')).toEqual({ stringValue: 'final_timeout' });
    expect(navigation.status).toEqual({ code: STATUS_CODE.error, message: 'timeout' });
  });

  it('the next navigation ends the previous one where it starts', async () => {
    tracing.navigate('/a');
    void tracing.fetch(slowFetch(60_000).fetch, '/api/trpc/slow', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(400);
    tracing.navigate('/b');
    await vi.advanceTimersByTimeAsync(1000);
    const navigations = (await sent()).filter((span) => span.name === 'navigation');
    expect(
      navigations.map((span) => [attr(span, 'url.path'), attr(span, 'navigation.end_reason')?.stringValue]),
    ).toEqual([
      [{ stringValue: '/a' }, 'next_navigation'],
      [{ stringValue: '/b' }, 'idle'],
    ]);
    expect(times(navigations[0] as WireSpan).end).toBe(400);
    expect(navigations[0]?.traceId).not.toBe(navigations[1]?.traceId);
  });

  it('a navigation replayed with an earlier start time keeps it', async () => {
    tracing.navigate('/', T0 - 250);
    await vi.advanceTimersByTimeAsync(1000);
    expect(times(one(await sent(), 'navigation'))).toEqual({ start: -250, end: -250 });
  });
});

describe('API request spans (§9: child 15 s)', () => {
  it('a request without an answer is closed as timed out at 15 s', async () => {
    tracing.navigate('/siyum/1');
    void tracing.fetch(slowFetch(60_000).fetch, '/api/trpc/slow', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const request = one(await sent(), 'GET /api/trpc/slow');
    expect(times(request)).toEqual({ start: 0, end: 15_000 });
    expect(request.status).toEqual({ code: STATUS_CODE.error, message: 'timeout' });
    expect(attr(request, 'error.type')).toEqual({ stringValue: 'timeout' });
    // The navigation no longer waits for it.
    await vi.advanceTimersByTimeAsync(1000);
    expect(times(one(await sent(), 'navigation')).end).toBe(15_000);
  });

  it('a request outside any navigation is a root span, still with a traceparent', async () => {
    const { fetch, seen } = slowFetch(10);
    const answer = tracing.fetch(fetch, 'http://127.0.0.1/api/trpc/x', { method: 'POST', body: '{}' });
    await vi.advanceTimersByTimeAsync(10);
    await answer;
    const request = one(await sent(), 'POST /api/trpc/x');
    expect(request.parentSpanId).toBeUndefined();
    expect(seen[0]?.get('traceparent')).toBe(`00-${request.traceId}-${request.spanId}-01`);
  });

  it('keeps the request’s own headers beside the traceparent', async () => {
    const { fetch, seen } = slowFetch(0);
    const answer = tracing.fetch(fetch, '/api/trpc/x', { headers: { authorization: 'Bearer t' } });
    await vi.advanceTimersByTimeAsync(0);
    await answer;
    expect(seen[0]?.get('authorization')).toBe('Bearer t');
    expect(seen[0]?.get('traceparent')).toMatch(TRACEPARENT);
  });

  it('each request (each retry attempt) gets its own span id', async () => {
    const { fetch, seen } = slowFetch(0);
    tracing.navigate('/');
    for (let i = 0; i < 3; i++) {
      const answer = tracing.fetch(fetch, '/api/trpc/x', { method: 'GET' });
      await vi.advanceTimersByTimeAsync(0);
      await answer;
    }
    const parents = seen.map((headers) => headers.get('traceparent')?.match(TRACEPARENT));
    expect(new Set(parents.map((match) => match?.[1])).size).toBe(1);
    expect(new Set(parents.map((match) => match?.[2])).size).toBe(3);
  });

  it('a 5xx answer and a network failure mark the span as an error', async () => {
    const failing = slowFetch(0, 503);
    const answer = tracing.fetch(failing.fetch, '/api/trpc/a', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(0);
    expect((await answer).status).toBe(503);
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(tracing.fetch(offline, '/api/trpc/b', { method: 'GET' })).rejects.toThrow('Failed to fetch');
    const spans = await sent();
    expect(one(spans, 'GET /api/trpc/a').status.code).toBe(STATUS_CODE.error);
    expect(one(spans, 'GET /api/trpc/b').status).toEqual({ code: STATUS_CODE.error, message: 'TypeError' });
  });
});

describe('batching', () => {
  it('sends finished spans together after 5 s, to <endpoint>/v1/traces, with the service name', async () => {
    tracing.navigate('/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.url).toBe('https://collector.test/otlp/v1/traces');
    expect(JSON.parse(bodies[0]?.body ?? '{}').resourceSpans[0].resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'siyum-web' } },
    ]);
  });
});

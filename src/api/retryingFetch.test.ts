import { RETRY_CAP_MS } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { createRetryingFetch, type Fetch, sleep } from './retryingFetch';

type Step = number | Error | { status: number; headers: Record<string, string> };

/** A fetch that answers from a script, one step per call, and records what it was given. */
function scriptedFetch(steps: Step[]) {
  const calls: { input: RequestInfo | URL; init: RequestInit | undefined }[] = [];
  const fetch: Fetch = async (input, init) => {
    calls.push({ input, init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === undefined) throw new Error('the script is empty');
    if (step instanceof Error) throw step;
    const { status, headers } = typeof step === 'number' ? { status: step, headers: {} } : step;
    return new Response(JSON.stringify({ attempt: calls.length }), { status, headers });
  };
  return { fetch, calls };
}

function setUp(steps: Step[], options: { random?: number; now?: number } = {}) {
  const { fetch, calls } = scriptedFetch(steps);
  const delays: number[] = [];
  const retrying = createRetryingFetch({
    fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => options.random ?? 0.5,
    now: () => options.now ?? 0,
  });
  return { retrying, calls, delays };
}

const url = '/api/trpc/siyum.get?batch=1&input=%7B%7D';

describe('createRetryingFetch: queries (GET) follow §9', () => {
  it('503, 503, 200 → three calls, the 200 comes back', async () => {
    const { retrying, calls, delays } = setUp([503, 503, 200]);
    const response = await retrying(url, { method: 'GET' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ attempt: 3 });
    expect(calls).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('503 three times → gives up after 3 attempts and hands back the last answer', async () => {
    const { retrying, calls, delays } = setUp([503, 503, 503, 200]);
    const response = await retrying(url, { method: 'GET' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ attempt: 3 });
    expect(calls).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it.each([429, 500, 502, 503, 504])('retries a %i', async (status) => {
    const { retrying, calls } = setUp([status, 200]);
    expect((await retrying(url, { method: 'GET' })).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 408, 409, 501])('does not retry a %i', async (status) => {
    const { retrying, calls, delays } = setUp([status, 200]);
    expect((await retrying(url, { method: 'GET' })).status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('a request without a method is a GET and is retried', async () => {
    const { retrying, calls } = setUp([502, 200]);
    expect((await retrying(url)).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('a network failure (TypeError) is retried', async () => {
    const { retrying, calls } = setUp([new TypeError('Failed to fetch'), 200]);
    expect((await retrying(url, { method: 'GET' })).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('a network failure on every attempt surfaces the error after 3 attempts', async () => {
    const failure = new TypeError('Failed to fetch');
    const { retrying, calls } = setUp([failure]);
    await expect(retrying(url, { method: 'GET' })).rejects.toBe(failure);
    expect(calls).toHaveLength(3);
  });

  it('a time-out is retried', async () => {
    const timedOut = new DOMException('The operation timed out.', 'TimeoutError');
    const { retrying, calls } = setUp([timedOut, 200]);
    expect((await retrying(url, { method: 'GET' })).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('an error that is not the network is not retried', async () => {
    const bug = new Error('boom');
    const { retrying, calls } = setUp([bug, 200]);
    await expect(retrying(url, { method: 'GET' })).rejects.toBe(bug);
    expect(calls).toHaveLength(1);
  });

  it('waits 2^n × 100 ms plus the jitter: 200 + 50, then 400 + 50 with random 0.5', async () => {
    const { retrying, delays } = setUp([503, 503, 503], { random: 0.5 });
    await retrying(url, { method: 'GET' });
    expect(delays).toEqual([250, 450]);
  });

  it('jitter stays under 100 ms: 200 + 99.9, then 400 + 99.9 with random 0.999', async () => {
    const { retrying, delays } = setUp([503, 503, 503], { random: 0.999 });
    await retrying(url, { method: 'GET' });
    expect(delays[0]).toBeCloseTo(299.9, 6);
    expect(delays[1]).toBeCloseTo(499.9, 6);
  });

  it('honours Retry-After on a 429 (seconds)', async () => {
    const { retrying, delays } = setUp([{ status: 429, headers: { 'retry-after': '3' } }, 200]);
    expect((await retrying(url, { method: 'GET' })).status).toBe(200);
    expect(delays).toEqual([3000]);
  });

  it('honours Retry-After on a 429 (HTTP date)', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const { retrying, delays } = setUp(
      [{ status: 429, headers: { 'retry-after': 'Mon, 23 Nov 2026 12:00:05 GMT' } }, 200],
      { now },
    );
    await retrying(url, { method: 'GET' });
    expect(delays).toEqual([5000]);
  });

  it('bounds Retry-After by the 5-minute cap', async () => {
    const { retrying, delays } = setUp([{ status: 429, headers: { 'retry-after': '86400' } }, 200]);
    await retrying(url, { method: 'GET' });
    expect(delays).toEqual([RETRY_CAP_MS]);
  });

  it('falls back to the backoff for a 429 without Retry-After, and ignores Retry-After on a 503', async () => {
    const { retrying, delays } = setUp([429, { status: 503, headers: { 'retry-after': '60' } }, 200]);
    await retrying(url, { method: 'GET' });
    expect(delays).toEqual([250, 450]);
  });

  it('gives each attempt its own time-out signal, tied to the caller’s', async () => {
    const { retrying, calls } = setUp([503, 200]);
    const caller = new AbortController();
    await retrying(url, { method: 'GET', signal: caller.signal });
    const [first, second] = calls.map((call) => call.init?.signal);
    expect(first).toBeInstanceOf(AbortSignal);
    expect(second).toBeInstanceOf(AbortSignal);
    expect(first).not.toBe(second);
    caller.abort();
    expect(second?.aborted).toBe(true);
  });

  it('a caller that cancels is not retried', async () => {
    const caller = new AbortController();
    const calls: unknown[] = [];
    const retrying = createRetryingFetch({
      fetch: async () => {
        calls.push(1);
        caller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
      sleep: async () => undefined,
    });
    await expect(retrying(url, { method: 'GET', signal: caller.signal })).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
  });

  it('aborts an attempt that takes longer than the attempt time-out, then retries it', async () => {
    let calls = 0;
    const retrying = createRetryingFetch({
      attemptTimeoutMs: 20,
      sleep: async () => undefined,
      fetch: (_input, init) => {
        calls++;
        if (calls > 1) return Promise.resolve(new Response('ok'));
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      },
    });
    const response = await retrying(url, { method: 'GET' });
    expect(await response.text()).toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('createRetryingFetch: mutations (POST) are never retried blindly', () => {
  it('POST 503 → one call, the 503 comes back', async () => {
    const { retrying, calls, delays } = setUp([503, 200]);
    const response = await retrying('/api/trpc/portion.claim?batch=1', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('POST network failure → one call, the error surfaces', async () => {
    const failure = new TypeError('Failed to fetch');
    const { retrying, calls } = setUp([failure, 200]);
    await expect(retrying('/api/trpc/portion.claim?batch=1', { method: 'post' })).rejects.toBe(failure);
    expect(calls).toHaveLength(1);
  });

  it('passes the POST through untouched (same init, no time-out signal added)', async () => {
    const { retrying, calls } = setUp([200]);
    const init = { method: 'POST', body: '{}' };
    await retrying('/api/trpc/portion.claim?batch=1', init);
    expect(calls[0]?.init).toBe(init);
  });

  it('a POST Request object is not retried either', async () => {
    const { retrying, calls } = setUp([503, 200]);
    await retrying(new Request('http://127.0.0.1/api/trpc/x', { method: 'POST', body: '{}' }));
    expect(calls).toHaveLength(1);
  });
});

describe('sleep', () => {
  it('resolves after the time', async () => {
    const started = Date.now();
    await sleep(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('stops at once when the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(waiting).rejects.toThrow('cancelled');
  });
});

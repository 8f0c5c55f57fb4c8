import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../api/retryingFetch';

type Telemetry = typeof import('./index');

/** A fresh copy of the module (its state is per page), with `./tracing` counted when loaded. */
async function freshTelemetry(
  tracingFactory?: () => unknown,
): Promise<{ telemetry: Telemetry; loads: () => number }> {
  vi.resetModules();
  let loads = 0;
  vi.doMock('./tracing', async (importOriginal) => {
    loads++;
    if (tracingFactory) return tracingFactory();
    return importOriginal();
  });
  return { telemetry: await import('./index'), loads: () => loads };
}

function recordingFetch() {
  const calls: { input: RequestInfo | URL; init: RequestInit | undefined }[] = [];
  const fetch: Fetch = async (input, init) => {
    calls.push({ input, init });
    return new Response('{}');
  };
  return { fetch, calls };
}

beforeEach(() => {
  vi.stubEnv('VITE_OTEL_ENDPOINT', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock('./tracing');
});

describe('without an OTLP endpoint', () => {
  it('stays off and loads no tracing code', async () => {
    const { telemetry, loads } = await freshTelemetry();
    expect(telemetry.configuredEndpoint()).toBeUndefined();
    await expect(telemetry.startTelemetry()).resolves.toBe(false);
    telemetry.traceNavigation('/');
    expect(loads()).toBe(0);
  });

  it('passes API requests through untouched', async () => {
    const { telemetry } = await freshTelemetry();
    await telemetry.startTelemetry();
    const { fetch, calls } = recordingFetch();
    const init = { method: 'GET', headers: { accept: 'application/json' } };
    await telemetry.tracedFetch(fetch)('/api/trpc/x', init);
    expect(calls[0]?.init).toBe(init);
  });

  it('treats a blank VITE_OTEL_ENDPOINT as none', async () => {
    vi.stubEnv('VITE_OTEL_ENDPOINT', '   ');
    const { telemetry, loads } = await freshTelemetry();
    await expect(telemetry.startTelemetry()).resolves.toBe(false);
    expect(loads()).toBe(0);
  });
});

describe('with an OTLP endpoint', () => {
  it('reads VITE_OTEL_ENDPOINT, loads tracing once, and adds a traceparent to API requests', async () => {
    vi.stubEnv('VITE_OTEL_ENDPOINT', ' http://127.0.0.1:4318 ');
    const { telemetry, loads } = await freshTelemetry();
    expect(telemetry.configuredEndpoint()).toBe('http://127.0.0.1:4318');
    const { fetch, calls } = recordingFetch();
    const traced = telemetry.tracedFetch(fetch);

    // Before tracing has arrived, requests go out as they are.
    const starting = telemetry.startTelemetry();
    await traced('/api/trpc/early', { method: 'GET' });
    expect(new Headers(calls[0]?.init?.headers).has('traceparent')).toBe(false);

    await expect(starting).resolves.toBe(true);
    await expect(telemetry.startTelemetry()).resolves.toBe(true);
    expect(loads()).toBe(1);
    await traced('/api/trpc/x', { method: 'GET' });
    expect(new Headers(calls[1]?.init?.headers).get('traceparent')).toMatch(
      /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/,
    );
  });

  it('replays the navigation that happened while tracing was loading, with its start time', async () => {
    const navigate = vi.fn();
    const { telemetry } = await freshTelemetry(() => ({
      createBrowserTracing: () => ({ navigate, fetch: vi.fn(), flush: vi.fn(), shutdown: vi.fn() }),
    }));
    const before = Date.now();
    const starting = telemetry.startTelemetry({ endpoint: 'http://127.0.0.1:4318' });
    telemetry.traceNavigation('/first');
    telemetry.traceNavigation('/siyum/3');
    await starting;
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/siyum/3');
    expect(navigate.mock.calls[0]?.[1]).toBeGreaterThanOrEqual(before);
    telemetry.traceNavigation('/about');
    expect(navigate).toHaveBeenLastCalledWith('/about');
  });

  it('a tracing module that fails to load leaves the app working, untraced', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { telemetry } = await freshTelemetry(() => {
      throw new Error('chunk failed');
    });
    await expect(telemetry.startTelemetry({ endpoint: 'http://127.0.0.1:4318' })).resolves.toBe(false);
    const { fetch, calls } = recordingFetch();
    await telemetry.tracedFetch(fetch)('/api/trpc/x', { method: 'GET' });
    expect(new Headers(calls[0]?.init?.headers).has('traceparent')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

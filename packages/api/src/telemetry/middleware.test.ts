import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTracingMiddleware } from './middleware';
import type { CallerContext, TracingSdk } from './sdk';

/** What the middleware told the SDK about one request (the SDK itself: test/telemetry-sdk.test.ts). */
interface Recorded {
  name: string;
  attributes: Record<string, string | number>;
  caller: CallerContext;
  failed: boolean;
  ended: number;
}

function fakeSdk() {
  const spans: Recorded[] = [];
  let active: Recorded | undefined;
  const sdk: TracingSdk = {
    startServerSpan(name, attributes, caller) {
      const span: Recorded = {
        name,
        attributes: { ...attributes },
        caller,
        failed: false,
        ended: 0,
      };
      spans.push(span);
      return {
        setAttribute: (key, value) => {
          span.attributes[key] = value;
        },
        updateName: (newName) => {
          span.name = newName;
        },
        fail: () => {
          span.failed = true;
        },
        end: () => {
          span.ended++;
        },
        activate: async (handle) => {
          active = span;
          try {
            return await handle();
          } finally {
            active = undefined;
          }
        },
      };
    },
    flush: async () => {},
    shutdown: async () => {},
  };
  return { sdk, spans, isActive: () => active };
}

/** The shape of createApp: a base path, middleware on every path, a route, a mounted sub-app. */
function appWith(sdk: Promise<TracingSdk | undefined>, seen?: () => unknown) {
  const app = new Hono().basePath('/api');
  app.use('*', async (_c, next) => next());
  app.use('*', createTracingMiddleware(sdk));
  app.get('/health', (c) => {
    seen?.();
    return c.json({ status: 'ok' });
  });
  app.route(
    '/broken',
    new Hono()
      .get('/', () => {
        throw new Error('deliberate failure');
      })
      .onError((_error, c) => c.text('broken', 500)),
  );
  app.get('/trpc/*', (c) => c.json([]));
  return app;
}

describe('the tracing middleware', () => {
  it('names the span by the route that answered, and records method, path and status', async () => {
    const { sdk, spans, isActive } = fakeSdk();
    let activeInHandler: unknown;
    const app = appWith(Promise.resolve(sdk), () => {
      activeInHandler = isActive();
    });
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const response = await app.request('/api/health', { headers: { traceparent, tracestate: 'v=1' } });
    expect(response.status).toBe(200);
    expect(spans).toEqual([
      {
        name: 'GET /api/health',
        attributes: {
          'http.request.method': 'GET',
          'url.path': '/api/health',
          'http.response.status_code': 200,
          'http.route': '/api/health',
        },
        caller: { traceparent, tracestate: 'v=1' },
        failed: false,
        ended: 1,
      },
    ]);
    // The handler ran inside the span (children started there would join it).
    expect(activeInHandler).toBe(spans[0]);
  });

  it('keeps the registered form of a wildcard route', async () => {
    const { sdk, spans } = fakeSdk();
    await appWith(Promise.resolve(sdk)).request('/api/trpc/siyum.list?batch=1');
    expect(spans[0]?.name).toBe('GET /api/trpc/*');
    expect(spans[0]?.attributes['http.route']).toBe('/api/trpc/*');
    expect(spans[0]?.attributes['url.path']).toBe('/api/trpc/siyum.list');
  });

  it('a request nothing but middleware matched keeps the bare method, and no route', async () => {
    const { sdk, spans } = fakeSdk();
    expect((await appWith(Promise.resolve(sdk)).request('/api/nope')).status).toBe(404);
    expect(spans[0]?.name).toBe('GET');
    expect(spans[0]?.attributes).not.toHaveProperty('http.route');
    expect(spans[0]?.attributes['http.response.status_code']).toBe(404);
    expect(spans[0]?.caller).toEqual({ traceparent: undefined, tracestate: undefined });
  });

  it('marks a failing request as an error, with its type', async () => {
    const { sdk, spans } = fakeSdk();
    expect((await appWith(Promise.resolve(sdk)).request('/api/broken')).status).toBe(500);
    expect(spans[0]).toMatchObject({
      name: 'GET /api/broken',
      failed: true,
      ended: 1,
      attributes: { 'http.response.status_code': 500, 'error.type': 'Error' },
    });
  });

  it('waits for the SDK still loading, and serves untraced when it could not load', async () => {
    const { sdk, spans } = fakeSdk();
    let ready: (value: TracingSdk | undefined) => void = () => {};
    const app = appWith(new Promise((resolve) => (ready = resolve)));
    const answer = app.request('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spans).toEqual([]);
    ready(sdk);
    expect((await answer).status).toBe(200);
    expect(spans).toHaveLength(1);

    const untraced = appWith(Promise.resolve(undefined));
    expect((await untraced.request('/api/health')).status).toBe(200);
  });
});

import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { TracingSdk } from './sdk';

/** Paths of middleware that runs on every request (`app.use('*')` under the /api base path). */
const APP_WIDE = new Set(['/api/*', '*', '/*']);

/**
 * Records one server span per request (sdk.ts: OpenTelemetry's SDK). A request carrying a W3C
 * `traceparent` continues that trace: same trace id, a new span id, the caller's span as parent (so
 * the browser's API span and this one line up); one that says "not sampled" is not recorded; any
 * other starts a new trace.
 *
 * `sdk` is the SDK loading: it starts when the app is made, so only requests in its first
 * milliseconds wait for it. Undefined: it could not be loaded (logged once); requests go untraced.
 */
export function createTracingMiddleware(sdk: Promise<TracingSdk | undefined>): MiddlewareHandler {
  let loaded: TracingSdk | undefined;
  void sdk.then((ready) => {
    loaded = ready;
  });
  const tracing: MiddlewareHandler = async (c, next) => {
    const otel = loaded ?? (await sdk);
    if (!otel) return next();
    const span = otel.startServerSpan(
      c.req.method,
      { 'http.request.method': c.req.method, 'url.path': c.req.path },
      { traceparent: c.req.header('traceparent'), tracestate: c.req.header('tracestate') },
    );
    try {
      await span.activate(next);
    } finally {
      // The route that answered (the last one matched), in its registered form: `/api/trpc/*`,
      // not `/api/trpc/siyum.get`, so names stay few; none when nothing but middleware on every
      // path (this one, the edge headers, the body limit: registered as `/api/*`) matched.
      const route = matchedRoutes(c)
        .filter((matched) => matched.handler !== tracing && !APP_WIDE.has(matched.path))
        .at(-1)?.path;
      const status = c.error ? 500 : c.res.status;
      span.setAttribute('http.response.status_code', status);
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${c.req.method} ${route}`);
      }
      if (status >= 500) {
        span.setAttribute('error.type', c.error?.name ?? String(status));
        span.fail();
      }
      span.end();
    }
  };
  return tracing;
}

import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import {
  type AttributeValue,
  newSpanId,
  newTraceId,
  parseTraceparent,
  SPAN_KIND,
  type SpanExporter,
  STATUS_CODE,
} from './otlp';

const now = (): number => performance.timeOrigin + performance.now();

/**
 * Records one server span per request. A request carrying a W3C `traceparent` continues that
 * trace: same trace id, a new span id, the caller's span as parent (so the browser's API span and
 * this one line up); one that says "not sampled" is not recorded; any other starts a new trace.
 */
/** Paths of middleware that runs on every request (`app.use('*')` under the /api base path). */
const APP_WIDE = new Set(['/api/*', '*', '/*']);

export function createTracingMiddleware(exporter: SpanExporter): MiddlewareHandler {
  const tracing: MiddlewareHandler = async (c, next) => {
    const parent = parseTraceparent(c.req.header('traceparent'));
    if (parent && !parent.sampled) return next();
    const startTime = now();
    try {
      await next();
    } finally {
      // The route that answered (the last one matched), in its registered form: `/api/trpc/*`,
      // not `/api/trpc/siyum.get`, so names stay few; none when nothing but middleware on every
      // path (this one, the edge headers, the body limit: registered as `/api/*`) matched.
      const route = matchedRoutes(c)
        .filter((matched) => matched.handler !== tracing && !APP_WIDE.has(matched.path))
        .at(-1)?.path;
      const status = c.error ? 500 : c.res.status;
      const attributes: Record<string, AttributeValue> = {
        'http.request.method': c.req.method,
        'url.path': c.req.path,
        'http.response.status_code': status,
      };
      if (route) attributes['http.route'] = route;
      if (status >= 500) attributes['error.type'] = c.error?.name ?? String(status);
      exporter.add({
        traceId: parent?.traceId ?? newTraceId(),
        spanId: newSpanId(),
        ...(parent ? { parentSpanId: parent.spanId } : {}),
        name: route ? `${c.req.method} ${route}` : c.req.method,
        kind: SPAN_KIND.server,
        startTime,
        endTime: now(),
        attributes,
        status: status >= 500 ? { code: STATUS_CODE.error } : { code: STATUS_CODE.unset },
      });
    }
  };
  return tracing;
}

import { trpcServer } from '@hono/trpc-server';
import { API_BODY_MAX_BYTES, API_MAX_BATCH_SIZE } from '@siyum/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badTokenGate } from './http/badTokenGate';
import { cachedAnswers } from './http/cachedAnswers';
import { servedOverTls, type TrustedProxyHops } from './http/clientAddress';
import { edgeErrorAnswer, retryAfterSeconds } from './http/errors';
import { readiness } from './http/readiness';
import { edgeOf, requestEdge } from './http/requestEdge';
import { failure } from './infra/errors';
import { RATE_LIMIT_WINDOW_MS } from './infra/rateLimit';
import { unsubscribeRoute } from './mail/unsubscribeRoute';
import { tracingMiddlewareFromEnv } from './telemetry';
import { type AppDeps, createContext } from './trpc/context';
import { procedureTable } from './trpc/policy';
import { appRouter } from './trpc/router';

export interface AppInfo {
  version: string;
}

export interface AppOptions {
  /** The tRPC API at /api/trpc; absent → only the plain routes (health, mounted ones). */
  deps?: AppDeps;
  /** Sub-apps mounted under /api (e.g. `/lookup` → the look-up routes, `/config`). */
  mounts?: readonly { path: string; app: Hono }[];
  /** Proxies in front of the server (TRUST_PROXY): the client address and protocol come from their headers. */
  trustProxy?: TrustedProxyHops;
}

const TRPC_ENDPOINT = '/api/trpc';
/** Strict-Transport-Security for answers served over TLS: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every /api answer (decision 0013): `nosniff`; `no-store` on answers to a request that
 * carried credentials and on every error, so no shared cache keeps a user's data or a failure;
 * HSTS when the client came over TLS; and on a 429 a Retry-After in seconds — the limiter's reset
 * time when the refused call carried it, else the window's length.
 */
function edgeHeaders(trustProxy: TrustedProxyHops): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('x-content-type-options', 'nosniff');
    if (c.req.header('authorization') !== undefined || c.res.status >= 400) {
      headers.set('cache-control', 'no-store');
    }
    if (servedOverTls(c, trustProxy)) headers.set('strict-transport-security', HSTS);
    if (c.res.status === 429 && !headers.has('retry-after')) {
      headers.set('retry-after', String(retryAfterSeconds(undefined, RATE_LIMIT_WINDOW_MS)));
    }
  };
}

/** The HTTP surface of the API: everything lives under /api so one proxy rule reaches it. */
export function createApp(info: AppInfo, options: AppOptions = {}): Hono {
  const app = new Hono().basePath('/api');
  const trustProxy = options.trustProxy ?? 0;
  const { deps } = options;
  app.use('*', edgeHeaders(trustProxy));
  // The request's address, token, identity and limits, resolved once for everything below.
  app.use('*', requestEdge(deps ?? null, trustProxy));
  // No body beyond API_BODY_MAX_BYTES is read, whether announced (Content-Length) or streamed.
  // GET and HEAD carry no body we read: asking for one would build a whole fetch Request per call.
  const limitBody = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: (c) => edgeErrorAnswer(c, failure('PAYLOAD_TOO_LARGE', 'bodyTooLarge'), TRPC_ENDPOINT),
  });
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  // §9 tracing: a server span per request, continuing the caller's trace; only with OTEL_EXPORTER_OTLP_ENDPOINT.
  const tracing = tracingMiddlewareFromEnv();
  if (tracing) app.use('*', tracing);
  app.get('/health', (c) => c.json({ status: 'ok', version: info.version }));
  if (deps) {
    app.get('/ready', readiness(deps, info));
    app.route('/mail', unsubscribeRoute(deps.db));
    app.use('/trpc/*', badTokenGate(TRPC_ENDPOINT));
    const procedures = procedureTable(appRouter);
    app.use('/trpc/*', cachedAnswers(deps, procedures));
    app.use(
      '/trpc/*',
      trpcServer({
        endpoint: TRPC_ENDPOINT,
        router: appRouter,
        // More calls in one request → 400 BAD_REQUEST (reason batchTooLarge) before any runs.
        maxBatchSize: API_MAX_BATCH_SIZE,
        createContext: (_opts, c) => createContext(deps, edgeOf(c), procedures),
        // A refused call that knows when its window resets says so (Retry-After).
        responseMeta: ({ errors }) => {
          const limited = errors.find((error) => error.code === 'TOO_MANY_REQUESTS');
          return limited
            ? { headers: { 'retry-after': String(retryAfterSeconds(limited, RATE_LIMIT_WINDOW_MS)) } }
            : {};
        },
        // Errors are logged by the procedures' middleware with their context; nothing else to do here.
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR' && !path)
            deps.log.error('rpc.request_failed', { error });
        },
      }),
    );
  }
  for (const mount of options.mounts ?? []) app.route(mount.path, mount.app);
  return app;
}

import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { clientAddressOf } from './http/clientAddress';
import { tracingMiddlewareFromEnv } from './telemetry';
import { type AppDeps, createContext } from './trpc/context';
import { appRouter } from './trpc/router';

export interface AppInfo {
  version: string;
}

export interface AppOptions {
  /** The tRPC API at /api/trpc; absent → only the plain routes (health, mounted ones). */
  deps?: AppDeps;
  /** Sub-apps mounted under /api (e.g. `/lookup` → the look-up routes, `/config`). */
  mounts?: readonly { path: string; app: Hono }[];
  /** Behind a load balancer: the client address comes from X-Forwarded-For. */
  trustProxy?: boolean;
}

/** The HTTP surface of the API: everything lives under /api so one proxy rule reaches it. */
export function createApp(info: AppInfo, options: AppOptions = {}): Hono {
  const app = new Hono().basePath('/api');
  // §9 tracing: a server span per request, continuing the caller's trace; only with OTEL_EXPORTER_OTLP_ENDPOINT.
  const tracing = tracingMiddlewareFromEnv();
  if (tracing) app.use('*', tracing);
  app.get('/health', (c) => c.json({ status: 'ok', version: info.version }));
  const { deps } = options;
  if (deps) {
    app.use(
      '/trpc/*',
      trpcServer({
        endpoint: '/api/trpc',
        router: appRouter,
        createContext: (_opts, c) =>
          createContext(deps, c.req.header('authorization'), clientAddressOf(c, options.trustProxy ?? false)),
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

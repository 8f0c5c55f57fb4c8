import { type ComponentType, use } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from './app/AppLayout';
import { ROUTE_PAGES, type RoutePage } from './routePages';

type Page = ComponentType;
type PageModule = Record<string, Page | undefined>;

/** A route's page code failed to arrive (a deploy replaced it, the network dropped): §2 reloads. */
export class RouteCodeError extends Error {
  override name = 'RouteCodeError';
}

/**
 * A promise React's `use` reads at once once it has settled: `use` returns a fulfilled value it
 * has been told about without suspending, so a page whose code is already here draws in the very
 * render that needs it (React.lazy suspends for a moment even then, and the page would flash).
 */
function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

// Every route page's module, each its own chunk (the table names which component each route draws).
const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  // In the entry chunk (the layout's error boundary), and a layout the pages share.
  '!./pages/RouteErrorPage.tsx',
  '!./pages/ContentPage.tsx',
]);

/**
 * A route's page, loaded once: a page that reads or writes server state loads with the data layer
 * (the shared query cache, `src/data`), the first such route bringing it.
 */
function pageLoader({ module, component = module, data }: RoutePage): () => Promise<Page> {
  const importModule = pageModules[`./pages/${module}.tsx`];
  if (!importModule) throw new Error(`routePages.ts: no src/pages/${module}.tsx`);
  let loading: Promise<Page> | undefined;
  const load = async (): Promise<Page> => {
    const [pageModule, dataLayer] = await Promise.all([
      importModule(),
      data ? import('./data/withQueryClient') : undefined,
    ]).catch((error: unknown) => {
      throw new RouteCodeError(`the code of src/pages/${module}.tsx did not load`, { cause: error });
    });
    const Component = pageModule[component];
    if (!Component) throw new Error(`src/pages/${module}.tsx exports no ${component}`);
    return dataLayer ? dataLayer.withQueryClient(Component) : Component;
  };
  // Kept when it fails too: the render that needs it throws it (to RouteErrorBoundary, which opens
  // the page again in full) instead of asking again at every render.
  return () => {
    loading ??= settledForUse(load());
    return loading;
  };
}

const ROUTES = ROUTE_PAGES.map((route) => ({ path: route.path, load: pageLoader(route) }));

function RoutePageOf({ load }: { load: () => Promise<Page> }) {
  const Component = use(load());
  return <Component />;
}

/** The routes of `routePages.ts`, each loaded when first opened; a failure below the layout shows the error page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map(({ path, load }) =>
          path === '/' ? (
            <Route key={path} index element={<RoutePageOf load={load} />} />
          ) : (
            <Route key={path} path={path} element={<RoutePageOf load={load} />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

/** Loads the code of the route `path` opens, as navigating there would (route preloading, §9). */
export function loadRouteCode(path: string): Promise<unknown> | undefined {
  const matched = matchRoutes(ROUTES, path);
  const route = matched?.[matched.length - 1]?.route;
  return route ? route.load() : undefined;
}

import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ROUTE_PAGES, type RoutePage } from './routePages';

type Page = ComponentType;

/** A page whose code loads when its route is first opened (or preloaded). */
const page = (load: () => Promise<Page>) => async () => ({ Component: await load() });

/**
 * A page that reads or writes server state: its code and the data layer (the shared query cache,
 * `src/data`) load together, the first such route bringing the data layer with it.
 */
const dataPage = (load: () => Promise<Page>) => async () => {
  const [Component, { withQueryClient }] = await Promise.all([load(), import('./data/withQueryClient')]);
  return { Component: withQueryClient(Component) };
};

type PageModule = Record<string, Page | undefined>;

// Every route page's module, each its own chunk (the table names which component each route draws).
const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  // In the entry chunk (the layout's error boundary), and a layout the pages share.
  '!./pages/RouteErrorPage.tsx',
  '!./pages/ContentPage.tsx',
]);

function lazyPage({ module, component = module, data }: RoutePage) {
  const importModule = pageModules[`./pages/${module}.tsx`];
  if (!importModule) throw new Error(`routePages.ts: no src/pages/${module}.tsx`);
  const load = async () => {
    const Component = (await importModule())[component];
    if (!Component) throw new Error(`src/pages/${module}.tsx exports no ${component}`);
    return Component;
  };
  return data ? dataPage(load) : page(load);
}

// The routes of `routePages.ts`, each loaded lazily; the layout (session, header, guards) is in the
// entry chunk, and a failure anywhere below it shows the error page.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: ROUTE_PAGES.map(
      (route): RouteObject =>
        route.path === '/'
          ? { index: true, lazy: lazyPage(route) }
          : { path: route.path.replace(/^\//, ''), lazy: lazyPage(route) },
    ),
  },
];

/** Loads the code of the route(s) `path` opens, as navigating there would (route preloading, §9). */
export function loadRouteCode(path: string): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy()] : [],
  );
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

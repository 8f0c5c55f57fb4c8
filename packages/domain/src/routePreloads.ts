/**
 * The files each route of the web app needs before it draws, as the build lists them
 * (scripts/routePreloads.ts writes ROUTE_PRELOADS_FILE from Vite's manifest): the production server
 * names them in the page it answers, so the browser fetches the route's code beside the entry
 * instead of after it, and the entry's module-preload helper, finding the links already there, adds
 * none (~50 of them cost the /s/{id} page's first task ~45 ms on a phone); the app reads the same
 * list to preload the routes a user may open next (src/app/routeFiles.ts).
 */
import { compileRoutePattern } from './routePattern';

/** Where the build writes the list, relative to the build directory. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Where the site serves it: the app reads it to preload the routes a user is likely to open next. */
export const ROUTE_PRELOADS_PATH = `/${ROUTE_PRELOADS_FILE}`;

/** A set of the build's files, as site paths (`/assets/…`). */
export interface RouteFiles {
  /** Module scripts, each to be module-preloaded. */
  scripts: string[];
  /** Style sheets. */
  styles: string[];
}

export interface RoutePreloads extends RouteFiles {
  /** A route pattern of the app's table (`/s/:id`, `/community`, `*` for any other path). */
  pattern: string;
  /**
   * What the page imports once it has painted (the layout's footer, the home page's live part), at
   * low priority: named in the page, they are fetched early without delaying the first paint, and
   * the module-preload helper adds no links for them in the middle of a render (27 links cost the
   * home page's first render ~15 ms on a desktop, four times that on Lighthouse's phone).
   */
  later?: RouteFiles;
}

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/[\w./-]+$/.test(item));

/** The list read from the build's file; a file of another shape is an error (a mixed-up deploy). */
export function parseRoutePreloads(text: string): RoutePreloads[] {
  const data: unknown = JSON.parse(text);
  const routes = (data as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) throw new Error(`${ROUTE_PRELOADS_FILE}: no "routes" list`);
  return routes.map((route: unknown, index) => {
    const { pattern, scripts, styles, later } = (route ?? {}) as Record<string, unknown>;
    const laterFiles = (later ?? { scripts: [], styles: [] }) as Record<string, unknown>;
    if (
      typeof pattern !== 'string' ||
      !isPathList(scripts) ||
      !isPathList(styles) ||
      !isPathList(laterFiles.scripts) ||
      !isPathList(laterFiles.styles)
    )
      throw new Error(`${ROUTE_PRELOADS_FILE}: route ${index} is not { pattern, scripts, styles, later? }`);
    const files = { pattern, scripts, styles };
    return later === undefined
      ? files
      : { ...files, later: { scripts: laterFiles.scripts, styles: laterFiles.styles } };
  });
}

/** A look-up of the route a path opens (query and hash ignored): its own pattern first, `*` last. */
export function compileRoutePreloads(routes: readonly RoutePreloads[]) {
  const rules = routes.map((route) => ({ route, match: compileRoutePattern(route.pattern) }));
  const fallback = rules.find((rule) => rule.route.pattern === '*')?.route;
  const specific = rules.filter((rule) => rule.route.pattern !== '*');
  return (fullPath: string): RoutePreloads | undefined => {
    const path = (fullPath.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
    return specific.find((rule) => rule.match(path))?.route ?? fallback;
  };
}

/**
 * index.html naming the route's files at the end of its head (those for later at low priority);
 * files it already names are left out.
 */
export function withRoutePreloads(indexHtml: string, route: RoutePreloads): string {
  const named = (path: string) => indexHtml.includes(`href="${path}"`);
  const tag = (paths: readonly string[], attributes: string) =>
    paths.filter((path) => !named(path)).map((path) => `<link ${attributes} href="${path}">`);
  const tags = [
    ...tag(route.styles, 'rel="stylesheet" crossorigin'),
    ...tag(route.scripts, 'rel="modulepreload" crossorigin'),
    ...tag(route.later?.styles ?? [], 'rel="preload" as="style" crossorigin fetchpriority="low"'),
    ...tag(route.later?.scripts ?? [], 'rel="modulepreload" crossorigin fetchpriority="low"'),
  ];
  if (tags.length === 0) return indexHtml;
  // A replacer function: the paths are plain, but `$` patterns are never read from them this way.
  return indexHtml.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

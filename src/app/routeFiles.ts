import { compileRoutePreloads, parseRoutePreloads, ROUTE_PRELOADS_PATH } from '@siyum/domain';

/**
 * How a route's files are asked for.
 * - `prefetch`: into the HTTP cache at idle priority, nothing compiled. For the routes a reader may
 *   open some time (the header's destinations, once the page has loaded): compiling each as a module
 *   was a task of 10–25 ms on the page's main thread (40–100 ms on Lighthouse's 4× slower phone)
 *   right after the page loaded, for code that may never run.
 * - `preload`: fetched now and, a script, compiled. For the link being pointed at or focused, which
 *   is about to be opened.
 */
export type RouteFilesHint = 'prefetch' | 'preload';

/** What preloading a route's files needs of the page (the DOM in the app, fakes in tests). */
export interface RouteFilesHost {
  /** The build's list (`ROUTE_PRELOADS_PATH`), as text. */
  fetchList(): Promise<string>;
  /**
   * Whether the page already names this file as strongly as `hint` asks (the server's links, an
   * earlier preload): a prefetched file is named again to be preloaded.
   */
  has(path: string, hint: RouteFilesHint): boolean;
  /**
   * Names it for the browser to fetch (and, preloading a script, compile; nothing runs); settles
   * when fetched.
   */
  add(path: string, kind: 'script' | 'style', hint: RouteFilesHint): Promise<void>;
  /**
   * Gives the page its turn before the next file: naming the community page's 37 files in one task
   * blocked a phone's main thread for 75–114 ms right after the first paint (a 4× throttled trace).
   */
  pause(): Promise<void>;
}

/**
 * Route preloading by the build's list of each route's files (§9): the browser fetches a route's
 * scripts and style sheets ahead of a navigation, without running them — the navigation does that.
 * The entry carries no list of its own (its module-preload map names style sheets only: vite.config.ts),
 * so the list is read once, on the first preload. Resolves once the route's files are fetched;
 * undefined for a path whose files are all named already. A list that cannot be read is asked for
 * again by the next preload.
 */
export function createRouteFilePreloader(host: RouteFilesHost) {
  let lookup: Promise<ReturnType<typeof compileRoutePreloads>> | undefined;
  const routeOf = (path: string) => {
    lookup ??= host
      .fetchList()
      .then((text) => compileRoutePreloads(parseRoutePreloads(text)))
      .catch((error: unknown) => {
        lookup = undefined;
        throw error;
      });
    return lookup.then((find) => find(path));
  };
  return async (path: string, hint: RouteFilesHint): Promise<void> => {
    const route = await routeOf(path);
    if (!route) return;
    // What the page draws with first, then what it imports once it has painted.
    const files = [route, route.later ?? { styles: [], scripts: [] }].flatMap(({ styles, scripts }) => [
      ...styles.map((file) => [file, 'style'] as const),
      ...scripts.map((file) => [file, 'script'] as const),
    ]);
    const fetched: Promise<void>[] = [];
    for (const [file, kind] of files) {
      // Asked again after each pause: another route's preload may have named it meanwhile.
      if (host.has(file, hint)) continue;
      fetched.push(host.add(file, kind, hint));
      await host.pause();
    }
    await Promise.all(fetched);
  };
}

/**
 * The page's `<link>`s: `prefetch`, or `modulepreload` for a script and `preload` as a style for a
 * style sheet.
 */
export const documentRouteFiles: RouteFilesHost = {
  fetchList: async () => {
    const answer = await fetch(ROUTE_PRELOADS_PATH);
    if (!answer.ok) throw new Error(`${ROUTE_PRELOADS_PATH}: ${answer.status}`);
    return answer.text();
  },
  // By the attribute, as the server, Vite's preload helper and `add` all write it (the build's path):
  // resolving every link's URL for every file was the preloader's largest cost (~8 ms a page).
  has: (path, hint) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[href="${CSS.escape(path)}"]`)].some(
      (link) => hint === 'prefetch' || link.rel !== 'prefetch',
    ),
  add: (path, kind, hint) =>
    new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = hint === 'prefetch' ? 'prefetch' : kind === 'script' ? 'modulepreload' : 'preload';
      if (hint === 'preload' && kind === 'style') link.as = 'style';
      link.crossOrigin = '';
      link.href = path;
      // A file that fails to preload is fetched again by the navigation, which reports it.
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    }),
  // A task of its own for each file: the browser may paint and answer input in between.
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
};

/** The app's preloader of a route's files, either way (loaded with it, after the page: main.tsx). */
export const preloadRouteFiles = createRouteFilePreloader(documentRouteFiles);

import './zodConfig';
import '@siyum/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutePreloader } from './app/preload';
import { trackViewport } from './app/viewport';
import { loadCatalogue } from './prefs/catalogues';
import { readStoredPrefs } from './prefs/prefs';
import { loadRouteCode, routes } from './routes';
import { startTelemetry, traceNavigation } from './telemetry';

type Router = ReturnType<typeof createBrowserRouter>;

// The router starts in a task of its own, after the one that evaluates the page's modules: creating
// it (matching the route, reading the saved scroll positions, starting the route's code) took
// 7–10 ms of real time, which on a phone made that one task long enough to block input (issue 19).
// The tab's sessionStorage, which the router reads first thing, opens in a task before it: the
// first read of it is a synchronous call to the browser, measured at 0.5–7 ms.
setTimeout(() => {
  openSessionStorage();
  setTimeout(start);
});

function openSessionStorage() {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the router goes without it as well.
  }
}

/** Runs `task` once the page has loaded: what the first paint does not need waits for it. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Resolves once the router has its first route's code. RouterProvider reads `router.state` when it
 * first renders and subscribes only once it commits: an initialization that finished in between
 * was lost, and the page stayed blank for good (seen on loaded machines, where the first render's
 * transition yields long enough for the route's code to arrive mid-render). Rendering after it
 * cannot miss it; until then the page shows index.html's header (scripts/appShell.ts).
 */
function routerInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function start() {
  const router = createBrowserRouter(routes);

  // §2: a route's code that fails to load (a deploy replaced it, the network dropped) reloads the
  // page being opened in full, instead of showing an error. A failed background preload is left
  // alone: the navigation, if it comes, loads the code again.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    const target = router.state.navigation.location;
    if (target) window.location.assign(createPath(target));
    else if (!router.state.initialized) window.location.reload();
  });

  // §2: once builds/latest.json names a newer build, the next navigation loads it in full. The watcher
  // (its first poll minutes away, or when a hidden tab comes back) loads after the page.
  afterLoad(() => {
    void import('./app/buildUpdate').then(({ reloadOnNextNavigation, watchForNewBuild }) => {
      const build = watchForNewBuild({ currentId: __BUILD_ID__ });
      reloadOnNextNavigation(router, () => build.updated);
    });
  });

  trackViewport();

  // §9 tracing: a span per navigation (and, in the API client, per call) — only with an endpoint configured.
  void startTelemetry();
  let tracedPath = window.location.pathname;
  traceNavigation(tracedPath);
  router.subscribe((state) => {
    const path = state.navigation.location?.pathname ?? state.location.pathname;
    if (path === tracedPath) return;
    tracedPath = path;
    traceNavigation(path);
  });

  // §9 route preloading: once the page has loaded and the browser is idle, the public pages the header
  // links to; any in-app link as it is pointed at or focused (the signed-in pages load that way). Not
  // when the user asked to save data. A build fetches each route's files from its list without running
  // them; the dev server, which has no build, loads the route's code.
  const preloadFiles = (path: string) =>
    import('./app/routeFiles').then(({ preloadRouteFiles }) => preloadRouteFiles(path));
  const preload = createRoutePreloader(import.meta.env.DEV ? loadRouteCode : preloadFiles);
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  afterLoad(() => {
    if (!saveData) preload(['/', '/about-us', '/community']);
  });
  const preloadLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    const href = link?.getAttribute('href');
    if (href) preload([href.split(/[?#]/)[0] ?? href]);
  };
  document.addEventListener('pointerover', preloadLink, { passive: true });
  document.addEventListener('focusin', preloadLink);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // A Hebrew reader's strings arrive with the route's code, so the first render is already in Hebrew.
  const catalogueLoaded = loadCatalogue(readStoredPrefs().locale).catch((error: unknown) =>
    console.error('loading the language failed; showing English', error),
  );

  void Promise.all([routerInitialized(router), catalogueLoaded]).then(() => {
    // A transition lets the first render yield to the browser instead of one long task.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });
}

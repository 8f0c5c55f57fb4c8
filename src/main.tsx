import './zodConfig';
import '@siyum/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { NavigationEvents, onNavigation } from './app/navigationEvents';
import { createRoutePreloader } from './app/preload';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';
import type { RouteFilesHint } from './app/routeFiles';
import { trackViewport } from './app/viewport';
import { loadCatalogue } from './prefs/catalogues';
import { readStoredPrefs } from './prefs/prefs';
import { AppRoutes, loadRouteCode } from './routes';
import { startTelemetry, traceNavigation } from './telemetry';

// The app starts in a task of its own, after the one that evaluates the page's modules: starting it
// (matching the route, starting the route's code) took 7–10 ms of real time, which on a phone made
// that one task long enough to block input (issue 19). The tab's sessionStorage, which the first
// draw reads (the saved scroll positions), opens in a task before it: the first read of it is a
// synchronous call to the browser, measured at 0.5–7 ms.
setTimeout(() => {
  openSessionStorage();
  setTimeout(start);
});

function openSessionStorage() {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): scroll positions go without it as well.
  }
}

/** Runs `task` once the page has loaded: what the first paint does not need waits for it. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

function start() {
  // §2: once builds/latest.json names a newer build, the next navigation loads it in full. The watcher
  // (its first poll minutes away, or when a hidden tab comes back) loads after the page.
  afterLoad(() => {
    void import('./app/buildUpdate').then(({ reloadOnNextNavigation, watchForNewBuild }) => {
      const build = watchForNewBuild({ currentId: __BUILD_ID__ });
      reloadOnNextNavigation(onNavigation, () => build.updated);
    });
  });

  trackViewport();

  // §9 tracing: a span per navigation (and, in the API client, per call) — only with an endpoint configured.
  void startTelemetry();
  let tracedPath = window.location.pathname;
  traceNavigation(tracedPath);
  onNavigation((location) => {
    if (location.pathname === tracedPath) return;
    tracedPath = location.pathname;
    traceNavigation(location.pathname);
  });
  // §9 route preloading: once the page has loaded and the browser is idle, the public pages the header
  // links to are fetched into the cache; any in-app link as it is pointed at or focused is preloaded
  // (fetched and compiled: the signed-in pages load that way). Not when the user asked to save data.
  // A build names each route's files from its list without running them; the dev server, which has
  // no build, loads the route's code.
  const routeFiles = (hint: RouteFilesHint) => (path: string) =>
    import('./app/routeFiles').then(({ preloadRouteFiles }) => preloadRouteFiles(path, hint));
  const prefetch = createRoutePreloader(import.meta.env.DEV ? loadRouteCode : routeFiles('prefetch'));
  const preload = createRoutePreloader(import.meta.env.DEV ? loadRouteCode : routeFiles('preload'));
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  afterLoad(() => {
    if (!saveData) prefetch(['/', '/about-us', '/community']);
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

  // The first route's code first: the page draws whole in its first render (until then it shows
  // index.html's header, scripts/appShell.ts). Code that fails to load reaches the route's error
  // boundary, which opens the page again in full (§2, RouteCodeError).
  const firstRoute = Promise.resolve(loadRouteCode(window.location.pathname)).catch(() => undefined);

  void Promise.all([firstRoute, catalogueLoaded]).then(() => {
    // A transition lets the first render yield to the browser instead of one long task.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <BrowserRouter>
            <NavigationEvents />
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </StrictMode>,
      );
    });
  });
}

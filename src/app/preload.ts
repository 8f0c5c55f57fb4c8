import { ROUTE_PRELOAD_CONCURRENCY, ROUTE_PRELOAD_IDLE_FALLBACK_MS } from '@siyum/domain';

type Schedule = (task: () => void) => void;

/** When the browser is idle — or, where it has no idle callbacks (Safari), after 50 ms (§9). */
export const whenIdle: Schedule = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, ROUTE_PRELOAD_IDLE_FALLBACK_MS);
};

/**
 * Route code preloading (§9): loads the code of the routes a user is likely to open next — the
 * header's destinations, a link being pointed at — a few at a time and only when the browser is
 * idle, each path once. `load` answers undefined for a path with nothing to load.
 */
export function createRoutePreloader(
  load: (path: string) => Promise<unknown> | undefined,
  {
    concurrency = ROUTE_PRELOAD_CONCURRENCY,
    schedule = whenIdle,
  }: { concurrency?: number; schedule?: Schedule } = {},
) {
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const path = queue.shift() as string;
      const loading = load(path);
      if (!loading) continue;
      running++;
      // A failed preload is not an error: the navigation, if it comes, loads (and reports) again.
      void loading
        .catch(() => seen.delete(path))
        .finally(() => {
          running--;
          schedule(pump);
        });
    }
  };

  return (paths: readonly string[]) => {
    const fresh = paths.filter((path) => path.startsWith('/') && !seen.has(path));
    if (fresh.length === 0) return;
    for (const path of fresh) seen.add(path);
    queue.push(...fresh);
    schedule(pump);
  };
}

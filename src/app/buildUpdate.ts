import { createPath, type Path } from 'react-router';

/**
 * How often an open tab asks whether a newer build is deployed (§2 leaves it open): every 5 minutes,
 * and at once when a hidden tab comes back. A deploy reaches every open tab within minutes for 12
 * tiny requests an hour; the reload waits for the user's next navigation, so nobody loses a form.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The id in builds/latest.json, asked past every cache (the time-stamp query of §7). */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

/** The part of the document the watcher listens to. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface BuildWatcher {
  /** A newer build than this tab's has been deployed. */
  readonly updated: boolean;
  stop(): void;
}

/** Polls until the deployed build differs from `currentId`, then stops. A failed poll waits for the next. */
export function watchForNewBuild({
  currentId,
  latestId = () => fetchLatestBuildId(),
  intervalMs = BUILD_POLL_INTERVAL_MS,
  target = typeof document === 'undefined' ? undefined : document,
}: {
  currentId: string;
  latestId?: () => Promise<string | undefined>;
  intervalMs?: number;
  /** Where visibility changes come from (the document). */
  target?: VisibilitySource;
}): BuildWatcher {
  let updated = false;
  let checking = false;
  const check = async () => {
    if (updated || checking) return;
    checking = true;
    try {
      const id = await latestId();
      if (id !== undefined && id !== currentId) {
        updated = true;
        stop();
      }
    } catch {
      // Offline or mid-deploy: the next poll asks again.
    } finally {
      checking = false;
    }
  };
  const onVisible = () => {
    if (target?.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  target?.addEventListener('visibilitychange', onVisible);
  function stop() {
    clearInterval(timer);
    target?.removeEventListener('visibilitychange', onVisible);
  }
  return {
    get updated() {
      return updated;
    },
    stop,
  };
}

/** Where the app calls its navigation listeners: each location it draws (`onNavigation`). */
type NavigationSubscribe = (listener: (location: Path) => void) => () => void;

/** §2: once a newer build is out, the next navigation loads its target in full (new code, new chunks). */
export function reloadOnNextNavigation(
  subscribe: NavigationSubscribe,
  isUpdated: () => boolean,
  load: (path: string) => void = (path) => window.location.assign(path),
): () => void {
  let leaving = false;
  return subscribe((location) => {
    if (leaving || !isUpdated()) return;
    leaving = true;
    load(createPath(location));
  });
}

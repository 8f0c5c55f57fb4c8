import type { Path } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, reloadOnNextNavigation, watchForNewBuild } from './buildUpdate';

afterEach(() => {
  vi.useRealTimers();
});

function visibility() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'hidden' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    show() {
      this.visibilityState = 'visible';
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('fetchLatestBuildId', () => {
  it('asks with a time-stamp query past caches and reads id', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: 'b2' })));
    expect(await fetchLatestBuildId(fetchImpl)).toBe('b2');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it.each([
    [new Response('{}'), undefined],
    [new Response(JSON.stringify({ id: 7 })), undefined],
    [new Response('missing', { status: 404 }), undefined],
  ])('answers undefined for a descriptor without a usable id', async (response, expected) => {
    expect(await fetchLatestBuildId(async () => response)).toBe(expected);
  });
});

describe('watchForNewBuild', () => {
  it('polls on the interval and marks the app updated once the id changes, then stops', async () => {
    vi.useFakeTimers();
    const ids = ['b1', 'b1', 'b2'];
    const latestId = vi.fn(async () => ids.shift());
    const target = visibility();
    const watcher = watchForNewBuild({ currentId: 'b1', latestId, intervalMs: 1000, target });
    await vi.advanceTimersByTimeAsync(2000);
    expect(watcher.updated).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.updated).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(latestId).toHaveBeenCalledTimes(3);
    expect(target.listeners.size).toBe(0);
  });

  it('asks at once when the tab becomes visible; a failed poll is retried on the next', async () => {
    vi.useFakeTimers();
    const latestId = vi
      .fn<() => Promise<string | undefined>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('b2');
    const target = visibility();
    const watcher = watchForNewBuild({ currentId: 'b1', latestId, intervalMs: 60_000, target });
    target.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.updated).toBe(false);
    target.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.updated).toBe(true);
    watcher.stop();
  });
});

describe('reloadOnNextNavigation', () => {
  it('navigates in place until a new build is out, then loads the next target in full', () => {
    const listeners = new Set<(location: Path) => void>();
    const navigate = (pathname: string, search = '', hash = '') => {
      for (const listener of listeners) listener({ pathname, search, hash });
    };
    let updated = false;
    const load = vi.fn();
    const unsubscribe = reloadOnNextNavigation(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => updated,
      load,
    );
    navigate('/about-us');
    expect(load).not.toHaveBeenCalled();
    updated = true;
    navigate('/', '?tab=2', '#top');
    navigate('/community');
    expect(load).toHaveBeenCalledExactlyOnceWith('/?tab=2#top');
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});

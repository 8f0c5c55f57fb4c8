import { describe, expect, it } from 'vitest';
import { createRoutePreloader } from './preload';

function deferredLoads() {
  const pending = new Map<string, () => void>();
  const started: string[] = [];
  const load = (path: string) => {
    if (path === '/nothing') return undefined;
    started.push(path);
    return new Promise<void>((resolve) => pending.set(path, resolve));
  };
  return { load, started, finish: (path: string) => pending.get(path)?.() };
}

const now = (task: () => void) => task();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRoutePreloader (§9: about 5 at a time, when idle)', () => {
  it('runs at most `concurrency` loads at once and starts the next as one ends', async () => {
    const loads = deferredLoads();
    const preload = createRoutePreloader(loads.load, { concurrency: 5, schedule: now });
    preload(['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
    expect(loads.started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    loads.finish('/c');
    await flush();
    expect(loads.started).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
  });

  it('waits for the scheduler, loads each path once, skips external links and empty routes', async () => {
    const loads = deferredLoads();
    const tasks: (() => void)[] = [];
    const preload = createRoutePreloader(loads.load, { schedule: (task) => tasks.push(task) });
    preload(['/a', 'https://example.org/donate', '/nothing', '/b']);
    expect(loads.started).toEqual([]);
    tasks.shift()?.();
    expect(loads.started).toEqual(['/a', '/b']);
    preload(['/a', '/b']);
    expect(tasks).toHaveLength(0);
  });
});

import type { RoutePreloads } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { createRouteFilePreloader, type RouteFilesHint, type RouteFilesHost } from './routeFiles';

const ROUTES: RoutePreloads[] = [
  {
    pattern: '/community',
    scripts: ['/assets/CommunityPage-a.js', '/assets/shared-b.js'],
    styles: ['/assets/CommunityPage-a.css'],
    later: { scripts: ['/assets/AppFooter-e.js'], styles: ['/assets/AppFooter-e.css'] },
  },
  { pattern: '/s/:id', scripts: ['/assets/SiyumPage-c.js', '/assets/shared-b.js'], styles: [] },
  { pattern: '*', scripts: ['/assets/NotFoundPage-d.js'], styles: [] },
];

function fakeHost(list: () => Promise<string> = async () => JSON.stringify({ routes: ROUTES })) {
  // What the page names, and how: the server's own links are preloads.
  const named = new Map<string, RouteFilesHint>([['/assets/shared-b.js', 'preload']]);
  const added: string[] = [];
  let fetches = 0;
  const host: RouteFilesHost = {
    fetchList: () => {
      fetches += 1;
      return list();
    },
    has: (path, hint) => (hint === 'prefetch' ? named.has(path) : named.get(path) === 'preload'),
    add: async (path, kind, hint) => {
      named.set(path, hint);
      added.push(hint === 'preload' ? `${kind} ${path}` : `${hint} ${kind} ${path}`);
    },
    pause: async () => {
      added.push('pause');
    },
  };
  return { host, added, fetches: () => fetches };
}

describe('route preloading from the build’s list (§9)', () => {
  it('names a route’s style sheets and scripts the page lacks, then what it loads later, reading the list once', async () => {
    const { host, added, fetches } = fakeHost();
    const preload = createRouteFilePreloader(host);
    await preload('/community', 'preload');
    await preload('/s/12', 'preload');
    await preload('/s/12', 'preload');
    expect(added).toEqual([
      'style /assets/CommunityPage-a.css',
      'pause',
      'script /assets/CommunityPage-a.js',
      'pause',
      'style /assets/AppFooter-e.css',
      'pause',
      'script /assets/AppFooter-e.js',
      'pause',
      'script /assets/SiyumPage-c.js',
      'pause',
    ]);
    expect(fetches()).toBe(1);
  });

  it('names one file per turn of the page, and not a file another preload named meanwhile', async () => {
    const routes: RoutePreloads[] = [
      { pattern: '/a', scripts: ['/assets/A.js', '/assets/common-e.js'], styles: [] },
      { pattern: '/b', scripts: ['/assets/B.js', '/assets/common-e.js'], styles: [] },
    ];
    const { host, added } = fakeHost(async () => JSON.stringify({ routes }));
    const preload = createRouteFilePreloader(host);
    // Two routes at once (the preloader runs two at a time), interleaved at the pauses.
    await Promise.all([preload('/a', 'preload'), preload('/b', 'preload')]);
    expect(added.filter((entry) => entry !== 'pause').sort()).toEqual([
      'script /assets/A.js',
      'script /assets/B.js',
      'script /assets/common-e.js',
    ]);
    // Never two files without a pause between them.
    expect(added.join(',')).not.toMatch(/(script|style) [^,]+,(script|style) /);
  });

  it('prefetches a route into the cache, then preloads what was only prefetched when its link is pointed at', async () => {
    const { host, added, fetches } = fakeHost();
    const preload = createRouteFilePreloader(host);
    await preload('/s/12', 'prefetch');
    await preload('/s/12', 'prefetch');
    // The server's preload of the shared file is stronger than a prefetch: not named again.
    expect(added).toEqual(['prefetch script /assets/SiyumPage-c.js', 'pause']);
    await preload('/s/12', 'preload');
    expect(added.slice(2)).toEqual(['script /assets/SiyumPage-c.js', 'pause']);
    await preload('/s/12', 'prefetch');
    expect(added).toHaveLength(4);
    expect(fetches()).toBe(1);
  });

  it('asks for the list again after it could not be read, and adds nothing meanwhile', async () => {
    let failing = true;
    const { host, added, fetches } = fakeHost(async () => {
      if (failing) throw new Error('offline');
      return JSON.stringify({ routes: ROUTES });
    });
    const preload = createRouteFilePreloader(host);
    await expect(preload('/community', 'preload')).rejects.toThrow('offline');
    expect(added).toEqual([]);
    failing = false;
    await preload('/elsewhere', 'preload');
    expect(added).toEqual(['script /assets/NotFoundPage-d.js', 'pause']);
    expect(fetches()).toBe(2);
  });

  it('refuses a list of another shape (a page of HTML where the list should be)', async () => {
    const { host, added } = fakeHost(async () => '{"routes": "<html>"}');
    await expect(createRouteFilePreloader(host)('/community', 'prefetch')).rejects.toThrow(
      /no "routes" list/,
    );
    expect(added).toEqual([]);
  });
});

import type { RoutePreloads } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { createRouteFilePreloader, type RouteFilesHost } from './routeFiles';

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
  const named = new Set<string>(['/assets/shared-b.js']);
  const added: string[] = [];
  let fetches = 0;
  const host: RouteFilesHost = {
    fetchList: () => {
      fetches += 1;
      return list();
    },
    has: (path) => named.has(path),
    add: async (path, kind) => {
      named.add(path);
      added.push(`${kind} ${path}`);
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
    await preload('/community');
    await preload('/s/12');
    await preload('/s/12');
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
    await Promise.all([preload('/a'), preload('/b')]);
    expect(added.filter((entry) => entry !== 'pause').sort()).toEqual([
      'script /assets/A.js',
      'script /assets/B.js',
      'script /assets/common-e.js',
    ]);
    // Never two files without a pause between them.
    expect(added.join(',')).not.toMatch(/(script|style) [^,]+,(script|style) /);
  });

  it('asks for the list again after it could not be read, and adds nothing meanwhile', async () => {
    let failing = true;
    const { host, added, fetches } = fakeHost(async () => {
      if (failing) throw new Error('offline');
      return JSON.stringify({ routes: ROUTES });
    });
    const preload = createRouteFilePreloader(host);
    await expect(preload('/community')).rejects.toThrow('offline');
    expect(added).toEqual([]);
    failing = false;
    await preload('/elsewhere');
    expect(added).toEqual(['script /assets/NotFoundPage-d.js', 'pause']);
    expect(fetches()).toBe(2);
  });

  it('refuses a list of another shape (a page of HTML where the list should be)', async () => {
    const { host, added } = fakeHost(async () => '{"routes": "<html>"}');
    await expect(createRouteFilePreloader(host)('/community')).rejects.toThrow(/no "routes" list/);
    expect(added).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  compileRoutePreloads,
  parseRoutePreloads,
  type RoutePreloads,
  withRoutePreloads,
} from './routePreloads';

const ROUTES: RoutePreloads[] = [
  {
    pattern: '/',
    scripts: ['/assets/HomePage-a.js'],
    styles: ['/assets/HomePage-a.css'],
    later: { scripts: ['/assets/HomeLive-g.js', '/assets/shared-c.js'], styles: ['/assets/HomeLive-g.css'] },
  },
  { pattern: '/s/:id', scripts: ['/assets/SiyumPage-b.js', '/assets/shared-c.js'], styles: [] },
  { pattern: '/support', scripts: ['/assets/ContactPage-d.js'], styles: [] },
  { pattern: '/support/inbox', scripts: ['/assets/SupportInboxPage-e.js'], styles: [] },
  { pattern: '*', scripts: ['/assets/NotFoundPage-f.js'], styles: [] },
];

const INDEX = `<html><head><script type="module" crossorigin src="/assets/index-z.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-c.js">
</head><body></body></html>`;

describe('the files each route needs, named in the page the server answers', () => {
  const routeOf = compileRoutePreloads(ROUTES);

  it('finds the route a path opens, its own pattern before the catch-all, query and hash ignored', () => {
    expect(routeOf('/')?.pattern).toBe('/');
    expect(routeOf('/s/12')?.pattern).toBe('/s/:id');
    expect(routeOf('/s/12/?key=ab#board')?.pattern).toBe('/s/:id');
    expect(routeOf('/support')?.pattern).toBe('/support');
    expect(routeOf('/support/inbox')?.pattern).toBe('/support/inbox');
    expect(routeOf('/s/12/more')?.pattern).toBe('*');
    expect(routeOf('/nothing-here')?.pattern).toBe('*');
    expect(compileRoutePreloads(ROUTES.slice(0, 2))('/elsewhere')).toBeUndefined();
  });

  it('adds style sheets and module preloads at the end of the head, leaving out what it already names', () => {
    const html = withRoutePreloads(INDEX, ROUTES[1] as RoutePreloads);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/SiyumPage-b.js">');
    expect(html.match(/shared-c\.js/g)).toHaveLength(1);
    expect(html.indexOf('SiyumPage-b.js')).toBeLessThan(html.indexOf('</head>'));
    const home = withRoutePreloads(INDEX, ROUTES[0] as RoutePreloads);
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-a.css">');
    expect(withRoutePreloads(INDEX, { pattern: '/x', scripts: ['/assets/shared-c.js'], styles: [] })).toBe(
      INDEX,
    );
  });

  it('names what the page imports once it has painted at low priority, its style sheets preloaded only', () => {
    const home = withRoutePreloads(INDEX, ROUTES[0] as RoutePreloads);
    expect(home).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/HomeLive-g.js">',
    );
    // Preloaded, not applied: a style sheet would hold the first paint back.
    expect(home).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/HomeLive-g.css">',
    );
    expect(home).not.toContain('rel="stylesheet" crossorigin href="/assets/HomeLive-g.css"');
    expect(home.match(/shared-c\.js/g)).toHaveLength(1);
    expect(home.indexOf('HomeLive-g.js')).toBeGreaterThan(home.indexOf('HomePage-a.js'));
    expect(home.indexOf('HomeLive-g.js')).toBeLessThan(home.indexOf('</head>'));
  });

  it('reads the build’s list and refuses one of another shape', () => {
    expect(parseRoutePreloads(JSON.stringify({ routes: ROUTES }))).toEqual(ROUTES);
    expect(() => parseRoutePreloads('{}')).toThrow(/no "routes" list/);
    expect(() => parseRoutePreloads(JSON.stringify({ routes: [{ pattern: '/', scripts: 'x' }] }))).toThrow(
      /route 0/,
    );
    // A path that would break out of the attribute is not a path of the build.
    const quoted = { routes: [{ pattern: '/', scripts: ['/assets/a.js"><script>'], styles: [] }] };
    expect(() => parseRoutePreloads(JSON.stringify(quoted))).toThrow(/route 0/);
    const badLater = { routes: [{ pattern: '/', scripts: [], styles: [], later: { scripts: ['x.js'] } }] };
    expect(() => parseRoutePreloads(JSON.stringify(badLater))).toThrow(/route 0/);
  });
});

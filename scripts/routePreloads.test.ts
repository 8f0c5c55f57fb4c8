import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloadsOf } from './routePreloads';

// A build's manifest as Vite writes it: the entry with its own chunk and style sheet, two pages
// sharing a chunk, and the data layer.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-c.js',
    imports: ['index.html'],
    css: ['assets/HomePage-c.css'],
  },
  'src/pages/SiyumPage.tsx': {
    file: 'assets/SiyumPage-d.js',
    imports: ['index.html', '_board-e.js'],
    css: ['assets/SiyumPage-d.css'],
  },
  '_board-e.js': { file: 'assets/board-e.js', imports: ['_react-b.js'], css: ['assets/index-a.css'] },
  'src/data/withQueryClient.tsx': { file: 'assets/withQueryClient-f.js', imports: ['_board-e.js'] },
  'src/pages/HomeLive.tsx': {
    file: 'assets/HomeLive-g.js',
    imports: ['index.html', 'src/pages/HomePage.tsx', 'src/data/withQueryClient.tsx'],
    css: ['assets/HomeLive-g.css', 'assets/HomePage-c.css'],
  },
  'src/app/AppFooter.tsx': {
    file: 'assets/AppFooter-h.js',
    imports: ['index.html'],
    css: ['assets/AppFooter-h.css'],
  },
};

describe('the build lists each route’s files beyond what index.html loads', () => {
  it('follows static imports from the page (and the data layer for a data page), less the entry’s', () => {
    const routes = routePreloadsOf(
      MANIFEST,
      [
        { path: '/', module: 'HomePage', component: 'HomePage' },
        { path: '/s/:id', module: 'SiyumPage', component: 'SiyumPage', data: true },
      ],
      'src/data/withQueryClient.tsx',
    );
    expect(routes).toEqual([
      {
        pattern: '/',
        scripts: ['/assets/HomePage-c.js'],
        styles: ['/assets/HomePage-c.css'],
        later: { scripts: [], styles: [] },
      },
      {
        pattern: '/s/:id',
        scripts: ['/assets/SiyumPage-d.js', '/assets/board-e.js', '/assets/withQueryClient-f.js'],
        styles: ['/assets/SiyumPage-d.css'],
        later: { scripts: [], styles: [] },
      },
    ]);
  });

  it('lists what the layout and the page import once it has painted, less what the page already loads', () => {
    const [home, siyum] = routePreloadsOf(
      MANIFEST,
      [
        { path: '/', module: 'HomePage', component: 'HomePage', later: ['src/pages/HomeLive.tsx'] },
        { path: '/s/:id', module: 'SiyumPage', component: 'SiyumPage', data: true },
      ],
      'src/data/withQueryClient.tsx',
      ['src/app/AppFooter.tsx'],
    );
    expect(home?.later).toEqual({
      scripts: [
        '/assets/AppFooter-h.js',
        '/assets/HomeLive-g.js',
        '/assets/withQueryClient-f.js',
        '/assets/board-e.js',
      ],
      styles: ['/assets/AppFooter-h.css', '/assets/HomeLive-g.css'],
    });
    // The siyum page loads the data layer before it draws: only the footer is left for later.
    expect(siyum?.later).toEqual({
      scripts: ['/assets/AppFooter-h.js'],
      styles: ['/assets/AppFooter-h.css'],
    });
    expect(() =>
      routePreloadsOf(MANIFEST, [{ path: '/', module: 'HomePage', later: ['src/pages/Gone.tsx'] }], 'x'),
    ).toThrow(/src\/pages\/Gone\.tsx is not a chunk/);
  });

  it('fails the build when a page of the table is not in it', () => {
    expect(() =>
      routePreloadsOf(MANIFEST, [{ path: '/x', module: 'MissingPage', component: 'MissingPage' }], 'x'),
    ).toThrow(/src\/pages\/MissingPage\.tsx is not a chunk/);
  });
});

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
      { pattern: '/', scripts: ['/assets/HomePage-c.js'], styles: ['/assets/HomePage-c.css'] },
      {
        pattern: '/s/:id',
        scripts: ['/assets/SiyumPage-d.js', '/assets/board-e.js', '/assets/withQueryClient-f.js'],
        styles: ['/assets/SiyumPage-d.css'],
      },
    ]);
  });

  it('fails the build when a page of the table is not in it', () => {
    expect(() =>
      routePreloadsOf(MANIFEST, [{ path: '/x', module: 'MissingPage', component: 'MissingPage' }], 'x'),
    ).toThrow(/src\/pages\/MissingPage\.tsx is not a chunk/);
  });
});

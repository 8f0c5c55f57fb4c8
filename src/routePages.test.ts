import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_LAYER_MODULE, ROUTE_PAGES, type RoutePage } from './routePages';

const root = new URL('..', import.meta.url).pathname;

describe('the route table names real pages', () => {
  it('each route’s module exports the component it names', () => {
    for (const { path, module, component = module } of ROUTE_PAGES as readonly RoutePage[]) {
      const file = `${root}src/pages/${module}.tsx`;
      expect(existsSync(file), `${path}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${path}: ${component}`).toMatch(
        new RegExp(`export (function|const) ${component}\\b`),
      );
    }
    expect(existsSync(`${root}${DATA_LAYER_MODULE}`)).toBe(true);
  });

  it('has one row per path, the catch-all last', () => {
    const paths = ROUTE_PAGES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });
});

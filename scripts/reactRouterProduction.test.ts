import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION_ALIASES, reactRouterProduction } from './reactRouterProduction';

const require = createRequire(import.meta.url);

describe('React Router in a production build', () => {
  it('applies to builds only: the dev server and the tests keep its warnings', () => {
    expect(reactRouterProduction().apply).toBe('build');
  });

  it('resolves both entry points to production files that export what the development ones do', async () => {
    const [router, dom] = REACT_ROUTER_PRODUCTION_ALIASES;
    for (const [alias, specifier] of [
      [router, 'react-router'],
      [dom, 'react-router/dom'],
    ] as const) {
      expect(alias?.find.test(specifier)).toBe(true);
      expect(alias?.replacement).toMatch(/dist\/production\//);
      expect(existsSync(alias?.replacement ?? '')).toBe(true);
      const production: object = await import(alias?.replacement ?? '');
      expect(Object.keys(production).sort()).toEqual(Object.keys(require(specifier) as object).sort());
    }
  });
});

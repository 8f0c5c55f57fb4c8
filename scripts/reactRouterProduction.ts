import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** `react-router` and `react-router/dom`, each to its file in the package's production build. */
export const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(packageDir, 'dist/production/dom-export.mjs') },
];

/**
 * React Router ships a production build beside its development one, but its package exports name
 * only the development build, whose dev-only warnings and checks then ship to every reader (0.6 kB
 * gzip of the entry). A build resolves the production files; the dev server, Storybook and the
 * tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'siyum-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: REACT_ROUTER_PRODUCTION_ALIASES } }),
  };
}

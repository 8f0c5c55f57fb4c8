import { defineConfig } from 'tsdown';

// The product's page widgets as one entry. @siyum/ui is a peer: its modules stay imports (the app and
// a sister app share one copy of the shell, the messages provider and the form widgets). The private
// @siyum/domain is bundled in, code and declarations, as in @siyum/ui (see its tsdown.config.ts for
// why tsconfig.json lists the sources of both packages: one declaration program in the default heap).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: { resolve: ['@siyum/domain'], eager: true },
  css: { fileName: 'styles.css' },
  noExternal: ['@siyum/domain'],
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@siyum\/ui($|\/)/],
  inputOptions: { resolve: { conditionNames: ['@siyum/source', 'import', 'default'] } },
  tsconfig: 'tsconfig.json',
  clean: true,
  sourcemap: true,
});

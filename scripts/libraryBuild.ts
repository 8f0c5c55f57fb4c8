import type { UserConfig } from 'tsdown';

/**
 * The build both published libraries share (@siyum/ui, @siyum/features): ESM for browsers, one
 * merged styles.css, source maps, React never bundled.
 *
 * The private @siyum/domain is bundled in, code and declarations (`alwaysBundle`), with the parts of
 * zod it uses: tree-shaken here, zod costs a fraction of what an app's bundler pays for the whole
 * `zod` import (measured: @siyum/features 115 kB with zod inside, 191 kB with zod external). TypeScript
 * does not emit declarations for a file its program reached through node_modules (`@siyum/domain`), so with
 * `eager` rolldown-plugin-dts makes a new program, with that file as a root, for every file that no
 * program it already has lists among its roots, and keeps them all. Each library's tsconfig.json
 * therefore lists the domain's sources too: one program then serves every file (~0.5 GB, a few
 * seconds). Without them the build made 57 programs, one per domain module, and needed ~6 GB of heap.
 */
export function libraryBuild(options: { entry: Record<string, string>; external?: RegExp[] }): UserConfig {
  return {
    entry: options.entry,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    dts: { eager: true },
    css: { fileName: 'styles.css' },
    deps: {
      alwaysBundle: ['@siyum/domain'],
      neverBundle: [/^react($|\/)/, /^react-dom($|\/)/, ...(options.external ?? [])],
      onlyBundle: ['zod'],
    },
    inputOptions: { resolve: { conditionNames: ['@siyum/source', 'import', 'default'] } },
    tsconfig: 'tsconfig.json',
    clean: true,
    sourcemap: true,
  };
}

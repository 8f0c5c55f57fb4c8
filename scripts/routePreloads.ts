import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../packages/domain/src/routePreloads.ts';
import type { RoutePage } from '../src/routePages.ts';

/** Where Vite writes its manifest (`build.manifest: true`). */
const MANIFEST_FILE = '.vite/manifest.json';

/**
 * Each route's scripts and style sheets beyond what index.html already loads: the closure of static
 * imports of its page module (and of the data layer for a data page), from Vite's manifest.
 */
export function routePreloadsOf(
  manifest: Manifest,
  pages: readonly RoutePage[],
  dataModule: string,
): RoutePreloads[] {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`routePreloads: ${key} is not a chunk of the build`);
    into.add(key);
    for (const next of chunk.imports ?? []) closure(next, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));

  return pages.map(({ path, module, data }) => {
    const keys = new Set<string>();
    closure(`src/pages/${module}.tsx`, keys);
    if (data) closure(dataModule, keys);
    const own = [...keys].filter((key) => !entry.has(key));
    const styles = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))].filter(
      (file) => !entryStyles.has(file),
    );
    return {
      pattern: path,
      scripts: own.map((key) => `/${manifest[key]?.file}`),
      styles: styles.map((file) => `/${file}`),
    };
  });
}

/** Writes ROUTE_PRELOADS_FILE into the build, beside Vite's manifest (web/site.ts reads it). */
export function routePreloads(options: { pages: readonly RoutePage[]; dataModule: string }): Plugin {
  return {
    name: 'siyum-route-preloads',
    apply: 'build',
    writeBundle(output, bundle) {
      // Storybook's build reads this config too, and writes no manifest: nothing to list.
      const asset = bundle[MANIFEST_FILE];
      if (asset?.type !== 'asset') return;
      const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const manifest = JSON.parse(text) as Manifest;
      const routes = routePreloadsOf(manifest, options.pages, options.dataModule);
      writeFileSync(join(output.dir ?? 'dist/app', ROUTE_PRELOADS_FILE), `${JSON.stringify({ routes })}\n`);
    },
  };
}

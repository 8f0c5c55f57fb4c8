import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../packages/domain/src/routePreloads.ts';
import type { RoutePage } from '../src/routePages.ts';
import { entryClosure, MANIFEST_FILE, staticClosure } from './lib/viteManifest.mjs';

/**
 * Each route's scripts and style sheets beyond what index.html already loads: the closure of static
 * imports of its page module (and of the data layer for a data page), from Vite's manifest.
 */
export function routePreloadsOf(
  manifest: Manifest,
  pages: readonly RoutePage[],
  dataModule: string,
): RoutePreloads[] {
  const entry = entryClosure(manifest, 'routePreloads');
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));

  return pages.map(({ path, module, data }) => {
    const page = `src/pages/${module}.tsx`;
    const keys = staticClosure(manifest, data ? [page, dataModule] : [page], 'routePreloads');
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

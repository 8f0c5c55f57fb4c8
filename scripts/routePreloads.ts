import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../packages/domain/src/routePreloads.ts';
import type { RoutePage } from '../src/routePages.ts';
import { entryClosure, MANIFEST_FILE, staticClosure } from './lib/viteManifest.mjs';

/**
 * Each route's scripts and style sheets beyond what index.html already loads: the closure of static
 * imports of its page module (and of the data layer for a data page), from Vite's manifest; and,
 * beyond those, the closure of what the layout and the page import once it has painted (`later`).
 */
export function routePreloadsOf(
  manifest: Manifest,
  pages: readonly RoutePage[],
  dataModule: string,
  layoutLater: readonly string[] = [],
): RoutePreloads[] {
  const entry = entryClosure(manifest, 'routePreloads');
  /** The files of `modules`' static closure that `before` has not loaded, as site paths. */
  const filesOf = (modules: readonly string[], before: Set<string>) => {
    const keys = [...staticClosure(manifest, modules, 'routePreloads')].filter((key) => !before.has(key));
    const loadedStyles = new Set([...before].flatMap((key) => manifest[key]?.css ?? []));
    const styles = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].filter(
      (file) => !loadedStyles.has(file),
    );
    return {
      keys,
      files: {
        scripts: keys.map((key) => `/${manifest[key]?.file}`),
        styles: styles.map((file) => `/${file}`),
      },
    };
  };

  return pages.map(({ path, module, data, later = [] }) => {
    const page = `src/pages/${module}.tsx`;
    const own = filesOf(data ? [page, dataModule] : [page], entry);
    const afterPaint = filesOf([...layoutLater, ...later], new Set([...entry, ...own.keys]));
    return { pattern: path, ...own.files, later: afterPaint.files };
  });
}

/** Writes ROUTE_PRELOADS_FILE into the build, beside Vite's manifest (web/site.ts reads it). */
export function routePreloads(options: {
  pages: readonly RoutePage[];
  dataModule: string;
  layoutLater: readonly string[];
}): Plugin {
  return {
    name: 'siyum-route-preloads',
    apply: 'build',
    writeBundle(output, bundle) {
      // Storybook's build reads this config too, and writes no manifest: nothing to list.
      const asset = bundle[MANIFEST_FILE];
      if (asset?.type !== 'asset') return;
      const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const manifest = JSON.parse(text) as Manifest;
      const routes = routePreloadsOf(manifest, options.pages, options.dataModule, options.layoutLater);
      writeFileSync(join(output.dir ?? 'dist/app', ROUTE_PRELOADS_FILE), `${JSON.stringify({ routes })}\n`);
    },
  };
}

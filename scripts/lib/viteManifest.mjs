// Walks Vite's build manifest (`build.manifest: true`): which chunks a module pulls in through its
// static imports. One walk for the route preload list (scripts/routePreloads.ts), the size budgets
// (scripts/check-size.mjs) and the Lighthouse report's route size (scripts/lib/lighthouse-size.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Vite writes its manifest inside the build folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The manifest of a build folder such as dist/app. */
export function readManifest(appDir) {
  return JSON.parse(readFileSync(join(appDir, MANIFEST_FILE), 'utf8'));
}

/**
 * The manifest keys `keys` reach through static imports, themselves included, added to `into`
 * (a set it returns). A key that is not a chunk of the build throws, naming `who` asked.
 */
export function staticClosure(manifest, keys, who, into = new Set()) {
  const visit = (key) => {
    if (into.has(key)) return;
    if (!manifest[key]) throw new Error(`${who}: ${key} is not a chunk of the build`);
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return into;
}

/** What index.html loads before any route: every entry chunk with its static imports. */
export function entryClosure(manifest, who) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  return staticClosure(
    manifest,
    entries.map(([key]) => key),
    who,
  );
}

// The floor page `npm run lighthouse` measures beside the app's pages (scripts/lighthouse-floor/):
// React, React DOM and the router drawing two lines of text, nothing of the app, built into the
// served app's folder so the same server, protocol and browser measure it in the same runs. What it
// scores is what any page of this stack can score on this machine that day: the app's pages are
// read against it, as the API's bench reads each endpoint against its floor (decision 0042).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gz } from './lighthouse-size.mjs';

export const FLOOR_FOLDER = 'lighthouse-floor';
export const FLOOR_PATH = `/${FLOOR_FOLDER}/index.html`;
const SOURCE = join(import.meta.dirname, '..', FLOOR_FOLDER);

/**
 * Builds the floor page into `<appDir>/lighthouse-floor/`: its path, its scripts' URL paths (a server
 * already running compresses them on their first request: ask for them before measuring) and their
 * gzip size.
 */
export async function buildLighthouseFloor(appDir) {
  const { build } = await import('vite');
  const outDir = join(appDir, FLOOR_FOLDER);
  await build({
    configFile: false,
    root: SOURCE,
    base: `/${FLOOR_FOLDER}/`,
    mode: 'production',
    // React's production build whatever NODE_ENV the caller runs under (Vitest sets `test`).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const jsGz = scripts.reduce((sum, name) => sum + gz(readFileSync(join(assets, name))), 0);
  return { path: FLOOR_PATH, scripts: scripts.map((name) => `/${FLOOR_FOLDER}/assets/${name}`), jsGz };
}

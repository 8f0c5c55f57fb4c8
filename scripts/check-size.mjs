// Bundle-size budgets (gzip). The app's initial JS/CSS is what index.html loads before any lazy
// route; each entry of the libraries (packages/ui, packages/features) is measured the way a consumer
// pays for it: esbuild bundles `import { X } from '@siyum/ui/<entry>'` with React external, minified,
// tree-shaken and split, and the budget holds what loads up front; chunks behind dynamic imports are
// printed beside it. @siyum/features imports @siyum/ui's built entries, which count with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routeInitialJs } from './lib/lighthouse-size.mjs';
import { entryClosure, readManifest, staticClosure } from './lib/viteManifest.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const appDir = join(root, 'dist/app');
const libraryDirs = { ui: join(root, 'packages/ui/dist'), features: join(root, 'packages/features/dist') };
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const rows = [];

function appInitial(kind) {
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const pattern =
    kind === 'js'
      ? /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g
      : /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g;
  const files = [...html.matchAll(pattern)].map((m) => m[1]);
  return files.reduce((sum, file) => sum + gz(readFileSync(join(appDir, file))), 0);
}

rows.push({ name: 'app: initial JS', size: appInitial('js'), limit: budgets.app.initialJs });
// The home route's first paint (entry, its static imports and the home page's chunks): issue 9's
// 1.2 × the React + React DOM + router floor, the number `npm run lighthouse` reports too.
const { homeRoute } = budgets.app;
rows.push({
  name: 'app: home route (1.2 × the React + router floor)',
  size: routeInitialJs(appDir, homeRoute.sources).totalGz,
  limit: Math.round(homeRoute.floor * homeRoute.ratio),
});
rows.push({ name: 'app: initial CSS', size: appInitial('css'), limit: budgets.app.initialCss });

/**
 * What a screen costs beyond the first paint: the JS and CSS of the chunks the given source modules
 * pull in (their static imports, through Vite's manifest), less what index.html already loaded.
 */
function appLazy(sources) {
  const manifest = readManifest(appDir);
  const initial = entryClosure(manifest, 'size');
  const loaded = staticClosure(manifest, sources, 'size');
  const files = new Set();
  for (const key of loaded) {
    if (initial.has(key)) continue;
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files].reduce((sum, file) => sum + gz(readFileSync(join(appDir, file))), 0);
}

for (const [name, entry] of Object.entries(budgets.app.lazy ?? {}))
  rows.push({ name: `app: ${name}`, size: appLazy(entry.sources), limit: entry.limit });

/** Bytes a consumer loads up front for an import, and what the entry loads later on demand. */
async function measureImport(statement, resolveDir) {
  const result = await build({
    stdin: { contents: statement, resolveDir, loader: 'js' },
    bundle: true,
    splitting: true,
    outdir: 'out',
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/*', 'react/*'],
    logLevel: 'error',
  });
  const files = new Map(
    result.outputFiles.map((file) => [file.path.slice(file.path.indexOf('out/')), file.contents]),
  );
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === '<stdin>');
  const initial = new Set();
  const visit = (path) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const edge of outputs[path].imports)
      if (edge.kind === 'import-statement' && !edge.external) visit(edge.path);
  };
  visit(entry);
  let upFront = 0;
  let lazy = 0;
  for (const [path, contents] of files) {
    if (!path.endsWith('.js')) continue;
    if (initial.has(path)) upFront += gz(contents);
    else lazy += gz(contents);
  }
  return { upFront, lazy };
}

for (const [library, dir] of Object.entries(libraryDirs)) {
  for (const [name, entry] of Object.entries(budgets[library])) {
    if (entry.file) {
      rows.push({
        name: `${library}: ${name}`,
        size: gz(readFileSync(join(dir, entry.file))),
        limit: entry.limit,
      });
      continue;
    }
    const statement =
      entry.import === '*'
        ? `export * from './${entry.from}';`
        : `export ${entry.import} from './${entry.from}';`;
    const { upFront, lazy } = await measureImport(statement, dir);
    rows.push({ name: `${library}: ${name}`, size: upFront, limit: entry.limit, lazy });
  }
}

const kb = (n) => `${(n / 1000).toFixed(2)} kB`;
let over = 0;
for (const row of rows) {
  const ok = row.size <= row.limit;
  if (!ok) over += 1;
  const later = row.lazy ? `  + ${kb(row.lazy)} on demand` : '';
  console.log(
    `${ok ? '✔' : '✖'} ${row.name.padEnd(32)} ${kb(row.size).padStart(10)} gzip  (budget ${kb(row.limit)})${later}`,
  );
}
if (over) {
  console.error(`size: ${over} budget(s) exceeded`);
  process.exit(1);
}

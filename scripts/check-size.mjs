// Bundle-size budgets (gzip). The app's initial JS/CSS is what index.html loads before any lazy
// route; each packages/ui entry is measured the way a consumer pays for it: esbuild bundles
// `import { X } from '@siyum/ui/<entry>'` with React external, minified and tree-shaken.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const appDir = join(root, 'dist/app');
const uiDir = join(root, 'packages/ui/dist');
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
rows.push({ name: 'app: initial CSS', size: appInitial('css'), limit: budgets.app.initialCss });

for (const [name, entry] of Object.entries(budgets.ui)) {
  let size;
  if (entry.file) {
    size = gz(readFileSync(join(uiDir, entry.file)));
  } else {
    const statement =
      entry.import === '*'
        ? `export * from './${entry.from}';`
        : `export ${entry.import} from './${entry.from}';`;
    const result = await build({
      stdin: { contents: statement, resolveDir: uiDir, loader: 'js' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/*', 'react/*'],
      logLevel: 'error',
    });
    size = gz(result.outputFiles[0].contents);
  }
  rows.push({ name: `ui: ${name}`, size, limit: entry.limit });
}

const kb = (n) => `${(n / 1000).toFixed(2)} kB`;
let over = 0;
for (const row of rows) {
  const ok = row.size <= row.limit;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✔' : '✖'} ${row.name.padEnd(32)} ${kb(row.size).padStart(10)} gzip  (budget ${kb(row.limit)})`,
  );
}
if (over) {
  console.error(`size: ${over} budget(s) exceeded`);
  process.exit(1);
}

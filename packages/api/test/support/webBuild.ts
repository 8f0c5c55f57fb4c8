import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { headersFile } from '@siyum/domain';

/** The policy the fixture build ships (a real build's comes from scripts/securityHeaders.ts). */
export const BUILD_POLICY =
  "default-src 'self'; script-src 'self'; connect-src 'self' https://*.amazonaws.com; frame-ancestors 'none'";

export const ENTRY_SCRIPT = '/assets/index-Abc123.js';

/** A small build of the web app's shape: enough to compress, with the files a Vite build writes. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Start. Study. Siyum. Divide a text among learners and finish it together." />
    <script src="/boot/prefs.js"></script>
    <title>Siyum - Start. Study. Siyum.</title>
    <script type="module" crossorigin src="${ENTRY_SCRIPT}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export interface WebBuild {
  dir: string;
  /** Writes a file of the build (a deploy replacing it in place). */
  write(path: string, content: string | Buffer): void;
  remove(): void;
}

export function writeWebBuild(): WebBuild {
  const dir = mkdtempSync(join(tmpdir(), 'siyum-web-'));
  const write = (path: string, content: string | Buffer) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('index.html', INDEX_HTML);
  write(
    ENTRY_SCRIPT,
    `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(', ')}];\n`,
  );
  write(`${ENTRY_SCRIPT}.map`, '{"version":3,"sources":[],"mappings":""}');
  write('assets/share-Def456.png', Buffer.alloc(2048, 7));
  write(
    'boot/prefs.js',
    `// theme before paint\n${'document.documentElement.dataset.theme ||= "light";\n'.repeat(12)}`,
  );
  write('builds/latest.json', JSON.stringify({ id: 'build-0001' }));
  write('.vite/manifest.json', '{}');
  write(
    '_headers',
    headersFile({
      'Content-Security-Policy': BUILD_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    }),
  );
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// The JS a route needs before it renders, from the production build: what index.html loads (the
// entry chunk with its static imports, and any plain script such as /boot/prefs.js) and the route's
// lazy chunk with its static imports (Vite's manifest), gzip level 9 like scripts/check-size.mjs. The source maps tell which modules those chunks hold,
// so code that must stay out of a first paint (Amplify and the sign-in dialog, phone metadata) is
// named when it creeps in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryClosure, readManifest, staticClosure } from './viteManifest.mjs';

export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Modules that must not load before a public page renders. */
export const FORBIDDEN_UP_FRONT = {
  auth: /(?:^|\/)(?:@?aws-amplify|@aws-sdk|@smithy|amazon-cognito-identity-js)\/|src\/auth\/(?:AuthDialogHost|amplifyAuthService|hostedSignIn|pkce)\.|packages\/ui\/src\/auth\//,
  phoneMetadata:
    /libphonenumber-js\/(?:metadata|min\/metadata|max\/metadata|mobile\/metadata|examples)|phoneMetadata\.|metadata\.(?:min|max|mobile)\.json/,
};

/** The module paths a chunk's source map lists (empty without a map). */
function chunkSources(appDir, file) {
  const mapPath = join(appDir, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  return Array.isArray(map.sources) ? map.sources.map(String) : [];
}

/**
 * @param {string} appDir the build (dist/app)
 * @param {string[]} routeSources manifest keys of the route's lazy modules, e.g. src/pages/HomePage.tsx
 */
export function routeInitialJs(appDir, routeSources) {
  const manifest = readManifest(appDir);
  const entryKeys = entryClosure(manifest, 'lighthouse');
  const routeKeys = staticClosure(manifest, routeSources, 'lighthouse', new Set(entryKeys));

  // Scripts index.html names itself (the entry, its preloads, plain scripts outside the bundle).
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const htmlScripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const entryFiles = new Set([...[...entryKeys].map((key) => manifest[key].file), ...htmlScripts]);
  const files = new Set([...[...routeKeys].map((key) => manifest[key].file), ...htmlScripts]);
  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gz: gz(readFileSync(join(appDir, file))), entry: false }));
  for (const chunk of chunks) chunk.entry = entryFiles.has(chunk.file);
  chunks.sort((a, b) => b.gz - a.gz);

  const forbidden = {};
  for (const [name, pattern] of Object.entries(FORBIDDEN_UP_FRONT)) {
    forbidden[name] = chunks.flatMap((chunk) =>
      chunkSources(appDir, chunk.file)
        .filter((source) => pattern.test(source))
        .map((source) => `${chunk.file}: ${source.replace(/^(\.\.\/)+/, '')}`),
    );
  }
  return {
    entryGz: chunks.filter((chunk) => chunk.entry).reduce((sum, chunk) => sum + chunk.gz, 0),
    totalGz: chunks.reduce((sum, chunk) => sum + chunk.gz, 0),
    chunks,
    forbidden,
  };
}

/** gzip-9 size of each built JS file a page actually requested (URLs from Lighthouse's network log). */
export function requestedJs(appDir, urls) {
  const files = [];
  for (const url of urls) {
    const path = new URL(url).pathname;
    const local = join(appDir, path);
    if (!path.endsWith('.js') || !existsSync(local)) continue;
    files.push({ file: path.slice(1), gz: gz(readFileSync(local)) });
  }
  return { totalGz: files.reduce((sum, file) => sum + file.gz, 0), files };
}

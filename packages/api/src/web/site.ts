import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS_FILE } from '@siyum/domain';
import { type Context, Hono } from 'hono';
import type { Db } from '../db';
import { servedOverTls, type TrustedProxyHops } from '../http/clientAddress';
import type { Logger } from '../infra/log';
import { compress, preferredEncoding } from './compression';
import { createRouteIndex } from './routeIndex';
import { createSharePages, type ShareSettings } from './sharePage';
import { type SiteHeaders, siteHeadersOf } from './siteHeaders';
import { createWebFiles, type WebFile } from './webFiles';

export interface SiteOptions {
  /** The build of `npm run build:app` (dist/app): index.html, `_headers`, assets/. */
  dir: string;
  db: Db;
  share: ShareSettings;
  /** The site's origin for link previews (PUBLIC_ORIGIN); unset: the request's scheme and Host. */
  publicOrigin?: string | undefined;
  trustProxy: TrustedProxyHops;
  /** The local stack (a local identity provider): connect-src allows loopback ports. */
  local: boolean;
  log: Logger;
}

export interface Site {
  /** Every request outside /api: the build's files, link previews, the SPA fallback. */
  app: Hono;
  /** Compresses the build's files ahead of the first visitors. */
  warm(): Promise<void>;
}

const INDEX = '/index.html';
/** Where no file answers: the SPA fallback, except under /assets/ (a stale or mistyped chunk). */
const ASSETS = '/assets/';
/** Never served, though in the build: source maps (for the error tracker), the manifest, `_headers`. */
const PRIVATE = /(\.map$|^\/_headers$|\/\.)/;

/** Private, or not a path at all: judged decoded, so `%2emap` hides nothing. */
function isPrivate(path: string): boolean {
  try {
    return PRIVATE.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/** The headers the build being served wrote (the one source of its policy); it must have them. */
function loadSiteHeaders(dir: string, options: { local: boolean }): SiteHeaders {
  const file = join(dir, HEADERS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: serve a build of \`npm run build:app\``);
  }
  return siteHeadersOf(text, { local: options.local, source: file });
}

/** The client's cached copy is this one (If-None-Match names the ETag). */
function hasCurrentCopy(c: Context, etag: string): boolean {
  return (c.req.header('if-none-match') ?? '').split(/\s*,\s*/).includes(etag);
}

/**
 * The built web app as a CDN would serve it, for the one-process production server: the build's
 * `_headers` on every answer, brotli or gzip, hashed assets cached for a year, index.html and
 * builds/latest.json revalidated, every other path answering index.html with 200 (the app routes
 * in the browser and shows its own 404) naming the route's code (routeIndex.ts) — with a siyum's
 * link-preview tags on /s/{id}.
 */
export function createSite(options: SiteOptions): Site {
  if (!existsSync(join(options.dir, 'index.html')))
    throw new Error(`${options.dir} has no index.html: run \`npm run build:app\` (or set WEB_DIR)`);
  const headersOf = loadSiteHeaders(options.dir, { local: options.local });
  const files = createWebFiles(options.dir);
  const routeIndex = createRouteIndex(options.dir, files);
  const sharePage = createSharePages(options.db, options.share, options.log);

  const originOf = (c: Context, url: URL) =>
    options.publicOrigin ?? `${servedOverTls(c, options.trustProxy) ? 'https' : 'http'}://${url.host}`;

  function notFound(): Response {
    return new Response('Not Found', {
      status: 404,
      headers: { ...headersOf('/404'), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }

  async function serve(c: Context, file: WebFile, servedPath: string): Promise<Response> {
    const headers: Record<string, string> = {
      ...headersOf(servedPath),
      'Content-Type': file.type,
      ETag: file.etag,
      ...(file.compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (hasCurrentCopy(c, file.etag)) return new Response(null, { status: 304, headers });
    const encoding = file.compressible ? preferredEncoding(c.req.header('accept-encoding')) : undefined;
    const body = encoding ? await files.encoded(file, encoding) : file.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(body, { status: 200, headers });
  }

  /** A page made for this request (a link preview): compressed quickly, never cached by anyone. */
  async function page(c: Context, html: string): Promise<Response> {
    const headers: Record<string, string> = {
      ...headersOf(INDEX),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const raw = Buffer.from(html);
    const body = encoding ? await compress(raw, encoding, 'fast') : raw;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(body, { status: 200, headers });
  }

  const app = new Hono();
  // GET routes answer HEAD too (Hono drops the body).
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (isPrivate(path)) return notFound();
    const file = path === '/' ? undefined : await files.read(path);
    if (file) return serve(c, file, path);
    if (path.startsWith(ASSETS)) return notFound();
    const plainIndex = await files.read(INDEX);
    if (!plainIndex) return notFound();
    const index = routeIndex(plainIndex, path);
    const shared = await sharePage(url, originOf(c, url), () => index.body.toString('utf8'));
    return shared === undefined ? serve(c, index, INDEX) : page(c, shared);
  });
  app.all(
    '*',
    () =>
      new Response('Method Not Allowed', {
        status: 405,
        headers: { ...headersOf('/405'), Allow: 'GET, HEAD' },
      }),
  );
  app.onError((error) => {
    options.log.error('web.request_failed', { error });
    return new Response('Internal Server Error', {
      status: 500,
      headers: { ...headersOf('/500'), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  });

  return { app, warm: () => files.warm() };
}

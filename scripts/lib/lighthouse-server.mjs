// The production build as a CDN would serve it, for `npm run lighthouse`: brotli or gzip (at their
// highest levels, compressed once and kept), hashed files under /assets/ cached for a year, every
// other path without a file falling back to index.html (the app routes in the browser), and /api
// proxied to the API, its answers compressed on the fly. On 127.0.0.1 only: HTTP/1.1, or with `tls`
// HTTP/2 over TLS (what a CDN speaks; browsers use HTTP/2 only over TLS).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, relative } from 'node:path';
import { pipeline } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
// The production server's rules for types, compression and Accept-Encoding (run through tsx).
import { preferredEncoding } from '../../packages/api/src/web/compression.ts';
import {
  contentTypeOf,
  isCompressible,
  isCompressibleType,
} from '../../packages/api/src/web/contentTypes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function listFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(dir);
  return files;
}

// Hop-by-hop headers: never forwarded, and HTTP/2 refuses them outright.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);
const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())),
  );

/**
 * Serves `dir` on 127.0.0.1:`port`, /api going to `apiUrl`; with `tls` (PEM key and certificate)
 * over HTTPS with HTTP/2 (HTTP/1.1 for clients without it).
 * @param {{ dir: string, port: number, apiUrl: string, tls?: { key: string, cert: string } }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveBuild({ dir, port, apiUrl, tls }) {
  /** @type {Map<string, { body: Buffer, type: string, cache: string, encoded: Map<string, Buffer> }>} */
  const files = new Map();
  for (const path of listFiles(dir)) {
    const urlPath = `/${relative(dir, path).split('\\').join('/')}`;
    if (urlPath.startsWith('/.vite/')) continue; // the build manifest is not part of the site
    files.set(urlPath, {
      body: readFileSync(path),
      type: contentTypeOf(path),
      cache: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      encoded: new Map(),
    });
  }
  // Compressed before the first request, as a CDN serves them from its cache: compressing on
  // demand would hold the event loop while the page loads. Source maps (fetched, if at all, after
  // the page loaded) are compressed when asked for.
  for (const [urlPath, file] of files) {
    if (urlPath.endsWith('.map') || !isCompressible(file.type, file.body.length)) continue;
    encodedBody(file, 'br');
    encodedBody(file, 'gzip');
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`lighthouse: ${dir} has no index.html; build the app first`);

  /** The body in `encoding`, compressed on first use and kept (a CDN's edge cache). */
  function encodedBody(file, encoding) {
    let body = file.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(file.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
              },
            })
          : gzipSync(file.body, { level: 9 });
      file.encoded.set(encoding, body);
    }
    return body;
  }

  function serveFile(req, res, file) {
    const encoding = isCompressible(file.type, file.body.length)
      ? preferredEncoding(req.headers['accept-encoding'])
      : undefined;
    const body = encoding ? encodedBody(file, encoding) : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.cache,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function proxy(req, res) {
    const target = new URL(req.url ?? '/', apiUrl);
    const upstream = request(
      target,
      { method: req.method, headers: { ...forwardable(req.headers), host: target.host } },
      (answer) => {
        const headers = forwardable(answer.headers);
        const type = String(headers['content-type'] ?? '');
        const encoding =
          !headers['content-encoding'] && isCompressibleType(type) && req.method !== 'HEAD'
            ? preferredEncoding(req.headers['accept-encoding'])
            : undefined;
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, headers);
          pipeline(answer, res, () => undefined);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        const compress =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        pipeline(answer, compress, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('API unreachable');
    });
    pipeline(req, upstream, () => undefined);
  }

  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = files.get(pathname);
    if (file) serveFile(req, res, file);
    // A missing asset is a 404 (a stale chunk must fail, so the app reloads); a route is the app.
    else if (extname(pathname) || pathname.startsWith('/assets/'))
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    else serveFile(req, res, index);
  };
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  // The HTTP/2 compatibility API hands the same request/response shapes to the same handler.
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, /** @type {never} */ (handle))
    : createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

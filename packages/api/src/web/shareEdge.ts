import { DEDICATION_KINDS, type DedicationKind, isLocale, siyumReadInput } from '@siyum/domain';
import {
  DEFAULT_SHARE_SETTINGS,
  PREVIEW_TIMEOUT_MS,
  type SharedRead,
  type SharedSiyumReader,
  type ShareLink,
  type ShareSettings,
  sharePreview,
  withSharePreview,
} from './sharePreview';
import { siteHeadersOf } from './siteHeaders';

/**
 * Link previews of /s/{id} at the edge, for the CDN path of docs/deploy.md where /s/* must not
 * reach the replicas: a web-standard handler (`Request` in, `Response` out; no Node), the form
 * Cloudflare Workers, Deno Deploy and Vercel / Netlify edge functions run. It asks the API what a
 * visitor may see (`siyum.byId`, decision 0019: an unlisted siyum only with its share key) and
 * answers the built index.html with the preview's tags and the siyum the page draws from — the
 * rules, the head and the headers are the production server's (sharePreview.ts, siteHeaders.ts).
 * build/shareEdge.ts bundles it, with shareEdgeWorker.ts, into packages/api/dist/share-edge.js.
 */

export interface ShareEdgeConfig {
  /** Where `/api/trpc` answers: the site through the CDN, or the replicas' load balancer. */
  apiOrigin: string;
  /** The built index.html (the bucket's or the CDN's URL; never a /s/ path, which is this function). */
  indexUrl: string;
  /** The text of the build's `_headers` (scripts/securityHeaders.ts): every answer's headers. */
  siteHeaders: string;
  share: ShareSettings;
  /** The site's origin in og:url and og:image; unset: the request's. */
  publicOrigin?: string | undefined;
  /** How long the API may take before the plain page goes out (default 2 s, as the server's). */
  timeoutMs?: number | undefined;
  /** How long index.html may take before the answer is a 502 (default 5 s). */
  indexTimeoutMs?: number | undefined;
  /** A read of the API that failed (an answer other than 400 / 404, or an unexpected shape). */
  onError?: ((error: unknown, link: ShareLink) => void) | undefined;
}

export type ShareEdge = (request: Request) => Promise<Response>;

/** The Worker's environment (wrangler `vars`): the server's names where the server has one. */
export interface ShareEdgeEnv {
  API_ORIGIN?: string;
  INDEX_URL?: string;
  SITE_HEADERS?: string;
  PUBLIC_ORIGIN?: string;
  VITE_PRODUCT_NAME?: string;
  VITE_SHARE_IMAGE_URL?: string;
  VITE_IMAGE_BASE_URL?: string;
}

const INDEX = '/index.html';
const INDEX_TIMEOUT_MS = 5000;
const HTML = 'text/html; charset=utf-8';

/** The configuration from the Worker's environment; throws naming what is missing. */
export function shareEdgeConfigFromEnv(env: ShareEdgeEnv): ShareEdgeConfig {
  const missing = (['API_ORIGIN', 'INDEX_URL', 'SITE_HEADERS'] as const).filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not set`);
  return {
    apiOrigin: env.API_ORIGIN!.trim(),
    indexUrl: env.INDEX_URL!.trim(),
    siteHeaders: env.SITE_HEADERS!,
    share: {
      productName: env.VITE_PRODUCT_NAME ?? DEFAULT_SHARE_SETTINGS.productName,
      imageUrl: env.VITE_SHARE_IMAGE_URL ?? DEFAULT_SHARE_SETTINGS.imageUrl,
      imageBaseUrl: env.VITE_IMAGE_BASE_URL ?? DEFAULT_SHARE_SETTINGS.imageBaseUrl,
    },
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || undefined,
  };
}

/**
 * A client that takes HTML: no Accept at all (some crawlers send none), or one that names
 * text/html, XHTML or a wildcard. An `Accept: application/json` caller gets the plain page.
 */
export function acceptsHtml(accept: string | null): boolean {
  if (!accept?.trim()) return true;
  return accept
    .split(',')
    .map((range) => range.split(';')[0]?.trim().toLowerCase())
    .some(
      (type) =>
        type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/*' || type === '*/*',
    );
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isDedicationKind = (value: unknown): value is DedicationKind =>
  (DEDICATION_KINDS as readonly unknown[]).includes(value);

/**
 * What a preview needs of `siyum.byId`'s answer (a tRPC batch of one: `[{ result: { data } }]`,
 * `data` the domain's `Siyum`), checked field by field — the domain's zod schema would multiply the
 * function's size — with `data` itself, which the page carries. Throws on any other shape: the API
 * and the function have drifted apart.
 */
export function sharedReadOfAnswer(answer: unknown, id: number): SharedRead {
  const result = Array.isArray(answer) && isRecord(answer[0]) ? answer[0].result : undefined;
  const data = isRecord(result) ? result.data : undefined;
  const progress = isRecord(data) ? data.progress : undefined;
  if (
    !isRecord(data) ||
    data.id !== id ||
    typeof data.title !== 'string' ||
    !isDedicationKind(data.dedicationKind) ||
    typeof data.dedicationNames !== 'string' ||
    typeof data.targetDate !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(data.targetDate) ||
    !isRecord(progress) ||
    !isCount(progress.total) ||
    !isCount(progress.completed)
  )
    throw new Error('siyum.byId answered an unexpected shape');
  const siyum = {
    id,
    title: data.title,
    dedicationKind: data.dedicationKind,
    dedicationNames: data.dedicationNames,
    targetDate: data.targetDate,
    progress: { total: progress.total, completed: progress.completed },
    ...(isLocale(data.organizerLocale) ? { locale: data.organizerLocale } : {}),
  };
  return { siyum, answer: data };
}

/** `siyum.byId` as a visitor without a session asks it: the key only when the link carries one. */
function apiReader(apiOrigin: string): SharedSiyumReader {
  const procedure = new URL('/api/trpc/siyum.byId', apiOrigin);
  return async (link, signal) => {
    const url = new URL(procedure);
    url.searchParams.set('batch', '1');
    url.searchParams.set('input', JSON.stringify({ 0: siyumReadInput({ id: link.id, shareKey: link.key }) }));
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
    // Not found (or hidden: the same answer), or an input the API refuses: no preview, nothing wrong.
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`siyum.byId answered ${response.status}`);
    }
    return sharedReadOfAnswer(await response.json(), link.id);
  };
}

/** The built index.html, or undefined when it cannot be had in time. */
async function fetchText(url: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return await response.text();
    await response.body?.cancel();
  } catch {
    // Unreachable, refused, too slow: the 502 below says so.
  }
  return undefined;
}

/**
 * The edge function of `/s/*`: for `GET /s/{id}[?key=…]` from a client that takes HTML, index.html
 * and `siyum.byId` in parallel; the page with the siyum's preview and answer when the API shows it,
 * else the plain index.html (200: the app shows its own 404), always with the build's headers and
 * `Cache-Control: no-cache`. A 502 when index.html itself cannot be fetched. Throws at once when
 * `siteHeaders` sets no Content-Security-Policy.
 */
export function createShareEdge(config: ShareEdgeConfig): ShareEdge {
  const headersOf = siteHeadersOf(config.siteHeaders, { local: false, source: 'SITE_HEADERS' });
  const read = apiReader(config.apiOrigin);
  const indexTimeoutMs = config.indexTimeoutMs ?? INDEX_TIMEOUT_MS;
  const preview = {
    settings: config.share,
    timeoutMs: config.timeoutMs ?? PREVIEW_TIMEOUT_MS,
    onError: config.onError,
  };

  return async (request) => {
    const url = new URL(request.url);
    const wantsPreview = request.method === 'GET' && acceptsHtml(request.headers.get('accept'));
    const [indexHtml, shared] = await Promise.all([
      fetchText(config.indexUrl, indexTimeoutMs),
      wantsPreview
        ? sharePreview(url, read, { ...preview, origin: config.publicOrigin ?? url.origin })
        : undefined,
    ]);
    if (indexHtml === undefined)
      return new Response('Bad Gateway: the app page (index.html) could not be fetched', {
        status: 502,
        headers: {
          ...headersOf(INDEX),
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      });
    const html = shared ? withSharePreview(indexHtml, shared) : indexHtml;
    return new Response(request.method === 'HEAD' ? null : html, {
      status: 200,
      headers: { ...headersOf(INDEX), 'Content-Type': HTML, 'Cache-Control': 'no-cache' },
    });
  };
}

import {
  DEFAULT_IMAGE_BASE_URL,
  isShareKey,
  parseSiyumId,
  type SharedSiyum,
  type ShareHead,
  type SiyumAnswer,
  siyumReadInput,
  siyumShareHead,
  withShareHead,
  withSiyumAnswer,
} from '@siyum/domain';
import { heShareText } from '@siyum/domain/messages/he/share';

/**
 * The one core of a siyum's link preview (/s/{id}) and of the siyum the page carries for its first
 * draw, shared by the production server, which reads the siyum from the database (sharePage.ts),
 * and the edge function of the CDN path, which asks the API (shareEdge.ts). Pure web-standard code:
 * no Node, so it bundles into an edge function.
 */

/** What a link preview names besides the siyum (the same settings as scripts/shareHeadPlugin.ts). */
export interface ShareSettings {
  /** VITE_PRODUCT_NAME: the product in the title and og:site_name. */
  productName: string;
  /** VITE_SHARE_IMAGE_URL: og:image, resolved against the origin. */
  imageUrl: string;
  /** VITE_IMAGE_BASE_URL: the image service, for a siyum's photo as og:image (none: the site's image). */
  imageBaseUrl?: string | undefined;
}

/** The settings when VITE_PRODUCT_NAME / VITE_SHARE_IMAGE_URL are unset (as src/config.ts's). */
export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  productName: 'Siyum',
  imageUrl: '/share.png',
  imageBaseUrl: DEFAULT_IMAGE_BASE_URL,
};

/** A preview is worth a short wait, not a page that hangs: past this the plain page goes out. */
export const PREVIEW_TIMEOUT_MS = 2000;

/** A shared link: the siyum's id, and the share key an unlisted siyum's link carries (decision 0019). */
export interface ShareLink {
  id: number;
  key: string | undefined;
}

const SIYUM_PATH = /^\/s\/([^/]+)\/?$/;

/**
 * The siyum a /s/{id} URL names (the id as every page reads it: `parseSiyumId`, so a number no
 * siyum can have never reaches a query), with its `?key=` when the key has a share key's form.
 */
export function shareLinkOf(url: URL): ShareLink | undefined {
  const segment = SIYUM_PATH.exec(url.pathname)?.[1];
  const id = segment === undefined ? null : parseSiyumId(segment);
  if (id === null) return undefined;
  const key = url.searchParams.get('key') ?? undefined;
  return { id, key: key !== undefined && isShareKey(key) ? key : undefined };
}

/** A linked siyum as a visitor reads it: what its preview shows, and `siyum.byId`'s whole answer. */
export interface SharedRead {
  siyum: SharedSiyum;
  /** The API's answer to a visitor (the domain's `Siyum`), which the page draws from at once. */
  answer: unknown;
}

/**
 * Reads a linked siyum as a visitor without a session may (decision 0019): a listed one; an
 * unlisted one only when the link's key is its share key. Null (or undefined) for anything else — a
 * preview must not tell an unknown siyum from a hidden one. `signal` aborts once the preview stops
 * waiting.
 */
export type SharedSiyumReader = (
  link: ShareLink,
  signal: AbortSignal,
) => Promise<SharedRead | null | undefined>;

/** A /s/{id} page's own parts: the preview's head, and the siyum it carries. */
export interface SharePreview {
  head: ShareHead;
  answer: SiyumAnswer;
}

/** index.html made into a siyum's page: its preview in the head, the siyum before `</body>`. */
export const withSharePreview = (indexHtml: string, preview: SharePreview): string =>
  withSiyumAnswer(withShareHead(indexHtml, preview.head), preview.answer);

export interface PreviewOptions {
  /** The site's origin in og:url and og:image (PUBLIC_ORIGIN, or the request's). */
  origin: string;
  settings: ShareSettings;
  timeoutMs?: number;
  /** A reader that failed (the preview is then left out; the plain page goes out). */
  onError?: (error: unknown, link: ShareLink) => void;
}

/**
 * A /s/{id} page's preview (the siyum's title, description and og:* tags) and the siyum as the
 * page's link reads it. Undefined — the plain page, which shows the app's own 404 or error and
 * asks the API itself — for a URL that names no siyum, a siyum the reader does not show, a reader
 * slower than the timeout, or one that fails.
 */
export async function sharePreview(
  url: URL,
  read: SharedSiyumReader,
  options: PreviewOptions,
): Promise<SharePreview | undefined> {
  const link = shareLinkOf(url);
  if (!link) return undefined;
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), options.timeoutMs ?? PREVIEW_TIMEOUT_MS);
  const timedOut = new Promise<undefined>((done) => {
    late.signal.addEventListener('abort', () => done(undefined), { once: true });
  });
  try {
    const shared = await Promise.race([read(link, late.signal), timedOut]);
    if (!shared) return undefined;
    const { siyum, answer } = shared;
    // The link's key stays in og:url: an unlisted siyum's preview opens its page.
    const head = siyumShareHead(
      { ...siyum, shareKey: link.key },
      { origin: options.origin, ...options.settings },
      // In the organizer's language (issue 23).
      siyum.locale === 'he' ? heShareText : undefined,
    );
    // The input as the page builds it from the same link.
    return { head, answer: { input: siyumReadInput({ id: link.id, shareKey: link.key }), answer } };
  } catch (error) {
    options.onError?.(error, link);
    return undefined;
  } finally {
    clearTimeout(timer);
    late.abort();
  }
}

import { createHash } from 'node:crypto';
import { IMAGE_SNIFF_BYTES, type ImageRequest, parseImagePath, photoRefusal } from '@siyum/domain';
import { type Context, Hono } from 'hono';
import { httpErrorAnswer } from '../http/errors';
import { DomainError } from '../infra/errors';
import { consoleLogger, type Logger } from '../infra/log';
import type { ObjectStore } from '../storage/objectStore';
import { negotiateFormat, type OutputFormat, renderVariant, UnreadableImageError } from './renderVariant';
import { variantKey } from './variantCache';

export interface ImageRoutesOptions {
  /** Default: the server's JSON-lines logger. */
  log?: Logger;
  /** Renders a variant (tests count or slow it); default `renderVariant`. */
  render?: typeof renderVariant;
}

/** §8: what is logged when an original cannot be read (the spec's exact words). */
export const IMAGE_META_FAILED = 'Failed to get image meta';

/** A variant never changes under its URL (a new photo is a new key, a new crop a new URL). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Outcome =
  | { kind: 'variant'; body: Uint8Array; contentType: string; eTag: string }
  | { kind: 'missing' }
  | { kind: 'unreadable' };

const md5ETag = (body: Uint8Array) => `"${createHash('md5').update(body).digest('hex')}"`;

/**
 * The path under the mount point, still percent-encoded (the key's segments are decoded by
 * `parseImagePath`, once): the route is `/*`, so its pattern's stem is where this app is mounted.
 */
function pathUnderMount(c: Context): string {
  const mount = c.req.routePath.replace(/\/?\*$/, '');
  return new URL(c.req.url).pathname.slice(mount.length);
}

/**
 * The local image service (issue 21), mounted at `/api/img`: GET `/<crop>/<variant>/<key>` in the
 * URL grammar of `imageUrl` (@siyum/domain). A variant is read from the bucket's cache or rendered
 * from the original and stored there; concurrent requests for one variant share one render.
 *
 * Answers: 200 with the image, immutable caching, an ETag (304 to a matching If-None-Match) and
 * `Vary: Accept` for `f_auto` only; 404 for a path outside the grammar or a missing original; 400
 * when the original is not an image we read (not an image, over the size or pixel limit, corrupt:
 * logged as §8's 'Failed to get image meta'); 503 when the bucket cannot be reached.
 */
export function imageRoutes(store: ObjectStore, options: ImageRoutesOptions = {}): Hono {
  const log = options.log ?? consoleLogger;
  const render = options.render ?? renderVariant;
  const inFlight = new Map<string, Promise<Outcome>>();

  async function produce(request: ImageRequest, format: OutputFormat, key: string): Promise<Outcome> {
    const cached = await store.get(key);
    if (cached) {
      const contentType = cached.contentType ?? 'application/octet-stream';
      return { kind: 'variant', body: cached.body, contentType, eTag: cached.eTag ?? md5ETag(cached.body) };
    }
    // The header's claims first, from a range read: a bomb, a stray file or one too large to hold in
    // memory is refused before the original is read whole or sharp opens it.
    const head = await store.head(request.key, IMAGE_SNIFF_BYTES);
    if (!head) return { kind: 'missing' };
    const refusal = photoRefusal(head.bytes, head.size);
    if (refusal) {
      log.warn(IMAGE_META_FAILED, { key: request.key, reason: refusal, size: head.size });
      return { kind: 'unreadable' };
    }
    const original = await store.get(request.key);
    if (!original) return { kind: 'missing' };
    let rendered: Awaited<ReturnType<typeof renderVariant>>;
    try {
      rendered = await render(original.body, { ...request, format });
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      log.warn(IMAGE_META_FAILED, { key: request.key, reason: 'unreadable', error });
      return { kind: 'unreadable' };
    }
    try {
      await store.put(key, rendered.body, {
        contentType: rendered.contentType,
        cacheControl: IMAGE_CACHE_CONTROL,
      });
    } catch (error) {
      // The viewer still gets the image; the next request renders again.
      log.error('image.cache_write_failed', { key, error });
    }
    return {
      kind: 'variant',
      body: rendered.body,
      contentType: rendered.contentType,
      eTag: md5ETag(rendered.body),
    };
  }

  /** One render per variant at a time: later requests wait for the first one's outcome. */
  function variant(request: ImageRequest, format: OutputFormat): Promise<Outcome> {
    const key = variantKey(request, format);
    const running = inFlight.get(key);
    if (running) return running;
    const outcome = produce(request, format, key).finally(() => inFlight.delete(key));
    inFlight.set(key, outcome);
    return outcome;
  }

  const app = new Hono();
  app.get('/*', async (c) => {
    const request = parseImagePath(pathUnderMount(c));
    if (!request) return httpErrorAnswer(c, new DomainError('NOT_FOUND', 'query:imagePath'));
    const negotiated = request.format === 'auto';
    const format = request.format === 'auto' ? negotiateFormat(c.req.header('accept')) : request.format;
    let outcome: Outcome;
    try {
      outcome = await variant(request, format);
    } catch (error) {
      log.error('image.store_failed', { key: request.key, error });
      return httpErrorAnswer(c, new DomainError('SERVICE_UNAVAILABLE', 'query:imageStore'));
    }
    if (outcome.kind === 'missing')
      return httpErrorAnswer(c, new DomainError('NOT_FOUND', 'query:imageMissing'));
    if (outcome.kind === 'unreadable')
      return httpErrorAnswer(c, new DomainError('BAD_REQUEST', 'query:notAnImage'));
    c.header('cache-control', IMAGE_CACHE_CONTROL);
    c.header('etag', outcome.eTag);
    if (negotiated) c.header('vary', 'accept');
    if (matchesETag(c.req.header('if-none-match'), outcome.eTag)) return c.body(null, 304);
    c.header('content-type', outcome.contentType);
    // Hono takes an ArrayBuffer-backed view; the store's may sit on any buffer (one copy, small).
    return c.body(new Uint8Array(outcome.body), 200);
  });
  return app;
}

/** If-None-Match: `*` or a list of (possibly weak) tags. */
function matchesETag(header: string | undefined, eTag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === eTag;
  });
}

import {
  type ImageVariant,
  imageUrl,
  inspectImageBytes,
  placeholderUrl,
  type SiyumPhoto,
  shareImageUrl,
} from '@siyum/domain';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../infra/log';
import { createMemoryObjectStore, type MemoryObjectStore } from '../storage/memoryObjectStore';
import type { ObjectStore } from '../storage/objectStore';
import { renderVariant } from './renderVariant';
import { IMAGE_META_FAILED, imageRoutes } from './routes';
import { jpegClaiming, jpegWithGps, leftRightPng } from './testImages';
import { variantPrefix } from './variantCache';

const BASE = '/api/img';
const photo: SiyumPhoto = {
  key: 'protected/local:00000000-0000-4000-8000-000000000001/photos/00000000-0000-4000-8000-000000000002',
  crop: { x: 0.125, y: 0, width: 0.75, height: 1 },
};
const other: SiyumPhoto = { ...photo, key: photo.key.replace(/2$/, '3') };

interface Harness {
  app: Hono;
  store: MemoryObjectStore;
  puts: string[];
  renders: number;
  logged: { level: string; event: string; context: Record<string, unknown> }[];
}

/** The routes mounted as the server will, over a memory store that counts writes and renders. */
function harness(options: { failingStore?: boolean } = {}): Harness {
  const store = createMemoryObjectStore();
  const h: Harness = { app: new Hono(), store, puts: [], renders: 0, logged: [] };
  const counted: ObjectStore = {
    ...store,
    get: (key) => (options.failingStore ? Promise.reject(new Error('bucket away')) : store.get(key)),
    put: (key, body, putOptions) => {
      h.puts.push(key);
      return store.put(key, body, putOptions);
    },
  };
  const record =
    (level: string) =>
    (event: string, context: Record<string, unknown>): void => {
      h.logged.push({ level, event, context });
    };
  const log: Logger = { error: record('error'), warn: record('warn'), info: record('info') };
  const render: typeof renderVariant = (...args) => {
    h.renders += 1;
    return renderVariant(...args);
  };
  // As createApp mounts it: under `/api`, behind middleware of its own.
  h.app = new Hono().basePath('/api');
  h.app.use('*', async (_c, next) => next());
  h.app.route('/img', imageRoutes(counted, { log, render }));
  return h;
}

const get = (h: Harness, url: string, headers: Record<string, string> = {}) =>
  h.app.request(url, { headers });
const url = (variant: ImageVariant, which: SiyumPhoto = photo) => imageUrl(BASE, which, variant);
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('image routes', () => {
  let h: Harness;
  beforeEach(async () => {
    h = harness();
    await h.store.put(photo.key, await leftRightPng(1600, 1200), { contentType: 'image/png' });
  });

  it('answers a webp variant with immutable caching, an ETag and no Vary', async () => {
    const response = await get(h, url({ width: 320 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('vary')).toBeNull();
    // The crop is 75% of 1600 × 1200 = 1200 × 1200; w_320 → 320 × 320.
    expect(inspectImageBytes(await bytesOf(response))).toEqual({ format: 'webp', width: 320, height: 320 });
  });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    [undefined, 'image/jpeg'],
  ])('f_auto with Accept %s answers %s and varies on Accept', async (accept, contentType) => {
    const response = await get(h, url({ width: 320, format: 'auto' }), accept ? { accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('vary')).toBe('accept');
  });

  it('caches each negotiated format of an f_auto URL as its own object', async () => {
    await get(h, url({ width: 320, format: 'auto' }), { accept: 'image/avif' });
    await get(h, url({ width: 320, format: 'auto' }), { accept: 'image/webp' });
    const jpeg = await get(h, url({ width: 320, format: 'auto' }));
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(h.puts).toHaveLength(3);
    expect(new Set(h.puts).size).toBe(3);
  });

  it.each([
    [1, 640],
    [2, 1200],
  ] as const)(
    'renders w_640 at density %i as %i pixels wide (no more than the crop has)',
    async (density, width) => {
      const response = await get(h, url({ width: 640, density }));
      expect(inspectImageBytes(await bytesOf(response))?.width).toBe(width);
    },
  );

  it('serves the 10×10 placeholder and the 600×600 JPEG share image', async () => {
    const placeholder = await get(h, placeholderUrl(BASE, photo));
    expect(inspectImageBytes(await bytesOf(placeholder))).toEqual({ format: 'webp', width: 10, height: 10 });
    const share = await get(h, shareImageUrl(BASE, photo));
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    expect(inspectImageBytes(await bytesOf(share))).toEqual({ format: 'jpeg', width: 600, height: 600 });
  });

  it('serves a cached variant without rendering or writing again', async () => {
    const first = await get(h, url({ width: 640 }));
    const second = await get(h, url({ width: 640 }));
    expect(h.renders).toBe(1);
    expect(h.puts).toEqual([
      expect.stringMatching(/^cache\/protected\/local:.*\/x_0\.125,y_0,w_0\.75,h_1,c_crop,w_640,/),
    ]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await bytesOf(second)).toEqual(await bytesOf(first));
  });

  it('renders once for concurrent requests of one variant', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(h, url({ width: 768 }))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(h.renders).toBe(1);
    expect(h.puts).toHaveLength(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(h, url({ width: 320 }));
    const eTag = first.headers.get('etag') ?? '';
    const again = await get(h, url({ width: 320 }), { 'if-none-match': `W/${eTag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(eTag);
    expect(await again.text()).toBe('');
  });

  it("keeps every variant of a photo under its prefix, and no other photo's", async () => {
    await h.store.put(other.key, await leftRightPng(200, 200), { contentType: 'image/png' });
    await get(h, url({ width: 320 }));
    await get(h, url({ width: 320, density: 2 }));
    await get(h, placeholderUrl(BASE, photo));
    await get(h, url({ width: 320 }, other));
    const page = await h.store.list(variantPrefix(photo.key));
    expect(page.items).toHaveLength(3);
    await h.store.delete(page.items.map((item) => item.key));
    expect(h.store.keys()).toEqual([
      `${variantPrefix(other.key)}x_0.125,y_0,w_0.75,h_1,c_crop,w_320,dpr_1,f_webp,q_auto:best,e_sharpen:100`,
      photo.key,
      other.key,
    ]);
  });

  it('serves no EXIF from a JPEG that carried GPS', async () => {
    await h.store.put(photo.key, await jpegWithGps(), { contentType: 'image/jpeg' });
    const body = await bytesOf(await get(h, url({ width: 320, format: 'jpg' })));
    expect(inspectImageBytes(body)?.format).toBe('jpeg');
    expect(Buffer.from(body).includes('Exif')).toBe(false);
    expect(Buffer.from(body).includes('TestCam')).toBe(false);
  });

  it.each([
    [
      'a width outside §9',
      `${BASE}/x_0,y_0,w_1,h_1,c_crop/w_333,dpr_1,f_webp,q_auto:best,e_sharpen:100/${photo.key}`,
    ],
    [
      'a crop outside the image',
      url({ width: 320 }, { ...photo, crop: { x: 0.5, y: 0, width: 0.75, height: 1 } }),
    ],
    ['a key that is not a photo key', url({ width: 320 }, { ...photo, key: 'private/secrets.txt' })],
    ['no key at all', `${BASE}/x_0,y_0,w_1,h_1,c_crop/w_320,dpr_1,f_webp,q_auto:best,e_sharpen:100`],
    ['the bare mount', BASE],
  ])('answers 404 to %s', async (_name, path) => {
    const response = await get(h, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ data: { code: 'NOT_FOUND', reason: 'query:imagePath' } });
    expect(h.renders).toBe(0);
  });

  it('answers 404 when the original is missing, and caches nothing', async () => {
    const response = await get(h, url({ width: 320 }, other));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ data: { reason: 'query:imageMissing' } });
    expect(h.puts).toEqual([]);
    expect(h.logged).toEqual([]);
  });

  it.each([
    ['not an image', async () => new TextEncoder().encode('<html>not a photo</html>'), 'notImage', 0],
    ['a bomb (header claims 10000×10000)', () => jpegClaiming(10_000, 10_000), 'tooManyPixels', 0],
    // Valid header, no pixels behind it: sniffing passes, sharp refuses.
    ['a corrupt JPEG', async () => (await jpegClaiming(100, 100)).subarray(0, 200), 'unreadable', 1],
  ])("answers 400 for an original that is %s and logs §8's words", async (_name, make, reason, renders) => {
    await h.store.put(photo.key, await make(), { contentType: 'image/jpeg' });
    const response = await get(h, url({ width: 320 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      data: { code: 'BAD_REQUEST', reason: 'query:notAnImage' },
    });
    expect(h.logged).toEqual([
      {
        level: 'warn',
        event: 'Failed to get image meta',
        context: expect.objectContaining({ key: photo.key, reason }),
      },
    ]);
    expect(IMAGE_META_FAILED).toBe('Failed to get image meta');
    expect(h.renders).toBe(renders);
    expect(h.puts).toEqual([]);
  });

  it('answers 503 and logs when the bucket cannot be read', async () => {
    const broken = harness({ failingStore: true });
    const response = await get(broken, url({ width: 320 }));
    expect(response.status).toBe(503);
    expect(broken.logged.map((entry) => entry.event)).toEqual(['image.store_failed']);
  });
});

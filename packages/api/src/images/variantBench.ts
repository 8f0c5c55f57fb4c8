import { IMAGE_DENSITIES, IMAGE_WIDTHS, imageUrl, type SiyumPhoto } from '@siyum/domain';
import { Hono } from 'hono';
import sharp from 'sharp';
import { silentLogger } from '../infra/log';
import { createMemoryObjectStore } from '../storage/memoryObjectStore';
import { imageRoutes } from './routes';

export interface VariantBench {
  /** Mean time of a request that renders its variant (read original, decode, crop, resize, encode, store). */
  coldMsPerVariant: number;
  /** Mean time of the same request once the variant is in the bucket's cache. */
  cachedMsPerVariant: number;
  variants: number;
}

const PHOTO: SiyumPhoto = {
  key: 'protected/local:00000000-0000-4000-8000-00000000be00/photos/00000000-0000-4000-8000-00000000be01',
  // A centred square: the organizer's crop of a landscape photo.
  crop: { x: 1 / 6, y: 0, width: 2 / 3, height: 1 },
};

export interface VariantBenchOptions {
  /** The original's size; default a 3000×2000 camera photo (tests pass a small one). */
  width?: number;
  height?: number;
}

/** A camera-like JPEG; noise, so the codecs work on detail as on a real photo (a flat fill is free). */
async function cameraJpeg(width: number, height: number): Promise<Uint8Array> {
  const noise = { type: 'gaussian', mean: 128, sigma: 20 } as const;
  const image = sharp({ create: { width, height, channels: 3, background: '#808080', noise } });
  return new Uint8Array(await image.jpeg({ quality: 85 }).toBuffer());
}

/**
 * Issue 21's bench row: every §9 width at densities 1 and 2 in WebP, one request at a time through
 * the image routes over a memory store — first cold (each renders), then again (each a cache hit).
 */
export async function benchVariants(options: VariantBenchOptions = {}): Promise<VariantBench> {
  const store = createMemoryObjectStore();
  const original = await cameraJpeg(options.width ?? 3000, options.height ?? 2000);
  await store.put(PHOTO.key, original, { contentType: 'image/jpeg' });
  const app = new Hono().route('/img', imageRoutes(store, { log: silentLogger }));
  const urls = IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_DENSITIES.map((density) => imageUrl('/img', PHOTO, { width, density, format: 'webp' })),
  );
  const timeAll = async () => {
    const start = performance.now();
    for (const url of urls) {
      const response = await app.request(url);
      if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
    return (performance.now() - start) / urls.length;
  };
  const cold = await timeAll();
  const cached = await timeAll();
  const round = (ms: number) => Number(ms.toFixed(2));
  return { coldMsPerVariant: round(cold), cachedMsPerVariant: round(cached), variants: urls.length };
}

import { type ImageRequest, inspectImageBytes, PHOTO_SHARE_SIZE } from '@siyum/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { negotiateFormat, renderVariant, sharpenSigma, UnreadableImageError } from './renderVariant';
import {
  BLUE,
  jpegClaiming,
  jpegWithGps,
  leftRightPng,
  near,
  noisyJpeg,
  pixelAt,
  RED,
  sidewaysJpeg,
} from './testImages';

const KEY =
  'protected/local:00000000-0000-4000-8000-000000000001/photos/00000000-0000-4000-8000-000000000002';
const FULL = { x: 0, y: 0, width: 1, height: 1 };
const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  key: KEY,
  crop: FULL,
  width: 320,
  density: 1,
  format: 'webp',
  quality: 'auto:best',
  sharpen: 100,
  ...overrides,
});
const sizeOf = async (body: Uint8Array) => {
  const { width, height } = await sharp(body).metadata();
  return { width, height };
};

describe('negotiateFormat (f_auto)', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp;q=0.9', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/*,*/*;q=0.8', 'jpg'],
    ['', 'jpg'],
    [undefined, 'jpg'],
  ] as const)('Accept %s → %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});

describe('renderVariant', () => {
  let photo: Uint8Array;
  beforeAll(async () => {
    photo = await leftRightPng(1600, 1200);
  });

  it.each([
    ['webp', undefined, 'webp', 'image/webp'],
    ['avif', undefined, 'avif', 'image/avif'],
    ['jpg', undefined, 'jpeg', 'image/jpeg'],
    ['auto', 'image/avif,image/webp,*/*', 'avif', 'image/avif'],
    ['auto', 'image/webp,*/*', 'webp', 'image/webp'],
    ['auto', '*/*', 'jpeg', 'image/jpeg'],
  ] as const)('f_%s (Accept %s) encodes %s', async (format, accept, encoded, contentType) => {
    const variant = await renderVariant(photo, request({ format }), accept);
    expect(variant.contentType).toBe(contentType);
    expect(inspectImageBytes(variant.body)?.format).toBe(encoded);
  });

  it.each([
    [320, 1, FULL, 320, 240],
    [320, 2, FULL, 640, 480],
    [640, 2, FULL, 1280, 960],
    // Never enlarged: the original has 1600 pixels across, the crop 800.
    [1400, 2, FULL, 1600, 1200],
    [640, 2, { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, 800, 600],
  ])('w_%i at density %i of crop %o → %i×%i', async (width, density, crop, outWidth, outHeight) => {
    const variant = await renderVariant(photo, request({ width, density: density as 1 | 2, crop }));
    expect(await sizeOf(variant.body)).toEqual({ width: outWidth, height: outHeight });
  });

  it('renders the 10×10 placeholder and the 600×600 JPEG share image', async () => {
    const placeholder = await renderVariant(
      photo,
      request({ width: 10, height: 10, quality: 'auto:eco', sharpen: 0 }),
    );
    expect(await sizeOf(placeholder.body)).toEqual({ width: 10, height: 10 });
    const share = await renderVariant(
      photo,
      request({ width: PHOTO_SHARE_SIZE, height: PHOTO_SHARE_SIZE, format: 'jpg' }),
    );
    expect(inspectImageBytes(share.body)).toEqual({ format: 'jpeg', width: 600, height: 600 });
  });

  it('keeps a fill square but never enlarges it beyond the crop', async () => {
    const small = await leftRightPng(400, 300);
    const share = await renderVariant(small, request({ width: 600, height: 600, format: 'jpg' }));
    expect(await sizeOf(share.body)).toEqual({ width: 300, height: 300 });
  });

  it.each([
    ['the left half', { x: 0, y: 0, width: 0.5, height: 1 }, RED],
    ['the right half', { x: 0.5, y: 0, width: 0.5, height: 1 }, BLUE],
    ['a square inside the right half', { x: 0.6, y: 0.2, width: 0.3, height: 0.4 }, BLUE],
  ])('crops to %s', async (_name, crop, colour) => {
    const variant = await renderVariant(photo, request({ crop, format: 'jpg', sharpen: 0 }));
    const { width = 0, height = 0 } = await sharp(variant.body).metadata();
    for (const [x, y] of [
      [1, 1],
      [width - 2, height - 2],
      [Math.floor(width / 2), Math.floor(height / 2)],
    ] as const) {
      expect(near(await pixelAt(variant.body, x, y), colour)).toBe(true);
    }
  });

  it('applies EXIF orientation before the crop (orientation 6: stored 400×200, shown 200×400)', async () => {
    const sideways = await sidewaysJpeg(400, 200);
    const whole = await renderVariant(sideways, request({ format: 'jpg', sharpen: 0 }));
    expect(await sizeOf(whole.body)).toEqual({ width: 200, height: 400 });
    // The stored left half (red) is shown on top once turned.
    expect(near(await pixelAt(whole.body, 100, 20), RED)).toBe(true);
    expect(near(await pixelAt(whole.body, 100, 380), BLUE)).toBe(true);
    // The crop's fractions are of the shown image: its bottom half is blue.
    const bottom = await renderVariant(
      sideways,
      request({ format: 'jpg', sharpen: 0, crop: { x: 0, y: 0.5, width: 1, height: 0.5 } }),
    );
    expect(await sizeOf(bottom.body)).toEqual({ width: 200, height: 200 });
    expect(near(await pixelAt(bottom.body, 100, 10), BLUE)).toBe(true);
    expect((await sharp(bottom.body).metadata()).orientation).toBeUndefined();
  });

  it.each(['jpg', 'webp', 'avif'] as const)('strips EXIF and GPS from a %s variant', async (format) => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    // The original does carry a GPS IFD (its pointer, tag 0x8825, in either byte order).
    const gpsPointer = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsPointer.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(Buffer.from(original).includes('TestCam')).toBe(true);
    const variant = await renderVariant(original, request({ format }));
    const after = await sharp(variant.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(Buffer.from(variant.body).includes('TestCam')).toBe(false);
    expect(Buffer.from(variant.body).includes('Exif')).toBe(false);
  });

  it('maps sharpen 0–100 to a sigma, 0 meaning none, and sharpening changes the pixels', async () => {
    expect([0, 1, 50, 100, 250].map(sharpenSigma)).toEqual([null, 0.307, 0.65, 1, 1]);
    const soft = await renderVariant(photo, request({ format: 'jpg', sharpen: 0 }));
    const sharp100 = await renderVariant(photo, request({ format: 'jpg', sharpen: 100 }));
    expect(Buffer.compare(soft.body, sharp100.body)).not.toBe(0);
  });

  it('spends fewer bytes at q_auto:eco than at q_auto:best', async () => {
    const noisy = await noisyJpeg(800, 600);
    const best = await renderVariant(noisy, request({ width: 640 }));
    const eco = await renderVariant(noisy, request({ width: 640, quality: 'auto:eco' }));
    expect(eco.body.byteLength).toBeLessThan(best.body.byteLength);
  });

  it.each([
    ['text', async () => new TextEncoder().encode('not an image at all')],
    ['a JPEG whose header claims 10000×10000 (a bomb)', () => jpegClaiming(10_000, 10_000)],
    ['a JPEG cut off halfway', async () => (await noisyJpeg(256, 256)).subarray(0, 15_000)],
  ])('refuses %s as unreadable', async (_name, make) => {
    const original = new Uint8Array(await make());
    await expect(renderVariant(original, request())).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

import sharp from 'sharp';

/**
 * Originals for the image service's tests, made by sharp when a test runs (no binary fixtures):
 * colours a crop or a rotation can be checked by, a JPEG carrying GPS EXIF, a bomb's header.
 */
export const RED = { r: 220, g: 20, b: 20 };
export const BLUE = { r: 20, g: 20, b: 220 };
type Colour = typeof RED;

const toBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** A PNG, red on its left half and blue on its right. */
export async function leftRightPng(width: number, height: number): Promise<Uint8Array> {
  const half = Math.floor(width / 2);
  const right = await sharp({ create: { width: width - half, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: right, left: half, top: 0 }])
    .png();
  return toBytes(await image.toBuffer());
}

/**
 * A JPEG stored `width`×`height`, left half red, right half blue, with EXIF orientation 6 (shown
 * turned a quarter clockwise: `height`×`width`, red on top) — what a phone held upright writes.
 */
export async function sidewaysJpeg(width: number, height: number): Promise<Uint8Array> {
  const stored = await leftRightPng(width, height);
  return toBytes(await sharp(stored).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer());
}

/** A JPEG with a camera's EXIF: make, model and where it was taken (GPS). */
export async function jpegWithGps(width = 800, height = 600): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: RED } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 46/1 5/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '35/1 14/1 3/1',
      },
    });
  return toBytes(await image.toBuffer());
}

/** A noisy photo-like JPEG (noise does not compress away, as a real photo does not). */
export async function noisyJpeg(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: RED,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 85 });
  return toBytes(await image.toBuffer());
}

/** A small JPEG whose frame header is rewritten to claim `width`×`height`: a decompression bomb. */
export async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = toBytes(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
      .jpeg()
      .toBuffer(),
  );
  const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

/** The colour at (x, y) of an encoded image, and its size. */
export async function pixelAt(encoded: Uint8Array, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(encoded).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? -1, g: data[i + 1] ?? -1, b: data[i + 2] ?? -1 };
}

/** Whether two colours are alike after lossy encoding. */
export const near = (a: Colour, b: Colour, tolerance = 40): boolean =>
  Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImageBytes, type PhotoFormat, photoRefusal } from './imageBytes';
import { PHOTO_MAX_BYTES } from './images';

// Real encoders' output (sharp/libvips), so the parser is checked against what phones and browsers make.
const WIDTH = 37;
const HEIGHT = 23;
const canvas = (channels: 3 | 4 = 3) =>
  sharp({
    create: { width: WIDTH, height: HEIGHT, channels, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
  });

const encoders: [string, PhotoFormat, () => Promise<Buffer>][] = [
  ['baseline JPEG', 'jpeg', () => canvas().jpeg().toBuffer()],
  ['progressive JPEG (SOF2)', 'jpeg', () => canvas().jpeg({ progressive: true }).toBuffer()],
  [
    'JPEG with EXIF before its frame header',
    'jpeg',
    () =>
      canvas()
        .jpeg()
        .withExif({ IFD0: { Copyright: 'x'.repeat(2000) }, IFD3: { GPSLatitudeRef: 'N' } })
        .toBuffer(),
  ],
  ['PNG', 'png', () => canvas().png().toBuffer()],
  ['lossy WebP (VP8)', 'webp', () => canvas().webp().toBuffer()],
  ['lossless WebP (VP8L)', 'webp', () => canvas().webp({ lossless: true }).toBuffer()],
  ['extended WebP with alpha (VP8X)', 'webp', () => canvas(4).webp().toBuffer()],
  ['GIF', 'gif', () => canvas().gif().toBuffer()],
  ['AVIF', 'avif', () => canvas().avif({ effort: 0 }).toBuffer()],
];

describe('inspectImageBytes', () => {
  it.each(encoders)('reads the format and size of a %s', async (_name, format, encode) => {
    const bytes = new Uint8Array(await encode());
    expect(inspectImageBytes(bytes)).toEqual({ format, width: WIDTH, height: HEIGHT });
  });

  it('reads an AVIF whose primary item is rotated a quarter turn as shown', async () => {
    // EXIF orientation 6 becomes the AVIF's irot property: the shown size is swapped.
    const bytes = new Uint8Array(
      await canvas().withMetadata({ orientation: 6 }).avif({ effort: 0 }).toBuffer(),
    );
    const shown = await sharp(bytes).metadata();
    expect(inspectImageBytes(bytes)).toEqual({
      format: 'avif',
      width: shown.autoOrient.width,
      height: shown.autoOrient.height,
    });
  });

  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    ['nothing', new Uint8Array()],
    ['text named like a photo', text('hello.jpg, not a picture')],
    ['a PDF', text('%PDF-1.7\n%\u00e2\u00e3')],
    [
      'an SVG (scripts, not pixels)',
      text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['a JPEG cut before its frame header', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
    ['a PNG signature alone', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    [
      'a HEIC (not a format we take)',
      new Uint8Array([0, 0, 0, 24, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(inspectImageBytes(bytes)).toBeNull();
  });
});

/** A JPEG made by sharp whose frame header is rewritten to claim `width`×`height` (a bomb's header). */
async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(await canvas().jpeg().toBuffer());
  const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function gifClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(13);
  bytes.set(new TextEncoder().encode('GIF89a'));
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

describe('photoRefusal', () => {
  it.each([
    ['a small JPEG', () => canvas().jpeg().toBuffer(), null],
    ['a PNG', () => canvas().png().toBuffer(), null],
    ['text', async () => Buffer.from('not an image'), 'notImage'],
    ['a JPEG claiming 10000×10000 (100 MP)', () => jpegClaiming(10_000, 10_000), 'tooManyPixels'],
    ['a JPEG claiming 7072×7072 (just over 50 MP)', () => jpegClaiming(7072, 7072), 'tooManyPixels'],
    ['a JPEG claiming 7000×7000 (49 MP)', () => jpegClaiming(7000, 7000), null],
    ['a PNG header claiming 30000×30000', async () => pngClaiming(30_000, 30_000), 'tooManyPixels'],
    ['a GIF screen of 65535×65535', async () => gifClaiming(65_535, 65_535), 'tooManyPixels'],
  ] as const)('%s → %s', async (_name, make, refusal) => {
    const bytes = new Uint8Array(await make());
    expect(photoRefusal(bytes, bytes.length)).toBe(refusal);
  });

  it('refuses a file over PHOTO_MAX_BYTES from its size alone', async () => {
    const start = new Uint8Array(await canvas().jpeg().toBuffer());
    expect(photoRefusal(start, PHOTO_MAX_BYTES)).toBeNull();
    expect(photoRefusal(start, PHOTO_MAX_BYTES + 1)).toBe('tooLarge');
  });
});

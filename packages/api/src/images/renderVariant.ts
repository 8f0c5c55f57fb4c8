import { type ImageQuality, type ImageRequest, PHOTO_MAX_PIXELS, type PhotoCrop } from '@siyum/domain';
import sharp, { type Sharp } from 'sharp';

/** What the service encodes (`auto` is negotiated into one of these before rendering). */
export type OutputFormat = 'webp' | 'avif' | 'jpg';

export interface RenderedVariant {
  body: Uint8Array;
  contentType: string;
  format: OutputFormat;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

/** An original sharp cannot read (not an image, corrupt, over the pixel limit). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Read with a pixel limit (a bomb's header is refused before its pixels are decoded), and failing
 * on decoder errors but not on warnings: phones write JPEGs with harmless quirks (stray bytes after
 * the end marker) that 'warning' would refuse.
 */
export const SHARP_INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/**
 * `q_auto:*` as each encoder's quality. AVIF's scale sits lower than JPEG's for the same look; the
 * placeholder (eco) is blurred anyway.
 */
const QUALITY: Record<ImageQuality, Record<OutputFormat, number>> = {
  'auto:best': { webp: 82, avif: 60, jpg: 85 },
  'auto:good': { webp: 75, avif: 50, jpg: 78 },
  'auto:eco': { webp: 60, avif: 40, jpg: 65 },
};

/**
 * `e_sharpen:0–100` as the Gaussian sigma of sharp's unsharp mask: 100 (§9's default) is a 1.0
 * sigma, the usual after a downscale; small strengths stay at the 0.3 floor of a visible effect.
 */
export const sharpenSigma = (strength: number): number | null =>
  strength <= 0 ? null : Number((0.3 + (0.7 * Math.min(strength, 100)) / 100).toFixed(3));

/** `f_auto`: AVIF when the client takes it, else WebP, else JPEG (what every client reads). */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpg';
}

/** The crop's rectangle in pixels of the oriented image, at least one pixel, inside it. */
export function cropRectangle(crop: PhotoCrop, width: number, height: number) {
  const left = Math.min(Math.round(crop.x * width), width - 1);
  const top = Math.min(Math.round(crop.y * height), height - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(crop.width * width), width - left)),
    height: Math.max(1, Math.min(Math.round(crop.height * height), height - top)),
  };
}

/** The output size: the request's pixels (× density), never more than the crop has. */
function outputSize(request: ImageRequest, crop: { width: number; height: number }) {
  const width = request.width * request.density;
  if (request.height === undefined) return { width: Math.min(width, crop.width) };
  const height = request.height * request.density;
  // A fill keeps its aspect: scale the whole box down until the crop covers it.
  const scale = Math.min(1, crop.width / width, crop.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(image: Sharp, format: OutputFormat, quality: ImageQuality): Sharp {
  const q = QUALITY[quality][format];
  if (format === 'avif') return image.avif({ quality: q, effort: 4 });
  if (format === 'webp') return image.webp({ quality: q, effort: 4, smartSubsample: true });
  // JPEG has no alpha: a transparent PNG's background becomes white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: q, mozjpeg: true });
}

/**
 * One variant of an original: EXIF orientation applied, the organizer's crop (fractions of the
 * oriented image), resized to the request's width × density (a fill for square variants), sharpened,
 * encoded. No metadata is written (sharp keeps none unless asked): EXIF, GPS and XMP never reach a
 * viewer. Throws UnreadableImageError when the original cannot be read.
 */
export async function renderVariant(
  original: Uint8Array,
  request: ImageRequest,
  accept?: string,
): Promise<RenderedVariant> {
  const format = request.format === 'auto' ? negotiateFormat(accept) : request.format;
  let oriented: { width: number; height: number };
  try {
    oriented = (await sharp(original, SHARP_INPUT).metadata()).autoOrient;
  } catch (error) {
    throw new UnreadableImageError('Failed to get image meta', { cause: error });
  }
  const region = cropRectangle(request.crop, oriented.width, oriented.height);
  const size = outputSize(request, region);
  let image = sharp(original, SHARP_INPUT)
    .autoOrient()
    .extract(region)
    .resize({ ...size, fit: 'cover', withoutEnlargement: true });
  const sigma = sharpenSigma(request.sharpen);
  if (sigma !== null) image = image.sharpen({ sigma });
  try {
    const body = await encode(image, format, request.quality).toBuffer();
    return {
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      contentType: CONTENT_TYPES[format],
      format,
    };
  } catch (error) {
    throw new UnreadableImageError('Failed to decode image', { cause: error });
  }
}

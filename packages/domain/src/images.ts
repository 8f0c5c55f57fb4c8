/**
 * Photos and the image delivery service (issue 21; spec §3/§6 storage, §9 image constants).
 *
 * A photo is an object in the bucket under its uploader's identity (`protected/{identityId}/photos/…`)
 * plus a crop to the display ratio; it is never served from the bucket directly but through an image
 * service whose URL grammar is Cloudinary's transformation syntax (`w_320,dpr_2,f_webp,q_auto:best,
 * e_sharpen:100/<key>`) — the §9 vocabulary. Locally the API's sharp service answers that grammar;
 * production points IMAGE_BASE_URL at a CDN that does (docs/deploy.md). One builder, both worlds.
 */

/** Where the app and the server find the image service unless VITE_IMAGE_BASE_URL names a CDN. */
export const DEFAULT_IMAGE_BASE_URL = '/api/img';

/** §9 image breakpoints (px). */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  p: 600,
  tp: 900,
  tl: 1200,
  tlw: 1400,
} as const;

/** Every §9 width, ascending: the only widths the image service renders. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set(Object.values(IMAGE_BREAKPOINTS))].sort(
  (a, b) => a - b,
);

/** §9 densities. */
export const IMAGE_DENSITIES = [1, 2] as const;
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/** `auto` negotiates from the request's Accept (AVIF, else WebP, else JPEG); §9's default is WebP. */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_DEFAULT_FORMAT: ImageFormat = 'webp';

/** §9: sharpen 100, quality auto:best, a 10×10 placeholder. */
export const IMAGE_SHARPEN = 100;
export const IMAGE_QUALITIES = ['auto:best', 'auto:good', 'auto:eco'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];
export const IMAGE_DEFAULT_QUALITY: ImageQuality = 'auto:best';
export const IMAGE_PLACEHOLDER_SIZE = 10;

/** A photo is shown square (header, cards, share preview): the organizer crops to this ratio. */
export const PHOTO_ASPECT_RATIO = 1;
/** The /s/{id} share preview's photo (og:image, a `summary` card's square). */
export const PHOTO_SHARE_SIZE = 600;

/** What an organizer may upload: 15 MB, and at most 50 megapixels decoded (a decompression bomb is refused). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
/** §9 list page max. */
export const STORAGE_LIST_PAGE_MAX = 1000;

/** The crop of a photo to PHOTO_ASPECT_RATIO, as fractions of the (orientation-applied) image. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SiyumPhoto {
  key: string;
  crop: PhotoCrop;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** §6: an identity id, `<region>:<uuid>` (`us-east-1:…` in AWS, `local:…` from the local emulator). */
const IDENTITY_ID = `[a-z][a-z\\d-]*:${UUID}`;
export const IDENTITY_ID_PATTERN = new RegExp(`^${IDENTITY_ID}$`);
const PHOTO_KEY = new RegExp(`^protected/(${IDENTITY_ID})/photos/${UUID}$`);

/** Where an identity's photos live (the storage list prefix). */
export const photoPrefix = (identityId: string): string => `protected/${identityId}/photos/`;

/** A new photo's key under its uploader's identity. */
export const photoKey = (identityId: string, id: string): string => `${photoPrefix(identityId)}${id}`;

/** The identity a photo key belongs to, or null when the string is not a photo key. */
export function photoOwner(key: string): string | null {
  return PHOTO_KEY.exec(key)?.[1] ?? null;
}

export interface ImageVariant {
  width: number;
  /** Square variants (placeholder, share) set a height and crop to fill. */
  height?: number;
  density?: ImageDensity;
  format?: ImageFormat;
  quality?: ImageQuality;
  sharpen?: number;
}

const round = (n: number) => Number(n.toFixed(4));

/** `x_0.1,y_0,w_0.5,h_0.75,c_crop`: Cloudinary's relative crop (values below 1 are fractions). */
function cropStep(crop: PhotoCrop): string {
  return `x_${round(crop.x)},y_${round(crop.y)},w_${round(crop.width)},h_${round(crop.height)},c_crop`;
}

function variantStep(variant: ImageVariant): string {
  const parts = [`w_${variant.width}`];
  if (variant.height !== undefined) parts.push(`h_${variant.height}`, 'c_fill');
  parts.push(
    `dpr_${variant.density ?? 1}`,
    `f_${variant.format ?? IMAGE_DEFAULT_FORMAT}`,
    `q_${variant.quality ?? IMAGE_DEFAULT_QUALITY}`,
    `e_sharpen:${variant.sharpen ?? IMAGE_SHARPEN}`,
  );
  return parts.join(',');
}

/** Encodes each path segment of a key (an identity id's `:` included). */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The one image URL builder: (key, crop, width, density, format, quality, sharpen) → a URL. */
export function imageUrl(baseUrl: string, photo: SiyumPhoto, variant: ImageVariant): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/${cropStep(photo.crop)}/${variantStep(variant)}/${encodeKey(photo.key)}`;
}

/** Turns a photo and a variant into an image URL: the image service's (or a story's drawing). */
export type ImageUrlBuilder = (photo: SiyumPhoto, variant: ImageVariant) => string;

/** The image service at `baseUrl` (a path on this site, or a CDN's https URL). */
export const imageServiceAt =
  (baseUrl: string): ImageUrlBuilder =>
  (photo, variant) =>
    imageUrl(baseUrl, photo, variant);

/** The §9 widths a `srcset` offers, up to `maxWidth`; the smallest one when none is that small. */
export function photoWidths(maxWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= maxWidth);
  return widths.length > 0 ? widths : IMAGE_WIDTHS.slice(0, 1);
}

/** A photo's `srcset`: every offered width with its `Nw` descriptor (the browser picks by `sizes`). */
export const photoSrcSet = (build: ImageUrlBuilder, photo: SiyumPhoto, maxWidth: number): string =>
  photoWidths(maxWidth)
    .map((width) => `${build(photo, { width })} ${width}w`)
    .join(', ');

/**
 * The /s/{id} header's photo, the page's largest paint: its box (CSS px), the widths it offers and
 * how wide it is shown — one rule for the page and for the server that preloads it in the page's head.
 */
export const SIYUM_HEADER_PHOTO = {
  size: 160,
  maxWidth: 1024,
  sizes: '(min-width: 45rem) 10rem, 7rem',
} as const;

/** The blurred 10×10 placeholder shown until the photo loads (eco quality, unsharpened). */
export const PHOTO_PLACEHOLDER_VARIANT: ImageVariant = {
  width: IMAGE_PLACEHOLDER_SIZE,
  height: IMAGE_PLACEHOLDER_SIZE,
  quality: 'auto:eco',
  sharpen: 0,
};

/** The share preview's square photo (og:image), JPEG so every crawler reads it. */
export const PHOTO_SHARE_VARIANT: ImageVariant = {
  width: PHOTO_SHARE_SIZE,
  height: PHOTO_SHARE_SIZE,
  format: 'jpg',
};

export const placeholderUrl = (baseUrl: string, photo: SiyumPhoto): string =>
  imageUrl(baseUrl, photo, PHOTO_PLACEHOLDER_VARIANT);

export const shareImageUrl = (baseUrl: string, photo: SiyumPhoto): string =>
  imageUrl(baseUrl, photo, PHOTO_SHARE_VARIANT);

/** A parsed image service path (the inverse of `imageUrl`), or null when it is not one. */
export interface ImageRequest {
  key: string;
  crop: PhotoCrop;
  width: number;
  height?: number;
  density: ImageDensity;
  format: ImageFormat;
  quality: ImageQuality;
  sharpen: number;
}

const CROP_STEP = /^x_([\d.]+),y_([\d.]+),w_([\d.]+),h_([\d.]+),c_crop$/;
const VARIANT_STEP =
  /^w_(\d+)(?:,h_(\d+),c_fill)?,dpr_([12]),f_(webp|avif|jpg|auto),q_(auto:best|auto:good|auto:eco),e_sharpen:(\d{1,3})$/;

const fraction = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && Number.isFinite(n) && n >= 0 && n <= 1 ? n : null;
};

/**
 * Parses `/<crop>/<variant>/<key>` (already stripped of the service's base path). Only the widths the
 * service renders are accepted (§9 widths, the placeholder, the share size), so nobody can make it
 * render (and cache) arbitrary sizes.
 */
export function parseImagePath(path: string): ImageRequest | null {
  const [cropText, variantText, ...keyParts] = path.replace(/^\/+/, '').split('/');
  const crop = CROP_STEP.exec(cropText ?? '');
  const variant = VARIANT_STEP.exec(variantText ?? '');
  if (!crop || !variant) return null;
  const [x, y, width, height] = [crop[1], crop[2], crop[3], crop[4]].map(fraction);
  if (x == null || y == null || !width || !height) return null;
  if (x + width > 1.0001 || y + height > 1.0001) return null;
  let key: string;
  try {
    key = keyParts.map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!photoOwner(key)) return null;
  const w = Number(variant[1]);
  const h = variant[2] === undefined ? undefined : Number(variant[2]);
  const square = h !== undefined && h === w && (w === IMAGE_PLACEHOLDER_SIZE || w === PHOTO_SHARE_SIZE);
  if (h === undefined ? !IMAGE_WIDTHS.includes(w) : !square) return null;
  return {
    key,
    crop: { x, y, width, height },
    width: w,
    ...(h === undefined ? {} : { height: h }),
    density: Number(variant[3]) as ImageDensity,
    format: variant[4] as ImageFormat,
    quality: variant[5] as ImageQuality,
    sharpen: Math.min(100, Number(variant[6])),
  };
}

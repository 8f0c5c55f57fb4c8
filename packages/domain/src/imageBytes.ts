import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from './images';

/**
 * What an upload is, read from its bytes (issue 21): the browser checks a picked file before it
 * uploads and the image service checks an original before it decodes, with the same rule. The
 * format comes from magic bytes (a name or a MIME type says nothing), the size from the header, so
 * a decompression bomb (a small file claiming a huge canvas) is refused without decoding a pixel.
 * Pure: no Node or DOM APIs.
 */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface ImageHeader {
  format: PhotoFormat;
  /** Stored pixel size (before any EXIF orientation: the pixel count is the same either way). */
  width: number;
  height: number;
}

/**
 * How much of a file to read for `inspectImageBytes`: a JPEG's size (SOF) comes after its EXIF and
 * ICC segments, each up to 64 KiB, and an AVIF's after its `meta` box; 512 KiB covers real photos.
 */
export const IMAGE_SNIFF_BYTES = 512 * 1024;

export type PhotoRefusal = 'notImage' | 'tooLarge' | 'tooManyPixels';

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, length: number) => String.fromCharCode(...b.subarray(i, i + length));

function header(format: PhotoFormat, width: number, height: number): ImageHeader | null {
  return width > 0 && height > 0 ? { format, width, height } : null;
}

function png(b: Uint8Array): ImageHeader | null {
  // Signature, then the first chunk must be IHDR: width and height as 32-bit big-endian.
  if (ascii(b, 12, 4) !== 'IHDR' || b.length < 24) return null;
  return header('png', u32be(b, 16), u32be(b, 20));
}

function gif(b: Uint8Array): ImageHeader | null {
  // The logical screen: every frame is drawn into it, so it is what a decoder allocates.
  return b.length < 10 ? null : header('gif', u16le(b, 6), u16le(b, 8));
}

/** SOF markers (C0–CF) except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Fill bytes, and markers that carry no length (RSTn, TEM).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    // Image data before any frame header, or the end: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // length(2) precision(1) height(2) width(2); a height of 0 (set later by DNL) is refused.
      return i + 9 <= b.length ? header('jpeg', u16be(b, i + 7), u16be(b, i + 5)) : null;
    }
    i += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    // Key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return header('webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then width-1 and height-1 in 14 bits each, little-endian bit order.
    if (b[20] !== 0x2f || b.length < 25) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return header('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Flags (4 bytes), then the canvas's width-1 and height-1 in 24 bits each.
    return b.length < 30 ? null : header('webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  }
  return null;
}

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the box's content starts (after its size and type). */
  body: number;
}

/** The ISO-BMFF boxes in b[start, end). */
function boxes(b: Uint8Array, start: number, end: number): Box[] {
  const found: Box[] = [];
  let i = start;
  while (i + 8 <= end) {
    let size = u32be(b, i);
    let body = i + 8;
    if (size === 1) {
      // A 64-bit size: a box this large is not in a photo's header.
      if (u32be(b, i + 8) !== 0) break;
      size = u32be(b, i + 12);
      body = i + 16;
    } else if (size === 0) {
      size = end - i;
    }
    if (size < body - i || i + size > end) break;
    found.push({ type: ascii(b, i + 4, 4), start: i, end: i + size, body });
    i += size;
  }
  return found;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);

function isAvif(b: Uint8Array): boolean {
  if (ascii(b, 4, 4) !== 'ftyp') return false;
  const end = Math.min(u32be(b, 0), b.length);
  // Major brand, minor version, then compatible brands.
  if (AVIF_BRANDS.has(ascii(b, 8, 4))) return true;
  for (let i = 16; i + 4 <= end; i += 4) if (AVIF_BRANDS.has(ascii(b, i, 4))) return true;
  return false;
}

/** The primary item's property indices (1-based into ipco), from `ipma`. */
function primaryProperties(b: Uint8Array, ipma: Box, primary: number): number[] {
  const version = b[ipma.body] ?? 0;
  const flags = b[ipma.body + 3] ?? 0;
  const count = u32be(b, ipma.body + 4);
  let i = ipma.body + 8;
  for (let entry = 0; entry < count && i < ipma.end; entry++) {
    const item = version < 1 ? u16be(b, i) : u32be(b, i);
    i += version < 1 ? 2 : 4;
    const associations = b[i] ?? 0;
    i += 1;
    const indices: number[] = [];
    for (let a = 0; a < associations; a++) {
      indices.push(flags & 1 ? u16be(b, i) & 0x7fff : (b[i] ?? 0) & 0x7f);
      i += flags & 1 ? 2 : 1;
    }
    if (item === primary) return indices;
  }
  return [];
}

function avif(b: Uint8Array): ImageHeader | null {
  const meta = boxes(b, 0, b.length).find((box) => box.type === 'meta');
  if (!meta) return null;
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const children = boxes(b, meta.body + 4, meta.end);
  const pitm = children.find((box) => box.type === 'pitm');
  const iprp = children.find((box) => box.type === 'iprp');
  if (!iprp) return null;
  const iprpChildren = boxes(b, iprp.body, iprp.end);
  const ipco = iprpChildren.find((box) => box.type === 'ipco');
  if (!ipco) return null;
  const properties = boxes(b, ipco.body, ipco.end);
  const sizeOf = (box: Box) => ({ width: u32be(b, box.body + 4), height: u32be(b, box.body + 8) });
  const ipma = iprpChildren.find((box) => box.type === 'ipma');
  const primary = pitm ? ((b[pitm.body] ?? 0) < 1 ? u16be(b, pitm.body + 4) : u32be(b, pitm.body + 4)) : 1;
  const associated = ipma
    ? primaryProperties(b, ipma, primary).flatMap((index) => properties[index - 1] ?? [])
    : [];
  const ispe = associated.find((box) => box.type === 'ispe');
  if (ispe) {
    const { width, height } = sizeOf(ispe);
    // irot by 90° or 270° swaps what is shown.
    const irot = associated.find((box) => box.type === 'irot');
    const quarterTurns = irot ? (b[irot.body] ?? 0) & 3 : 0;
    return quarterTurns % 2 ? header('avif', height, width) : header('avif', width, height);
  }
  // No association found: the largest size any property declares (what a decoder might allocate).
  const sizes = properties.filter((box) => box.type === 'ispe').map(sizeOf);
  const largest = sizes.sort((p, q) => q.width * q.height - p.width * p.height)[0];
  return largest ? header('avif', largest.width, largest.height) : null;
}

/**
 * The format and pixel size an image's first bytes declare, or null when they are not one of the
 * formats we take (or too little of the file was given: pass at least IMAGE_SNIFF_BYTES).
 */
export function inspectImageBytes(bytes: Uint8Array): ImageHeader | null {
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return png(b);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b);
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return gif(b);
  if (isAvif(b)) return avif(b);
  return null;
}

/**
 * Why a photo is refused, or null when it may be uploaded (and decoded). `bytes` is the file's
 * start (at least IMAGE_SNIFF_BYTES of it, or all), `byteLength` the whole file's size.
 */
export function photoRefusal(bytes: Uint8Array, byteLength: number): PhotoRefusal | null {
  if (byteLength > PHOTO_MAX_BYTES) return 'tooLarge';
  const found = inspectImageBytes(bytes);
  if (!found) return 'notImage';
  return found.width * found.height > PHOTO_MAX_PIXELS ? 'tooManyPixels' : null;
}

import { extname } from 'node:path';

/** The types a Vite build and the app's public/ folder contain; anything else is a byte stream. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A type worth compressing (text); images and fonts are compressed already. */
export function isCompressibleType(type: string): boolean {
  return COMPRESSIBLE.test(type);
}

/** A body worth compressing: text, and large enough to gain from it. */
export function isCompressible(type: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && isCompressibleType(type);
}

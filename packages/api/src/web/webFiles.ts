import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { compress, type Encoding } from './compression';
import { contentTypeOf, isCompressible } from './contentTypes';

/** A file of the build, read once and kept with its compressed forms. */
export interface WebFile {
  body: Buffer;
  type: string;
  /** Weak: the compressed forms share it. */
  etag: string;
  compressible: boolean;
}

interface Cached {
  file: WebFile;
  mtimeMs: number;
  size: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface WebFiles {
  /** The file at a URL path (percent-encoded, as requested), or undefined when there is none. */
  read(urlPath: string): Promise<WebFile | undefined>;
  /** Its body in `encoding`, compressed at the highest setting on first use and kept. */
  encoded(file: WebFile, encoding: Encoding): Promise<Buffer>;
  /**
   * A variant of a read file, made once by `make` from its body and kept with its compressed forms
   * for as long as the file is current (index.html naming one route's files).
   */
  variant(file: WebFile, key: string, make: (body: Buffer) => Buffer): WebFile;
  /** Compresses every compressible file ahead of the first visitor (one at a time, in the background). */
  warm(): Promise<void>;
}

/** Hashed names never change content: a kept file under /assets/ is not looked at again. */
const IMMUTABLE_PREFIX = '/assets/';

/**
 * The files of a build directory, kept in memory. Files outside /assets/ (index.html,
 * builds/latest.json) are replaced by a deploy in place, so each request compares the file's size
 * and modification time with the kept copy's. Dot-segments and `..` never reach the disk.
 */
export function createWebFiles(dir: string): WebFiles {
  const root = resolve(dir);
  const kept = new Map<string, Cached>();
  const byFile = new WeakMap<WebFile, Cached>();

  function diskPath(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const segments = decoded.split('/').filter((segment) => segment !== '');
    if (decoded.includes('\0') || segments.some((segment) => segment.startsWith('.'))) return undefined;
    const path = join(root, ...segments);
    return path.startsWith(root + sep) ? path : undefined;
  }

  const variants = new WeakMap<WebFile, Map<string, WebFile>>();

  function keep(body: Buffer, type: string, mtimeMs: number, size: number): Cached {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const file: WebFile = {
      body,
      type,
      etag: `W/"${hash}"`,
      compressible: isCompressible(type, body.length),
    };
    const cached = { file, mtimeMs, size, encoded: new Map<Encoding, Promise<Buffer>>() };
    byFile.set(file, cached);
    return cached;
  }

  async function load(path: string, mtimeMs: number, size: number): Promise<Cached> {
    return keep(await readFile(path), contentTypeOf(path), mtimeMs, size);
  }

  function variant(file: WebFile, key: string, make: (body: Buffer) => Buffer): WebFile {
    let kept = variants.get(file);
    if (!kept) {
      kept = new Map();
      variants.set(file, kept);
    }
    let made = kept.get(key);
    if (!made) {
      const body = make(file.body);
      made = body.equals(file.body) ? file : keep(body, file.type, 0, body.length).file;
      kept.set(key, made);
    }
    return made;
  }

  async function read(urlPath: string): Promise<WebFile | undefined> {
    const known = kept.get(urlPath);
    if (known && urlPath.startsWith(IMMUTABLE_PREFIX)) return known.file;
    const path = diskPath(urlPath);
    if (!path) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) {
      kept.delete(urlPath);
      return undefined;
    }
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.file;
    const fresh = await load(path, info.mtimeMs, info.size);
    kept.set(urlPath, fresh);
    return fresh.file;
  }

  function encoded(file: WebFile, encoding: Encoding): Promise<Buffer> {
    const cached = byFile.get(file);
    if (!cached) return compress(file.body, encoding, 'max');
    let body = cached.encoded.get(encoding);
    if (!body) {
      body = compress(file.body, encoding, 'max');
      cached.encoded.set(encoding, body);
      body.catch(() => cached.encoded.delete(encoding));
    }
    return body;
  }

  async function warm(): Promise<void> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.map')) continue;
      const urlPath = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
      const file = await read(encodeURI(urlPath));
      if (!file?.compressible) continue;
      await encoded(file, 'br');
      await encoded(file, 'gzip');
    }
  }

  return { read, encoded, variant, warm };
}

import { createHash } from 'node:crypto';
import { STORAGE_LIST_PAGE_MAX } from '@siyum/domain';
import type { ListedObject, ObjectPage, ObjectStore, PutOptions, StoredObject } from './objectStore';

interface Entry {
  body: Uint8Array;
  contentType: string;
  cacheControl: string | undefined;
  eTag: string;
  lastModified: Date;
}

/** The continuation token is opaque to callers (as S3's is): here, the last key a page returned. */
const toToken = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
const fromToken = (token: string) => Buffer.from(token, 'base64url').toString('utf8');

export interface MemoryObjectStore extends ObjectStore {
  /** Every key held, in key order (tests check what was written and what was removed). */
  keys(): string[];
}

/**
 * An ObjectStore in memory for tests: S3's semantics where they matter — a quoted MD5 as the
 * single-part ETag, listing in key (UTF-8 byte) order, at most 1000 keys a page with a continuation
 * token. Bodies are copied in and out, so a caller reusing its buffer changes nothing stored.
 */
export function createMemoryObjectStore(): MemoryObjectStore {
  const objects = new Map<string, Entry>();
  return {
    async get(key): Promise<StoredObject | null> {
      const entry = objects.get(key);
      return entry ? { body: entry.body.slice(), contentType: entry.contentType, eTag: entry.eTag } : null;
    },
    async head(key, length) {
      const entry = objects.get(key);
      return entry ? { bytes: entry.body.slice(0, length), size: entry.body.byteLength } : null;
    },
    async put(key, body, options: PutOptions) {
      objects.set(key, {
        body: body.slice(),
        contentType: options.contentType,
        cacheControl: options.cacheControl,
        eTag: `"${createHash('md5').update(body).digest('hex')}"`,
        lastModified: new Date(),
      });
    },
    async delete(keys) {
      for (const key of keys) objects.delete(key);
    },
    async list(prefix, options = {}): Promise<ObjectPage> {
      const maxKeys = Math.min(Math.max(options.maxKeys ?? STORAGE_LIST_PAGE_MAX, 0), STORAGE_LIST_PAGE_MAX);
      const after =
        options.continuationToken === undefined ? undefined : fromToken(options.continuationToken);
      const matching = sortedEntries(objects).filter(
        ([key]) => key.startsWith(prefix) && (after === undefined || compareKeys(key, after) > 0),
      );
      const page = matching.slice(0, maxKeys);
      const items = page.map(
        ([key, entry]): ListedObject => ({
          key,
          size: entry.body.byteLength,
          eTag: entry.eTag,
          lastModified: entry.lastModified,
        }),
      );
      const last = page.at(-1);
      return matching.length > page.length && last !== undefined
        ? { items, nextToken: toToken(last[0]) }
        : { items };
    },
    keys: () => sortedEntries(objects).map(([key]) => key),
  };
}

/** S3 lists keys in UTF-8 byte order, which differs from UTF-16 order above the BMP. */
function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

const sortedEntries = (objects: Map<string, Entry>) =>
  [...objects.entries()].sort(([a], [b]) => compareKeys(a, b));

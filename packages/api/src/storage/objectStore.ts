/**
 * What the API needs of object storage (issue 21): the photos' bucket, read by the image service,
 * written with its cached variants, listed by the sweep, emptied when a photo goes. S3 in
 * production and the local S3 server in development answer it through `s3ObjectStore.ts`; tests
 * may use `memoryObjectStore.ts`.
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string | undefined;
  eTag: string | undefined;
}

export interface ListedObject {
  key: string;
  size: number;
  eTag: string;
  lastModified: Date;
}

export interface ObjectPage {
  items: ListedObject[];
  /** Present when more objects follow (S3's continuation token). */
  nextToken?: string;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** The start of an object and its whole size: enough to judge a file before reading all of it. */
export interface ObjectHead {
  bytes: Uint8Array;
  size: number;
}

export interface ObjectStore {
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Its first `length` bytes (a range read) and its size, or null when there is none. */
  head(key: string, length: number): Promise<ObjectHead | null>;
  put(key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** Deletes every key given (a missing key is not an error). */
  delete(keys: readonly string[]): Promise<void>;
  /** One page of the keys under a prefix, in key order (list-type 2, at most 1000 a page). */
  list(prefix: string, options?: { continuationToken?: string; maxKeys?: number }): Promise<ObjectPage>;
}

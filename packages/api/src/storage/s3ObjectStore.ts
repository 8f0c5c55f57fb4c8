import { AwsClient } from 'aws4fetch';
import type {
  ListedObject,
  ObjectHead,
  ObjectPage,
  ObjectStore,
  PutOptions,
  StoredObject,
} from './objectStore';

export interface S3Location {
  bucket: string;
  region: string;
  /** A path-style endpoint (the local S3 gateway); absent → AWS's virtual-hosted S3 of `region`. */
  endpoint?: string | undefined;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

/** RFC 3986 encoding of each path segment (S3's canonical form). */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
const tag = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match?.[1] === undefined ? undefined : unescapeXml(match[1]);
};

/** One `<Contents>` of a ListObjectsV2 answer requested with encoding-type=url. */
function listedObject(xml: string): ListedObject | null {
  const key = tag(xml, 'Key');
  if (key === undefined) return null;
  return {
    key: decodeURIComponent(key.replace(/\+/g, ' ')),
    size: Number(tag(xml, 'Size') ?? 0),
    eTag: tag(xml, 'ETag') ?? '',
    lastModified: new Date(tag(xml, 'LastModified') ?? 0),
  };
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    operation: string,
  ) {
    super(`S3 ${operation} answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3Error';
  }
}

async function refused(answer: Response, operation: string): Promise<S3Error> {
  const body = await answer.text().catch(() => '');
  return new S3Error(answer.status, tag(body, 'Code'), operation);
}

/**
 * The bucket through S3's REST API, signed with SigV4 (aws4fetch: small, fetch-based — the server
 * needs five calls, not the SDK). Works against AWS and the local S3 gateway alike.
 */
export function s3ObjectStore(location: S3Location, credentials: S3Credentials): ObjectStore {
  const client = new AwsClient({ ...credentials, service: 's3', region: location.region });
  const base = location.endpoint
    ? `${location.endpoint.replace(/\/+$/, '')}/${location.bucket}`
    : `https://${location.bucket}.s3.${location.region}.amazonaws.com`;
  const objectUrl = (key: string) => `${base}/${encodeKey(key)}`;

  return {
    async get(key): Promise<StoredObject | null> {
      const answer = await client.fetch(objectUrl(key));
      if (answer.status === 404) {
        await answer.body?.cancel();
        return null;
      }
      if (!answer.ok) throw await refused(answer, 'GetObject');
      return {
        body: new Uint8Array(await answer.arrayBuffer()),
        contentType: answer.headers.get('content-type') ?? undefined,
        eTag: answer.headers.get('etag') ?? undefined,
      };
    },
    async head(key, length): Promise<ObjectHead | null> {
      const answer = await client.fetch(objectUrl(key), { headers: { range: `bytes=0-${length - 1}` } });
      if (answer.status === 404) {
        await answer.body?.cancel();
        return null;
      }
      if (!answer.ok) throw await refused(answer, 'GetObject');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // 206 names the whole size after the slash; a 200 (no range support, or a short object) is all of it.
      const total = /\/(\d+)$/.exec(answer.headers.get('content-range') ?? '')?.[1];
      return {
        bytes: bytes.subarray(0, length),
        size: total === undefined ? bytes.byteLength : Number(total),
      };
    },
    async put(key, body, options: PutOptions) {
      const headers: Record<string, string> = { 'content-type': options.contentType };
      if (options.cacheControl) headers['cache-control'] = options.cacheControl;
      // A copy in a plain ArrayBuffer: fetch's BodyInit (DOM types) refuses a Buffer-backed view.
      const answer = await client.fetch(objectUrl(key), {
        method: 'PUT',
        headers,
        body: body.slice().buffer,
      });
      if (!answer.ok) throw await refused(answer, 'PutObject');
      await answer.body?.cancel();
    },
    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const answer = await client.fetch(objectUrl(key), { method: 'DELETE' });
          if (!answer.ok && answer.status !== 404) throw await refused(answer, 'DeleteObject');
          await answer.body?.cancel();
        }),
      );
    },
    async list(prefix, options = {}): Promise<ObjectPage> {
      const query = new URLSearchParams({ 'list-type': '2', prefix, 'encoding-type': 'url' });
      query.set('max-keys', String(options.maxKeys ?? 1000));
      if (options.continuationToken) query.set('continuation-token', options.continuationToken);
      const answer = await client.fetch(`${base}/?${query}`);
      if (!answer.ok) throw await refused(answer, 'ListObjectsV2');
      const xml = await answer.text();
      const items = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)]
        .map((match) => listedObject(match[1] ?? ''))
        .filter((item): item is ListedObject => item !== null);
      const nextToken = tag(xml, 'NextContinuationToken');
      return nextToken ? { items, nextToken } : { items };
    },
  };
}

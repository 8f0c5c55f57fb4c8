import { escapeXml, S3Error } from './s3Errors';

/**
 * ListObjectsV2 answered by the gateway as S3 does, from s3rver's version-1 listing: s3rver's own
 * v2 breaks on paging (its continuation tokens use DES, which OpenSSL 3 no longer offers), counts
 * neither common prefixes in `KeyCount` nor in `max-keys`, and ignores `encoding-type=url` — all of
 * which Amplify relies on (it checks `KeyCount === Contents + CommonPrefixes`, and decodes keys only
 * when the answer says `<EncodingType>url</EncodingType>`).
 */
export interface ListedEntry {
  key: string;
  lastModified: string;
  eTag: string;
  size: string;
}

/** One page of s3rver's v1 listing: objects (no delimiter) after `marker`, in key order. */
export type ListPage = (
  prefix: string,
  marker: string,
) => Promise<{ objects: ListedEntry[]; truncated: boolean }>;

const MAX_KEYS = 1000;

export async function listObjectsV2(bucket: string, query: URLSearchParams, page: ListPage): Promise<string> {
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const maxKeys = parseMaxKeys(query.get('max-keys'));
  const continuationToken = query.get('continuation-token');
  const startAfter = query.get('start-after') ?? '';
  const after = continuationToken !== null ? openToken(continuationToken) : startAfter;
  const encode = query.get('encoding-type') === 'url' ? urlEncodeKey : (text: string) => text;
  if (query.has('encoding-type') && query.get('encoding-type') !== 'url') {
    throw new S3Error('InvalidArgument', 'Invalid Encoding Method specified in Request', 400);
  }

  const contents: ListedEntry[] = [];
  const commonPrefixes: string[] = [];
  let last = '';
  let truncated = false;
  let marker = after;
  scan: while (true) {
    const { objects, truncated: more } = await page(prefix, marker);
    for (const object of objects) {
      marker = object.key;
      if (object.key <= after || !object.key.startsWith(prefix)) continue;
      const rest = object.key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      const common = cut === -1 ? undefined : `${prefix}${rest.slice(0, cut + delimiter.length)}`;
      // A common prefix already answered (this page or, as the token, an earlier one).
      if (common !== undefined && (common <= after || common === commonPrefixes.at(-1))) continue;
      if (contents.length + commonPrefixes.length >= maxKeys) {
        truncated = maxKeys > 0;
        break scan;
      }
      if (common !== undefined) {
        commonPrefixes.push(common);
        last = common;
      } else {
        contents.push(object);
        last = object.key;
      }
    }
    if (!more || objects.length === 0) break;
  }

  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    element('Name', bucket),
    element('Prefix', encode(prefix)),
    continuationToken !== null ? element('ContinuationToken', continuationToken) : '',
    startAfter && continuationToken === null ? element('StartAfter', encode(startAfter)) : '',
    truncated ? element('NextContinuationToken', sealToken(last)) : '',
    element('KeyCount', String(contents.length + commonPrefixes.length)),
    element('MaxKeys', String(maxKeys)),
    delimiter ? element('Delimiter', encode(delimiter)) : '',
    query.get('encoding-type') === 'url' ? element('EncodingType', 'url') : '',
    element('IsTruncated', String(truncated)),
    ...contents.map(
      (object) =>
        `<Contents>${element('Key', encode(object.key))}${element('LastModified', object.lastModified)}` +
        `${element('ETag', object.eTag)}${element('Size', object.size)}${element('StorageClass', 'STANDARD')}</Contents>`,
    ),
    ...commonPrefixes.map(
      (common) => `<CommonPrefixes>${element('Prefix', encode(common))}</CommonPrefixes>`,
    ),
    '</ListBucketResult>',
  ].join('');
}

/** s3rver's v1 `<ListBucketResult>` read back into entries. */
export function parseListV1(xml: string): { objects: ListedEntry[]; truncated: boolean } {
  const value = (block: string, name: string) =>
    unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`).exec(block)?.[1] ?? '');
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, block = '']) => ({
    key: value(block, 'Key'),
    lastModified: value(block, 'LastModified'),
    eTag: value(block, 'ETag'),
    size: value(block, 'Size'),
  }));
  return { objects, truncated: /<IsTruncated>true<\/IsTruncated>/.test(xml) };
}

function parseMaxKeys(text: string | null): number {
  if (text === null) return MAX_KEYS;
  if (!/^\d+$/.test(text)) {
    throw new S3Error('InvalidArgument', 'Provided max-keys not an integer or within integer range', 400);
  }
  return Math.min(MAX_KEYS, Number(text));
}

/** Opaque to clients, as S3's are: where the next page starts. */
function sealToken(after: string): string {
  return Buffer.from(`v2\n${after}`, 'utf8').toString('base64url');
}

function openToken(token: string): string {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  if (!text.startsWith('v2\n')) {
    throw new S3Error('InvalidArgument', 'The continuation token provided is incorrect', 400);
  }
  return text.slice(3);
}

/** S3's URL encoding of a key in a listing: each segment percent-encoded, the slashes kept. */
function urlEncodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

function unescapeXml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, entity: string) => {
    const lower = entity.toLowerCase();
    const known = named[lower];
    if (known !== undefined) return known;
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : match;
  });
}

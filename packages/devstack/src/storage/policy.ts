import type { Principal } from './credentials';

/**
 * The local bucket's access policy — what an identity pool's authenticated role grants in the
 * policy Amplify documents for protected and private access (`${cognito-identity.amazonaws.com:sub}`
 * being the caller's identity id), and the API server's full access:
 * - write (PUT, POST, DELETE: objects and multipart uploads) only under `protected/{own id}/` and
 *   `private/{own id}/`;
 * - read (GET, HEAD) under `protected/` (anyone's) and `private/{own id}/`;
 * - list (GET on the bucket) only with a `prefix` under `protected/` or `private/{own id}/`.
 * `public/` (guest access) is not granted: the app has no guest uploads.
 */
export interface StorageRequest {
  method: string;
  bucket: string;
  /** The decoded object key; undefined for a request on the bucket itself. */
  key: string | undefined;
  query: URLSearchParams;
  /** `x-amz-copy-source`, decoded (`bucket/key`), when the request copies an object. */
  copySource: string | undefined;
}

export function isAllowed(
  principal: Principal | undefined,
  request: StorageRequest,
  bucket: string,
): boolean {
  if (!principal) return false;
  if (principal.kind === 'server') return true;
  if (request.bucket !== bucket) return false;
  const own = [`protected/${principal.identityId}/`, `private/${principal.identityId}/`];
  const readable = ['protected/', `private/${principal.identityId}/`];
  const under = (key: string, prefixes: readonly string[]) =>
    prefixes.some((prefix) => key.startsWith(prefix)) && !key.split('/').includes('..');

  if (request.key === undefined) {
    if (request.method !== 'GET') return false;
    // ListObjects (v1 or v2) only: other bucket sub-resources are not the role's.
    const subresource = [...request.query.keys()].some((name) =>
      ['acl', 'cors', 'policy', 'location', 'uploads', 'versions', 'website', 'lifecycle'].includes(name),
    );
    const prefix = request.query.get('prefix');
    return !subresource && prefix !== null && under(prefix, readable);
  }
  const key = request.key;
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      // ListParts reads an upload in progress: the uploader's, like the writes.
      return request.query.has('uploadId') ? under(key, own) : under(key, readable);
    case 'PUT': {
      if (!under(key, own)) return false;
      if (request.copySource === undefined) return true;
      const [sourceBucket, ...sourceKey] = request.copySource.replace(/^\//, '').split('/');
      return sourceBucket === bucket && under(sourceKey.join('/'), readable);
    }
    case 'POST':
    case 'DELETE':
      return under(key, own);
    default:
      return false;
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CredentialAuthority,
  createCredentialAuthority,
  LOCAL_STORAGE_SERVER_CREDENTIALS,
  type TemporaryCredentials,
} from '../src/storage/credentials';
import { type LocalStorage, startLocalStorage } from '../src/storage/launcher';
import { errorCode, s3Client, xmlValues } from './support/s3';

const WEB_ORIGIN = 'http://127.0.0.1:5173';

/** The storage gateway in front of s3rver: SigV4, the identity-pool policy, CORS, the list call. */
describe('local storage gateway', () => {
  let dataDir: string;
  let storage: LocalStorage;
  let authority: CredentialAuthority;
  let clockOffsetMs = 0;
  const alice = `local:${randomUUID()}`;
  const bob = `local:${randomUUID()}`;
  let aliceCredentials: TemporaryCredentials;
  let bobCredentials: TemporaryCredentials;

  const objectUrl = (key: string) => `${storage.endpoint}/${storage.bucket}/${key}`;
  const listUrl = (query: Record<string, string>) =>
    `${storage.endpoint}/${storage.bucket}?${new URLSearchParams({ 'list-type': '2', ...query })}`;
  const photoKey = (identityId: string) => `protected/${identityId}/photos/${randomUUID()}`;
  const put = (credentials: TemporaryCredentials, key: string, body = 'photo bytes') =>
    s3Client(credentials).fetch(objectUrl(key), {
      method: 'PUT',
      body,
      headers: { 'content-type': 'image/jpeg' },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'siyum-storage-'));
    authority = createCredentialAuthority({ secret: randomBytes(32) });
    storage = await startLocalStorage({
      dataDir,
      port: 0,
      credentials: authority,
      allowedOrigins: [WEB_ORIGIN],
      now: () => Date.now() + clockOffsetMs,
    });
    aliceCredentials = authority.issue(alice);
    bobCredentials = authority.issue(bob);
  });
  afterAll(async () => {
    await storage?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    clockOffsetMs = 0;
  });

  it('lets an identity PUT, GET, HEAD, LIST and DELETE under its own protected prefix', async () => {
    const key = photoKey(alice);
    const client = s3Client(aliceCredentials);
    const stored = await put(aliceCredentials, key, 'jpeg bytes');
    expect(stored.status).toBe(200);
    expect(stored.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const read = await client.fetch(objectUrl(key));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('jpeg bytes');
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect((await client.fetch(objectUrl(key), { method: 'HEAD' })).status).toBe(200);

    const listed = await client.fetch(listUrl({ prefix: `protected/${alice}/photos/` }));
    expect(listed.status).toBe(200);
    expect(xmlValues(await listed.text(), 'Key')).toContain(key);

    expect((await client.fetch(objectUrl(key), { method: 'DELETE' })).status).toBe(204);
    const gone = await client.fetch(objectUrl(key));
    expect(gone.status).toBe(404);
    expect(await errorCode(gone)).toBe('NoSuchKey');
  });

  it('refuses a PUT or DELETE into another identity’s prefix with AccessDenied', async () => {
    const bobsKey = photoKey(bob);
    const refused = await put(aliceCredentials, bobsKey);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('AccessDenied');

    expect((await put(bobCredentials, bobsKey)).status).toBe(200);
    const deletion = await s3Client(aliceCredentials).fetch(objectUrl(bobsKey), { method: 'DELETE' });
    expect(deletion.status).toBe(403);
    expect(await errorCode(deletion)).toBe('AccessDenied');
    // Outside the identity prefixes altogether.
    expect((await put(aliceCredentials, `public/${randomUUID()}`)).status).toBe(403);
  });

  it('lets any identity read protected objects, but only the owner its private ones', async () => {
    const shared = photoKey(alice);
    const secret = `private/${alice}/${randomUUID()}`;
    expect((await put(aliceCredentials, shared, 'shared')).status).toBe(200);
    expect((await put(aliceCredentials, secret, 'secret')).status).toBe(200);

    const bobReads = await s3Client(bobCredentials).fetch(objectUrl(shared));
    expect(bobReads.status).toBe(200);
    expect(await bobReads.text()).toBe('shared');
    const bobPeeks = await s3Client(bobCredentials).fetch(objectUrl(secret));
    expect(bobPeeks.status).toBe(403);
    expect(await errorCode(bobPeeks)).toBe('AccessDenied');
    expect((await s3Client(aliceCredentials).fetch(objectUrl(secret))).status).toBe(200);
  });

  it('refuses anonymous requests, even to read a protected object', async () => {
    const key = photoKey(alice);
    expect((await put(aliceCredentials, key)).status).toBe(200);
    const anonymous = await fetch(objectUrl(key));
    expect(anonymous.status).toBe(403);
    expect(await errorCode(anonymous)).toBe('AccessDenied');
    expect((await fetch(objectUrl(photoKey(alice)), { method: 'PUT', body: 'x' })).status).toBe(403);
  });

  it('answers ExpiredToken (400) once the credentials have expired', async () => {
    clockOffsetMs = 3601 * 1000;
    // Signed "now" by the client, checked an hour later by the gateway's clock.
    const expired = await s3Client(aliceCredentials).fetch(objectUrl(photoKey(alice)), {
      method: 'PUT',
      body: 'late',
    });
    expect(expired.status).toBe(400);
    expect(await errorCode(expired)).toBe('ExpiredToken');
  });

  it('answers SignatureDoesNotMatch, InvalidAccessKeyId and InvalidToken like S3', async () => {
    const key = photoKey(alice);
    const wrongSecret = await put({ ...aliceCredentials, secretAccessKey: 'not-the-secret' }, key);
    expect(wrongSecret.status).toBe(403);
    expect(await errorCode(wrongSecret)).toBe('SignatureDoesNotMatch');

    const unknownKey = await s3Client({ accessKeyId: 'AKIAUNKNOWNKEY000000', secretAccessKey: 'x' }).fetch(
      objectUrl(key),
    );
    expect(unknownKey.status).toBe(403);
    expect(await errorCode(unknownKey)).toBe('InvalidAccessKeyId');

    // A session token naming bob, sealed with another secret: forged.
    const forger = createCredentialAuthority({ secret: randomBytes(32) }).issue(bob);
    const forged = await put(forger, photoKey(bob));
    expect(forged.status).toBe(400);
    expect(await errorCode(forged)).toBe('InvalidToken');

    // Alice's session token with bob's (genuine) key pair: the token does not belong to the key.
    const swapped = await put({ ...bobCredentials, sessionToken: aliceCredentials.sessionToken }, key);
    expect(swapped.status).toBe(403);
    expect(await errorCode(swapped)).toBe('InvalidAccessKeyId');
  });

  it('accepts a request signed for localhost:<port> as well as 127.0.0.1:<port>', async () => {
    const key = photoKey(alice);
    expect((await put(aliceCredentials, key, 'by ip')).status).toBe(200);
    const viaLocalhost = await s3Client(aliceCredentials).fetch(
      objectUrl(key).replace('://127.0.0.1:', '://localhost:'),
    );
    expect(viaLocalhost.status).toBe(200);
    expect(await viaLocalhost.text()).toBe('by ip');
  });

  it('accepts presigned GET URLs (query auth) until they expire', async () => {
    const key = photoKey(alice);
    expect((await put(aliceCredentials, key, 'presigned')).status).toBe(200);
    const url = new URL(objectUrl(key));
    url.searchParams.set('X-Amz-Expires', '60');
    const signed = await s3Client(aliceCredentials).sign(url.toString(), { aws: { signQuery: true } });
    const answer = await fetch(signed.url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('presigned');

    clockOffsetMs = 120 * 1000;
    const late = await fetch(signed.url);
    expect(late.status).toBe(403);
    expect(await errorCode(late)).toBe('AccessDenied');
  });

  it('runs a multipart upload under the own prefix only', async () => {
    const client = s3Client(aliceCredentials);
    const key = photoKey(alice);
    const started = await client.fetch(`${objectUrl(key)}?uploads`, { method: 'POST' });
    expect(started.status).toBe(200);
    const uploadId = xmlValues(await started.text(), 'UploadId')[0] ?? '';
    const part = await client.fetch(`${objectUrl(key)}?partNumber=1&uploadId=${uploadId}`, {
      method: 'PUT',
      body: 'one part',
    });
    expect(part.status).toBe(200);
    const etag = part.headers.get('etag') ?? '';
    const listedParts = await client.fetch(`${objectUrl(key)}?uploadId=${uploadId}`);
    expect(listedParts.status).toBe(200);
    const completed = await client.fetch(`${objectUrl(key)}?uploadId=${uploadId}`, {
      method: 'POST',
      body: `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>${etag}</ETag></Part></CompleteMultipartUpload>`,
    });
    expect(completed.status).toBe(200);
    expect(await (await client.fetch(objectUrl(key))).text()).toBe('one part');

    const intoBob = await client.fetch(`${objectUrl(photoKey(bob))}?uploads`, { method: 'POST' });
    expect(intoBob.status).toBe(403);
    const aborted = await client.fetch(`${objectUrl(photoKey(alice))}?uploadId=${uploadId}`, {
      method: 'DELETE',
    });
    expect(aborted.status).toBe(204);
  });

  it('pages list-type 2 with prefix, delimiter, max-keys, continuation-token and encoding-type=url', async () => {
    const prefix = `protected/${alice}/gallery/`;
    const keys = [`${prefix}a`, `${prefix}b c+d`, `${prefix}e`, `${prefix}nested/f`, `${prefix}nested/g`];
    for (const key of keys) expect((await put(aliceCredentials, key, key)).status).toBe(200);
    const client = s3Client(aliceCredentials);

    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await client.fetch(
        listUrl({
          prefix,
          'max-keys': '2',
          'encoding-type': 'url',
          ...(token ? { 'continuation-token': token } : {}),
        }),
      );
      expect(page.status).toBe(200);
      const xml = await page.text();
      expect(xmlValues(xml, 'EncodingType')).toEqual(['url']);
      const pageKeys = xmlValues(xml, 'Key');
      expect(xmlValues(xml, 'KeyCount')).toEqual([String(pageKeys.length)]);
      expect(xmlValues(xml, 'ETag')).toHaveLength(pageKeys.length);
      expect(xmlValues(xml, 'Size').map(Number)).toEqual(
        pageKeys.map((key) => Buffer.byteLength(decodeURIComponent(key))),
      );
      for (const modified of xmlValues(xml, 'LastModified')) expect(Date.parse(modified)).not.toBeNaN();
      seen.push(...pageKeys);
      token = xmlValues(xml, 'NextContinuationToken')[0];
      expect(xmlValues(xml, 'IsTruncated')).toEqual([token ? 'true' : 'false']);
      pages += 1;
    } while (token && pages < 10);
    expect(pages).toBe(3);
    // URL-encoded as S3 does: `:` and space escaped, slashes kept; decoded they are the keys.
    expect(seen).toContain(`protected/${encodeURIComponent(alice)}/gallery/b%20c%2Bd`);
    expect(seen.map(decodeURIComponent)).toEqual([...keys].sort());

    const grouped = await client.fetch(listUrl({ prefix, delimiter: '/' }));
    const xml = await grouped.text();
    expect(xmlValues(xml, 'Prefix')).toContain(`${prefix}nested/`);
    expect(xmlValues(xml, 'Key')).toHaveLength(3);
    // KeyCount counts the common prefix too (Amplify checks it).
    expect(xmlValues(xml, 'KeyCount')).toEqual(['4']);
  });

  it('lists only under protected/ or the own private/ prefix', async () => {
    const client = s3Client(aliceCredentials);
    expect((await client.fetch(listUrl({ prefix: `protected/${bob}/` }))).status).toBe(200);
    expect((await client.fetch(listUrl({ prefix: `private/${alice}/` }))).status).toBe(200);
    const others = await client.fetch(listUrl({ prefix: `private/${bob}/` }));
    expect(others.status).toBe(403);
    expect(await errorCode(others)).toBe('AccessDenied');
    expect((await client.fetch(listUrl({}))).status).toBe(403);
  });

  it('gives the server credential the whole bucket', async () => {
    const key = photoKey(bob);
    expect((await put(bobCredentials, key)).status).toBe(200);
    const server = s3Client(LOCAL_STORAGE_SERVER_CREDENTIALS);
    const all = await server.fetch(listUrl({}));
    expect(all.status).toBe(200);
    expect(xmlValues(await all.text(), 'Key')).toContain(key);
    expect((await server.fetch(objectUrl(key), { method: 'DELETE' })).status).toBe(204);
    expect(storage.serverCredentials).toEqual(LOCAL_STORAGE_SERVER_CREDENTIALS);
  });

  it('answers CORS preflights from the web app’s origin and refuses other origins', async () => {
    const url = objectUrl(photoKey(alice));
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type,x-amz-date,x-amz-security-token',
        },
      });
    const allowed = await preflight(WEB_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-amz-security-token');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('ETag');

    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const key = photoKey(alice);
    const stored = await s3Client(aliceCredentials).fetch(objectUrl(key), {
      method: 'PUT',
      body: 'x',
      headers: { origin: WEB_ORIGIN },
    });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(stored.headers.get('access-control-expose-headers')).toContain('ETag');
  });
});

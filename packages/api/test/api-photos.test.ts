import { imageUrl, type Siyum, type SiyumPhoto } from '@siyum/domain';
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../src/images/testImages';
import { openPhotoStorage, sweepPhotos, UNATTACHED_PHOTO_GRACE_MS } from '../src/services/photos';
import type { PhotoStorageConfig } from '../src/storage/config';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { ok } from './support/rpc';

/** A signed-in user as the browser is: tokens, and the identity pool's credentials for the bucket. */
interface Uploader extends SignedUpUser {
  idToken: string;
  identityId: string;
  s3: AwsClient;
}

async function poolCall(config: PhotoStorageConfig, operation: string, body: unknown) {
  const answer = await fetch(config.identityPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

const siyumInput = (title: string, photo: SiyumPhoto | null = null) => ({
  title,
  corpus: 'mishnah',
  unit: 'tractate',
  targetDate: '2031-01-01',
  ...(photo ? { photo } : {}),
});

const square = (key: string): SiyumPhoto => ({ key, crop: { x: 0.125, y: 0, width: 0.75, height: 1 } });

describe('photos: whose they are, where they show, when they go', () => {
  let h: Harness;
  let config: PhotoStorageConfig;
  let owner: Uploader;
  let stranger: Uploader;
  let editor: SignedUpUser;

  async function uploader(email: string): Promise<Uploader> {
    const user = await h.signUp(email);
    const { idToken } = await h.identity.signIn(email);
    const logins = {
      [JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).iss.replace(
        /^https?:\/\//,
        '',
      )]: idToken,
    };
    const { IdentityId } = await poolCall(config, 'GetId', {
      IdentityPoolId: config.identityPoolId,
      Logins: logins,
    });
    const { Credentials } = (await poolCall(config, 'GetCredentialsForIdentity', {
      IdentityId,
      Logins: logins,
    })) as {
      Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string };
    };
    const s3 = new AwsClient({
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretKey,
      sessionToken: Credentials.SessionToken,
      service: 's3',
      region: config.location.region,
    });
    return { ...user, idToken, identityId: String(IdentityId), s3 };
  }

  /** Uploads a JPEG straight to the bucket, as Amplify's uploadData does; returns its key. */
  async function upload(who: Uploader, bytes?: Buffer): Promise<string> {
    const key = `protected/${who.identityId}/photos/${crypto.randomUUID()}`;
    const answer = await who.s3.fetch(
      `${config.location.endpoint}/${config.location.bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: bytes ?? Buffer.from(await jpegWithGps(1200, 900)),
      },
    );
    expect(answer.status).toBe(200);
    return key;
  }

  const keysUnder = async (prefix: string) =>
    (await openPhotoStorage(config).store.list(prefix)).items.map((item) => item.key);

  beforeAll(async () => {
    h = await startHarness({ photos: true });
    if (!h.identity.photos) throw new Error('the harness started no storage');
    config = h.identity.photos;
    owner = await uploader('photo-owner@example.org');
    stranger = await uploader('photo-stranger@example.org');
    editor = await h.signUp('photo-editor@example.org');
  }, 60_000);
  afterAll(() => h?.close());

  it('links an identity only with the caller’s own id token', async () => {
    const borrowed = await h.rpc.mutation('photo.linkIdentity', { idToken: stranger.idToken }, owner.token);
    expect(borrowed).toMatchObject({
      ok: false,
      error: { data: { code: 'FORBIDDEN', reason: 'identityMismatch' } },
    });
    const linked = ok(
      await h.rpc.mutation<{ identityId: string }>(
        'photo.linkIdentity',
        { idToken: owner.idToken },
        owner.token,
      ),
    );
    expect(linked.identityId).toBe(owner.identityId);
    ok(await h.rpc.mutation('photo.linkIdentity', { idToken: stranger.idToken }, stranger.token));
  });

  it('shows an own upload on a new siyum, served by the image service in webp without EXIF', async () => {
    const photo = square(await upload(owner));
    const siyum = ok(
      await h.rpc.mutation<Siyum>('siyum.create', siyumInput('With a photo', photo), owner.token),
    );
    expect(siyum.photo).toEqual(photo);
    const answer = await fetch(`${h.server.url}${imageUrl('/api/img', photo, { width: 320 })}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses someone else’s photo, and a key that was never uploaded, changing nothing', async () => {
    const theirs = square(await upload(owner));
    const before = await h.snapshot();
    const borrowed = await h.rpc.mutation('siyum.create', siyumInput('Borrowed', theirs), stranger.token);
    expect(borrowed).toMatchObject({
      ok: false,
      error: { data: { code: 'FORBIDDEN', reason: 'photoNotYours' } },
    });
    const missing = square(`protected/${stranger.identityId}/photos/${crypto.randomUUID()}`);
    const never = await h.rpc.mutation('siyum.create', siyumInput('Missing', missing), stranger.token);
    expect(never).toMatchObject({
      ok: false,
      error: { data: { code: 'BAD_REQUEST', reason: 'photoMissing' } },
    });
    const text = square(await upload(stranger, Buffer.from('not a photo at all, whatever its name says')));
    const notImage = await h.rpc.mutation('siyum.create', siyumInput('Text', text), stranger.token);
    expect(notImage).toMatchObject({
      ok: false,
      error: { data: { code: 'BAD_REQUEST', reason: 'photoNotImage' } },
    });
    const unlinked = square(await upload(owner));
    const noLink = await h.rpc.mutation('siyum.create', siyumInput('No link', unlinked), editor.token);
    expect(noLink).toMatchObject({ ok: false, error: { data: { reason: 'photoNotYours' } } });
    await h.expectUnchanged(before, 'a refused photo');
  });

  it('lets an editor re-crop the photo but not put their own or another’s key in', async () => {
    const photo = square(await upload(owner));
    const siyum = ok(await h.rpc.mutation<Siyum>('siyum.create', siyumInput('Edited', photo), owner.token));
    ok(
      await h.rpc.mutation(
        'siyum.permissions.grant',
        { siyumId: siyum.id, email: 'photo-editor@example.org', editSiyum: true },
        owner.token,
      ),
    );
    const recrop = { key: photo.key, crop: { x: 0, y: 0, width: 1, height: 1 } };
    expect(
      ok(await h.rpc.mutation<Siyum>('siyum.update', { id: siyum.id, photo: recrop }, editor.token)).photo,
    ).toEqual(recrop);
    const another = square(await upload(owner));
    const refused = await h.rpc.mutation('siyum.update', { id: siyum.id, photo: another }, editor.token);
    expect(refused).toMatchObject({ ok: false, error: { data: { reason: 'photoNotYours' } } });
  });

  it('deletes the photo and its variants when it is replaced, and a siyum with everything when its owner deletes it', async () => {
    const first = square(await upload(owner));
    const siyum = ok(await h.rpc.mutation<Siyum>('siyum.create', siyumInput('Replaced', first), owner.token));
    expect((await fetch(`${h.server.url}${imageUrl('/api/img', first, { width: 640 })}`)).status).toBe(200);
    expect(await keysUnder(`cache/${first.key}/`)).toHaveLength(1);

    const second = square(await upload(owner));
    ok(await h.rpc.mutation('siyum.update', { id: siyum.id, photo: second }, owner.token));
    expect(await keysUnder(first.key)).toEqual([]);
    expect(await keysUnder(`cache/${first.key}/`)).toEqual([]);

    const byEditor = await h.rpc.mutation('siyum.delete', { id: siyum.id }, editor.token);
    expect(byEditor).toMatchObject({ ok: false, error: { data: { code: 'FORBIDDEN' } } });
    expect(ok(await h.rpc.mutation('siyum.delete', { id: siyum.id }, owner.token))).toEqual({
      deleted: true,
    });
    expect(await keysUnder(second.key)).toEqual([]);
    const gone = await h.rpc.query('siyum.byId', { id: siyum.id }, owner.token);
    expect(gone).toMatchObject({ ok: false, error: { data: { code: 'NOT_FOUND' } } });
  });

  it('sweeps uploads no siyum shows once the grace period is over, and keeps the shown ones', async () => {
    const shown = square(await upload(owner));
    ok(await h.rpc.mutation('siyum.create', siyumInput('Kept', shown), owner.token));
    const abandoned = await upload(owner);
    const storage = openPhotoStorage(config);
    const { db } = h.testDb.database;
    await sweepPhotos(db, storage);
    expect(await keysUnder(abandoned)).toEqual([abandoned]);
    await sweepPhotos(db, storage, Date.now() + UNATTACHED_PHOTO_GRACE_MS + 60_000);
    expect(await keysUnder(abandoned)).toEqual([]);
    expect(await keysUnder(shown.key)).toEqual([shown.key]);
  });
});

import { IMAGE_SNIFF_BYTES, photoOwner, photoRefusal, type SiyumPhoto } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, siyums, users } from '../db';
import { variantPrefix } from '../images';
import { failure } from '../infra/errors';
import type { Logger } from '../infra/log';
import type { PhotoStorageConfig } from '../storage/config';
import { getIdentityId, IdentityPoolError, idTokenClaims } from '../storage/identityPool';
import type { ObjectStore } from '../storage/objectStore';
import { s3ObjectStore } from '../storage/s3ObjectStore';

/**
 * Photos on the server (issue 21). The browser uploads straight to the bucket under its identity
 * pool id; the server never proxies bytes. It learns which identity id is whose (`linkIdentity`,
 * asked of the pool with the user's own id token), attaches only a caller's own photos to a siyum,
 * and deletes a photo's objects once no siyum shows it.
 */
export interface PhotoStorage {
  config: PhotoStorageConfig;
  store: ObjectStore;
}

/** The bucket of a configuration, through S3's API with the server's own credentials. */
export function openPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return { config, store: s3ObjectStore(config.location, config.credentials) };
}

/**
 * photo.linkIdentity: records the caller's identity pool id. The id token must be the caller's
 * (same `sub` as the access token that authenticated the call); the pool verifies its signature.
 */
export async function linkIdentity(
  db: Db,
  photos: PhotoStorage,
  user: { id: number; sub: string },
  idToken: string,
): Promise<{ identityId: string }> {
  const claims = idTokenClaims(idToken);
  if (claims?.tokenUse !== 'id' || claims.sub !== user.sub) throw failure('FORBIDDEN', 'identityMismatch');
  let identityId: string;
  try {
    identityId = await getIdentityId(photos.config, idToken, claims);
  } catch (error) {
    if (error instanceof IdentityPoolError && error.type === 'NotAuthorizedException')
      throw failure('FORBIDDEN', 'identityMismatch');
    throw error;
  }
  await db.update(users).set({ identityId }).where(eq(users.id, user.id));
  return { identityId };
}

/**
 * Refuses a photo the caller did not upload (its key is under another identity, or theirs is not
 * linked), one that is not in the bucket, and one whose bytes are no image the product takes (the
 * browser checked them too; the bucket takes whatever a client sends) — before anything is written.
 */
export async function assertOwnPhoto(
  db: Db,
  photos: PhotoStorage | null,
  userId: number,
  photo: SiyumPhoto,
): Promise<void> {
  if (!photos) throw failure('BAD_REQUEST', 'photosUnavailable');
  const [row] = await db.select({ identityId: users.identityId }).from(users).where(eq(users.id, userId));
  if (!row?.identityId || photoOwner(photo.key) !== row.identityId)
    throw failure('FORBIDDEN', 'photoNotYours');
  const head = await photos.store.head(photo.key, IMAGE_SNIFF_BYTES);
  if (!head) throw failure('BAD_REQUEST', 'photoMissing');
  if (photoRefusal(head.bytes, head.size)) throw failure('BAD_REQUEST', 'photoNotImage');
}

/** Whether some siyum still shows the photo. */
async function inUse(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siyums.id })
    .from(siyums)
    .where(sql`${siyums.photo}->>'key' = ${key}`)
    .limit(1);
  return row !== undefined;
}

/** Every key under a prefix (all pages). */
async function keysUnder(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.list(prefix, token ? { continuationToken: token } : {});
    keys.push(...page.items.map((item) => item.key));
    token = page.nextToken;
  } while (token);
  return keys;
}

/** Deletes a photo and its cached variants. */
async function deletePhotoObjects(store: ObjectStore, key: string): Promise<void> {
  await store.delete([...(await keysUnder(store, variantPrefix(key))), key]);
}

/**
 * After a siyum stopped showing a photo (replaced, removed, the siyum deleted): its objects go
 * unless another siyum shows it. A failure here is logged, not the user's: the sweep retries.
 */
export async function releasePhoto(
  db: Db,
  photos: PhotoStorage | null,
  key: string | undefined,
  log: Logger,
): Promise<void> {
  if (!photos || !key) return;
  try {
    if (!(await inUse(db, key))) await deletePhotoObjects(photos.store, key);
  } catch (error) {
    log.warn('photos.release_failed', {
      key,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** An upload nobody attached is kept this long (the wizard may still be open), then swept. */
export const UNATTACHED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic sweep: deletes uploads no siyum shows once they are older than the grace period, and
 * cached variants whose photo is gone — what a crash between a database write and a delete left.
 * Idempotent, so every replica may run it.
 */
export async function sweepPhotos(
  db: Db,
  photos: PhotoStorage,
  now = Date.now(),
): Promise<{ deleted: number }> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await photos.store.list('protected/', token ? { continuationToken: token } : {});
    for (const item of page.items) {
      if (photoOwner(item.key) === null) continue;
      if (now - item.lastModified.getTime() < UNATTACHED_PHOTO_GRACE_MS) continue;
      if (await inUse(db, item.key)) continue;
      await deletePhotoObjects(photos.store, item.key);
      deleted += 1;
    }
    token = page.nextToken;
  } while (token);
  const variants = await keysUnder(photos.store, 'cache/');
  const originals = new Set(variants.map((key) => key.split('/').slice(1, -1).join('/')));
  for (const original of originals) {
    const page = await photos.store.list(original, { maxKeys: 1 });
    if (page.items[0]?.key === original) continue;
    const orphaned = await keysUnder(photos.store, variantPrefix(original));
    await photos.store.delete(orphaned);
    deleted += orphaned.length;
  }
  return { deleted };
}

import { randomUUID } from 'node:crypto';
import { photoKey, type SiyumPhoto } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Db, siyums, users } from '../db';
import type { PhotoStorage } from '../services/photos';

/**
 * The demo community's photos (issue 21): generated here, not committed — a memorial candle, a
 * book, a sunrise — rendered by sharp from SVG to JPEG and uploaded to the local bucket under the
 * owner's demo identity, so `npm start` shows photos on /s/{id}, the cards and the dashboard.
 */
const SCENES: Record<'candle' | 'book' | 'sunrise', string> = {
  candle: `<rect width="800" height="800" fill="#2b2118"/>
    <radialGradient id="g" cx="50%" cy="38%" r="45%"><stop offset="0" stop-color="#ffcf7a" stop-opacity=".9"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>
    <rect width="800" height="800" fill="url(#g)"/>
    <rect x="330" y="380" width="140" height="300" rx="12" fill="#efe6d6"/>
    <path d="M400 250 C 440 310 430 350 400 370 C 370 350 360 310 400 250 Z" fill="#ffb43b"/>
    <rect x="396" y="360" width="8" height="24" fill="#3a2a1a"/>`,
  book: `<rect width="800" height="800" fill="#1f3a5f"/>
    <path d="M140 560 L400 500 L660 560 L660 300 L400 240 L140 300 Z" fill="#f4ecd8"/>
    <path d="M400 240 L400 500" stroke="#8a6d3b" stroke-width="8"/>
    <g stroke="#b9a77f" stroke-width="6">${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M180 ${330 + i * 40} L360 ${290 + i * 40}"/><path d="M440 ${290 + i * 40} L620 ${330 + i * 40}"/>`,
      )
      .join('')}</g>`,
  sunrise: `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="1" stop-color="#f25c54"/></linearGradient>
    <rect width="800" height="800" fill="url(#s)"/>
    <circle cx="400" cy="520" r="150" fill="#ffe8a3"/>
    <rect y="540" width="800" height="260" fill="#5b3758"/>`,
};

export type DemoScene = keyof typeof SCENES;

/** A scene as a JPEG (800×800), as a phone would upload it. */
export function demoPhotoJpeg(scene: DemoScene): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">${SCENES[scene]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A demo user's identity id: fixed per user, in the identity pool id format (`local:<uuid>`). */
const demoIdentityId = (userId: number) =>
  `local:00000000-0000-4000-8000-${String(userId).padStart(12, '0')}`;

/** Uploads a scene under the owner's (demo) identity and shows it on the siyum. */
export async function seedSiyumPhoto(
  db: Db,
  photos: PhotoStorage,
  siyum: { id: number; ownerId: number },
  scene: DemoScene,
): Promise<SiyumPhoto> {
  const [owner] = await db
    .select({ identityId: users.identityId })
    .from(users)
    .where(eq(users.id, siyum.ownerId));
  let identityId = owner?.identityId;
  if (!identityId) {
    identityId = demoIdentityId(siyum.ownerId);
    await db.update(users).set({ identityId }).where(eq(users.id, siyum.ownerId));
  }
  const photo: SiyumPhoto = {
    key: photoKey(identityId, randomUUID()),
    crop: { x: 0, y: 0, width: 1, height: 1 },
  };
  await photos.store.put(photo.key, await demoPhotoJpeg(scene), { contentType: 'image/jpeg' });
  await db.update(siyums).set({ photo }).where(eq(siyums.id, siyum.id));
  return photo;
}

import { photoMessages, type Siyum, siyumCreateMessages } from '@siyum/domain';
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { jpegWithGps } from '../packages/api/src/images/testImages';
import { expect, test } from './fixtures';
import { createMember, logIn, ok } from './support/members';
import type { StackEnv } from './support/stackEnv';

const m = siyumCreateMessages;

/** Every key in the bucket under a prefix, read with the server's own key (as the API reads it). */
async function bucketKeys(storage: StackEnv['storage'], prefix: string): Promise<string[]> {
  const client = new AwsClient({ ...storage, service: 's3' });
  const query = new URLSearchParams({ 'list-type': '2', prefix });
  const answer = await client.fetch(`${storage.endpoint}/${storage.bucket}/?${query}`);
  expect(answer.status).toBe(200);
  return [...(await answer.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );
}

test('an organizer adds a photo: shown on the siyum page in webp without EXIF, previewed, theirs alone, gone with the siyum', async ({
  page,
  identity,
  stack,
  request,
}) => {
  const organizer = await createMember(identity, stack.apiUrl, 'photo-organizer');
  const siyum = await organizer.createSiyum('Mishnah in memory of Chaya bas Moshe');
  await logIn(page, organizer.email);

  // The edit wizard's first step takes the photo: picked, cropped to the square, uploaded.
  await page.goto(`/edit/${siyum.id}`);
  const field = page.getByRole('group', { name: photoMessages.label });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: photoMessages.choose }).click();
  await (await chooser).setFiles({
    name: 'chaya.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(await jpegWithGps(1200, 900)),
  });
  await field.getByRole('button', { name: photoMessages.useCrop }).click();
  await expect(field.getByRole('status')).toHaveText(photoMessages.saved, { timeout: 20_000 });
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: m.next, exact: true }).click();
  await page.getByRole('button', { name: m.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/s/${siyum.id}$`));

  // The page's photo: a srcset of at least 4 widths, in webp, and the served variant has no EXIF.
  const photo = page.getByRole('banner').or(page.locator('main')).locator('img[srcset]').first();
  await expect(photo).toBeVisible();
  const srcset = (await photo.getAttribute('srcset')) ?? '';
  // Candidates are separated by a comma and whitespace; the URLs themselves hold commas (the grammar's steps).
  const candidates = srcset.split(/,\s+/).map((entry) => entry.trim().split(' '));
  expect(candidates.length).toBeGreaterThanOrEqual(4);
  for (const [url, width] of candidates) {
    expect(url).toContain('f_webp');
    expect(width).toMatch(/^\d+w$/);
  }
  const variant = await request.get(new URL(candidates[0]?.[0] ?? '', stack.webUrl).href);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
  const metadata = await sharp(await variant.body()).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.format).toBe('webp');

  // A crawler (no script) finds an og:image that answers with an image.
  const html = await (await request.get(`/s/${siyum.id}`, { headers: { accept: 'text/html' } })).text();
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
  expect(ogImage).toContain('/api/img/');
  const preview = await request.get(ogImage ?? '');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toMatch(/^image\//);

  // Someone else cannot show that photo on their own siyum.
  const saved = ok(await organizer.rpc.query<Siyum>('siyum.byId', { id: siyum.id }, organizer.token));
  const key = saved.photo?.key ?? '';
  expect(key).toMatch(/^protected\/local:[0-9a-f-]+\/photos\//);
  const other = await createMember(identity, stack.apiUrl, 'photo-borrower');
  const theirs = await other.createSiyum();
  const refused = await other.rpc.mutation(
    'siyum.update',
    { id: theirs.id, photo: saved.photo },
    other.token,
  );
  expect(refused).toMatchObject({ error: { data: { code: 'FORBIDDEN', reason: 'photoNotYours' } } });
  expect(await bucketKeys(stack.storage, key)).toEqual([key]);
  expect((await bucketKeys(stack.storage, `cache/${key}/`)).length).toBeGreaterThan(0);

  // Deleting the siyum (its owner, on the edit page) removes the photo and every variant of it.
  await page.goto(`/edit/${siyum.id}`);
  await page.getByRole('button', { name: m.deleteButton }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: m.deleteConfirm }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => bucketKeys(stack.storage, key)).toEqual([]);
  expect(await bucketKeys(stack.storage, `cache/${key}/`)).toEqual([]);
});

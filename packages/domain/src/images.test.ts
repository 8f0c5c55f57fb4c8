import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageUrl,
  parseImagePath,
  photoKey,
  photoOwner,
  placeholderUrl,
  shareImageUrl,
} from './images';

const identity = 'us-east-1:0f8fad5b-d9cb-469f-a165-70867728950e';
const key = photoKey(identity, '7c9e6679-7425-40de-944b-e07fc1f90ae7');
const photo = { key, crop: { x: 0.1, y: 0.05, width: 0.6, height: 0.8 } };

describe('photo keys', () => {
  it.each([
    [key, identity],
    [
      photoKey('local:0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7'),
      'local:0f8fad5b-d9cb-469f-a165-70867728950e',
    ],
    [`private/${identity}/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7`, null],
    [`protected/${identity}/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7/../x`, null],
    [`protected/${identity}/other/7c9e6679-7425-40de-944b-e07fc1f90ae7`, null],
    ['protected/not-an-identity/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7', null],
  ])('%s belongs to %s', (candidate, owner) => {
    expect(photoOwner(candidate)).toBe(owner);
  });
});

describe('image URLs', () => {
  it('writes the crop, then the §9 variant (webp, auto:best, sharpen 100 by default)', () => {
    expect(imageUrl('https://img.example.org/base/', photo, { width: 320, density: 2 })).toBe(
      `https://img.example.org/base/x_0.1,y_0.05,w_0.6,h_0.8,c_crop/w_320,dpr_2,f_webp,q_auto:best,e_sharpen:100/protected/us-east-1%3A0f8fad5b-d9cb-469f-a165-70867728950e/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7`,
    );
  });

  it('reads back every URL it writes', () => {
    for (const url of [
      imageUrl('/api/img', photo, { width: 1536, density: 2, format: 'avif', quality: 'auto:good' }),
      placeholderUrl('/api/img', photo),
      shareImageUrl('/api/img', photo),
    ]) {
      const parsed = parseImagePath(url.slice('/api/img'.length));
      expect(parsed?.key).toBe(key);
      expect(parsed?.crop).toEqual(photo.crop);
    }
    expect(parseImagePath(shareImageUrl('', photo))).toMatchObject({
      width: 600,
      height: 600,
      format: 'jpg',
    });
    expect(parseImagePath(placeholderUrl('', photo))).toMatchObject({ width: 10, height: 10, sharpen: 0 });
  });

  it.each([
    ['a width outside §9', imageUrl('', photo, { width: 333 })],
    ['a square that is not the placeholder or share size', imageUrl('', photo, { width: 320, height: 320 })],
    [
      'a crop past the edge',
      imageUrl('', { ...photo, crop: { x: 0.5, y: 0, width: 0.6, height: 1 } }, { width: 320 }),
    ],
    ['an empty crop', imageUrl('', { ...photo, crop: { x: 0, y: 0, width: 0, height: 1 } }, { width: 320 })],
    ['a key that is no photo', imageUrl('', { ...photo, key: 'protected/../etc/passwd' }, { width: 320 })],
    [
      'density 3',
      `/x_0,y_0,w_1,h_1,c_crop/w_320,dpr_3,f_webp,q_auto:best,e_sharpen:100/${encodeURIComponent(key)}`,
    ],
  ])('refuses %s', (_, url) => {
    expect(parseImagePath(url)).toBeNull();
  });

  it('lists the §9 widths once each, ascending', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 600, 640, 768, 900, 1024, 1200, 1280, 1400, 1536]);
  });
});

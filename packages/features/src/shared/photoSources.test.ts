import {
  IMAGE_WIDTHS,
  imageServiceAt,
  imageUrl,
  photoWidths,
  placeholderUrl,
  type SiyumPhoto,
} from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { photoSources, siyumPhotoAlt } from './photoSources';

const photo: SiyumPhoto = {
  key: 'protected/local:00000000-0000-4000-8000-0000000000a1/photos/00000000-0000-4000-8000-000000000001',
  crop: { x: 0.1, y: 0, width: 0.6, height: 0.9 },
};
const BASE = 'https://images.example.org/siyum';

describe('photoWidths', () => {
  it.each([
    [768, [320, 600, 640, 768]],
    [1024, [320, 600, 640, 768, 900, 1024]],
    [700, [320, 600, 640]],
    [5000, [...IMAGE_WIDTHS]],
  ])('offers the §9 widths up to %i', (maxWidth, widths) => {
    expect(photoWidths(maxWidth)).toEqual(widths);
  });

  it('offers the smallest §9 width when none is as small as the maximum', () => {
    expect(photoWidths(100)).toEqual([320]);
  });
});

describe('photoSources', () => {
  const build = imageServiceAt(BASE);

  it('builds each srcset entry with the domain’s base-URL builder', () => {
    const entries = photoSources(build, photo, { size: 72, maxWidth: 1024 }).srcSet.split(', ');
    expect(entries[0]).toBe(`${imageUrl(BASE, photo, { width: 320 })} 320w`);
    expect(entries).toHaveLength(IMAGE_WIDTHS.filter((width) => width <= 1024).length);
  });

  it('describes each width with an Nw descriptor', () => {
    const { srcSet } = photoSources(build, photo, { size: 72, maxWidth: 768 });
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '600w', '640w', '768w']);
  });

  it('builds the placeholder the domain’s placeholderUrl builds', () => {
    expect(photoSources(build, photo, { size: 72, maxWidth: 768 }).placeholder).toBe(
      placeholderUrl(BASE, photo),
    );
  });

  it.each([
    [72, 768, 320],
    [160, 1024, 320],
    [200, 1024, 600],
    [480, 768, 768],
  ])('falls back (no srcset) to a width sharp at density 2: %i px shown → w_%i…', (size, maxWidth, width) => {
    expect(photoSources(build, photo, { size, maxWidth }).src).toBe(imageUrl(BASE, photo, { width }));
  });

  it('asks whichever builder it is given', () => {
    const drawn = photoSources((p, v) => `draw:${p.key.slice(-1)}:${v.width}x${v.height ?? '-'}`, photo, {
      size: 72,
      maxWidth: 640,
    });
    expect(drawn).toEqual({
      src: 'draw:1:320x-',
      srcSet: 'draw:1:320x- 320w, draw:1:600x- 600w, draw:1:640x- 640w',
      placeholder: 'draw:1:10x10',
    });
  });
});

describe('siyumPhotoAlt', () => {
  it.each([
    ['memory', 'Sarah bat Avraham', 'Sarah bat Avraham'],
    ['healing', '  Chaya Leah bas Miriam ', 'Chaya Leah bas Miriam'],
    ['none', 'left over from an edit', ''],
    ['honor', '', ''],
  ] as const)('a %s dedication to “%s” is described as “%s”', (dedicationKind, dedicationNames, alt) => {
    expect(siyumPhotoAlt({ dedicationKind, dedicationNames })).toBe(alt);
  });
});

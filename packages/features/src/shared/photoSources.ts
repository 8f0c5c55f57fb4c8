import {
  type ImageUrlBuilder,
  PHOTO_PLACEHOLDER_VARIANT,
  photoSrcSet,
  photoWidths,
  type Siyum,
  type SiyumPhoto,
} from '@siyum/domain';

export interface PhotoSources {
  /** For a browser without `srcset`: the first width that is sharp at density 2. */
  src: string;
  /** Every offered width with its `Nw` descriptor; the browser picks by `sizes`. */
  srcSet: string;
  /** The blurred placeholder shown until the photo has loaded. */
  placeholder: string;
}

/** The URLs of one photo shown `size` CSS pixels wide, from `build` (the image service). */
export function photoSources(
  build: ImageUrlBuilder,
  photo: SiyumPhoto,
  { size, maxWidth }: { size: number; maxWidth: number },
): PhotoSources {
  const widths = photoWidths(maxWidth);
  const fallback = widths.find((width) => width >= size * 2) ?? widths[widths.length - 1] ?? size;
  return {
    src: build(photo, { width: fallback }),
    srcSet: photoSrcSet(build, photo, maxWidth),
    placeholder: build(photo, PHOTO_PLACEHOLDER_VARIANT),
  };
}

/**
 * A siyum's photo described by whom it is for (the dedication's names: a memorial's photo is of the
 * person); without a dedication it is decorative beside the title, so its alt text is empty.
 */
export function siyumPhotoAlt(siyum: Pick<Siyum, 'dedicationKind' | 'dedicationNames'>): string {
  return siyum.dedicationKind === 'none' ? '' : siyum.dedicationNames.trim();
}

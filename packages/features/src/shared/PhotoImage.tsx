import type { SiyumPhoto } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { type CSSProperties, useState } from 'react';
import { useImageUrl } from './imageService';
import { photoSources } from './photoSources';
import './PhotoImage.css';

/** A URL as a CSS `url()` value: quoted, its quotes and backslashes escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\]/g, '\\$&')}")`;

/** Where the photo stands: its placeholder until it has loaded; the placeholder stays if it fails. */
export type PhotoImageState = 'loading' | 'loaded' | 'failed';

export interface PhotoImageProps {
  photo: SiyumPhoto;
  /** Who or what it shows (a memorial's: the dedication's names); empty when it is decorative. */
  alt: string;
  /**
   * Its width (= height: photos are square) in CSS pixels as laid out at the default font size: the
   * `width`/`height` attributes that reserve its box before it loads. The CSS sets the shown size.
   */
  size: number;
  /** The `sizes` attribute: how wide it is shown, for the browser to pick from the srcset. */
  sizes: string;
  /** The widest §9 width the srcset offers. */
  maxWidth?: number;
  /**
   * The page's largest paint (the /s/{id} header): fetched at once with high priority and shown as
   * soon as it decodes. Otherwise it loads lazily and fades in over its placeholder.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A siyum's photo from the image service: a `srcset` over the §9 widths, its box reserved by
 * `width`/`height` (no layout shift), and the blurred 10×10 placeholder under it until it has loaded.
 */
export function PhotoImage({
  photo,
  alt,
  size,
  sizes,
  maxWidth = 768,
  priority = false,
  className,
}: PhotoImageProps) {
  const build = useImageUrl();
  const { src, srcSet, placeholder } = photoSources(build, photo, { size, maxWidth });
  // The outcome belongs to one srcset: another photo starts over from its placeholder.
  const [outcome, setOutcome] = useState<{ srcSet: string; state: PhotoImageState } | null>(null);
  const state: PhotoImageState = outcome?.srcSet === srcSet ? outcome.state : 'loading';
  return (
    <span
      className={cx('siyum-photo', className)}
      data-state={state}
      data-priority={priority ? '' : undefined}
      style={{ '--siyum-photo-placeholder': cssUrl(placeholder) } as CSSProperties}
    >
      <img
        className="siyum-photo__img"
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={size}
        height={size}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setOutcome({ srcSet, state: 'loaded' })}
        onError={() => setOutcome({ srcSet, state: 'failed' })}
      />
    </span>
  );
}

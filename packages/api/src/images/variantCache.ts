import { type ImageRequest, imageUrl } from '@siyum/domain';
import type { OutputFormat } from './renderVariant';

/**
 * Rendered variants live in the photos' bucket beside nothing else: `cache/{photoKey}/{variant}`.
 * One prefix per photo, so removing a photo removes every variant with one list-and-delete.
 */
export const variantPrefix = (photoKey: string): string => `cache/${photoKey}/`;

/**
 * A variant's key: the crop and variant steps in their canonical spelling (the domain's URL
 * builder, so two spellings of one request share a render), with `f_auto` replaced by the format
 * it was negotiated to — an AVIF and a JPEG answer to one URL are two cached objects.
 */
export function variantKey(request: ImageRequest, format: OutputFormat): string {
  const path = imageUrl('', request, { ...request, format });
  // `/<crop>/<variant>/<key>`: the two steps, joined into one key segment.
  const [, crop, variant] = path.split('/');
  return `${variantPrefix(request.key)}${crop},${variant}`;
}

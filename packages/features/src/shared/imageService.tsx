import { DEFAULT_IMAGE_BASE_URL, type ImageVariant, imageUrl, type SiyumPhoto } from '@siyum/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** Turns a photo and a variant into an image URL: the image service's, or a story's drawing. */
export type ImageUrlBuilder = (photo: SiyumPhoto, variant: ImageVariant) => string;

/** The image service at `baseUrl` (a path on this site, or a CDN's https URL). */
export const imageServiceAt =
  (baseUrl: string): ImageUrlBuilder =>
  (photo, variant) =>
    imageUrl(baseUrl, photo, variant);

const ImageServiceContext = createContext<ImageUrlBuilder>(imageServiceAt(DEFAULT_IMAGE_BASE_URL));

/**
 * Which image service the photos below ask: injected, so the app points them at its configured base
 * URL and stories at inline drawings that need no server.
 */
export function ImageServiceProvider({ value, children }: { value: ImageUrlBuilder; children: ReactNode }) {
  return <ImageServiceContext.Provider value={value}>{children}</ImageServiceContext.Provider>;
}

/** The nearest provider's URL builder; without one, the local API's `/api/img`. */
export function useImageUrl(): ImageUrlBuilder {
  return useContext(ImageServiceContext);
}

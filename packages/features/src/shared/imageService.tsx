import { DEFAULT_IMAGE_BASE_URL, type ImageUrlBuilder, imageServiceAt } from '@siyum/domain';
import { createContext, type ReactNode, useContext } from 'react';

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

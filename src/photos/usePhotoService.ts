import type { PhotoService } from '@siyum/features';
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../auth/runtimeConfig';
import { createAmplifyPhotoService } from './amplifyPhotoService';

let service: Promise<PhotoService | undefined> | null = null;

/** The site's photo storage once the runtime config says there is one; undefined until then, or never. */
export function usePhotoService(): PhotoService | undefined {
  const [photos, setPhotos] = useState<PhotoService | undefined>();
  useEffect(() => {
    let current = true;
    service ??= loadRuntimeConfig()
      .then((config) => (config.photos ? createAmplifyPhotoService(config.photos) : undefined))
      .catch((error: unknown) => {
        service = null;
        console.error('photos: no runtime config', error);
        return undefined;
      });
    void service.then((loaded) => {
      if (current) setPhotos(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return photos;
}

import type { SiyumPhoto } from '@siyum/domain';

/** One earlier upload, as the storage list call reports it. */
export interface StoredPhoto {
  key: string;
  lastModified: Date;
  size: number;
}

export interface PhotoListPage {
  items: StoredPhoto[];
  /** Present when there is another page. */
  nextToken?: string;
}

export interface PhotoUploadOptions {
  /** Called with 0…1 as the bytes go out. */
  onProgress: (fraction: number) => void;
  /** Aborting rejects the upload (with an `AbortError`). */
  signal: AbortSignal;
}

/**
 * What the photo field needs from storage, injected so that stories and tests swap it: the app
 * passes one over Amplify Storage (`uploadData`, the list call) and the image service's URL builder.
 */
export interface PhotoService {
  /** Uploads the original under the signed-in identity; resolves with the new object's key. */
  upload: (file: Blob, options: PhotoUploadOptions) => Promise<{ key: string }>;
  /** A page of the identity's earlier uploads. */
  list: (options: { nextToken?: string }) => Promise<PhotoListPage>;
  /** The image service's URL for a stored photo, `width` CSS pixels wide. */
  previewUrl: (photo: SiyumPhoto, width: number) => string;
}

/** The service rejects with an error of this name once its one credentials refresh has failed. */
export const CREDENTIALS_EXPIRED = 'CredentialsExpired';

const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;

/** Why an upload ended without a key: the user cancelled, the session ran out, or anything else. */
export function uploadFailure(error: unknown): 'uploadCancelled' | 'credentialsExpired' | 'uploadFailed' {
  const name = errorName(error);
  if (name === 'AbortError') return 'uploadCancelled';
  if (name === CREDENTIALS_EXPIRED) return 'credentialsExpired';
  return 'uploadFailed';
}

import {
  IMAGE_WIDTHS,
  imageUrl,
  type PublicPhotoConfig,
  photoKey,
  photoPrefix,
  type SiyumPhoto,
} from '@siyum/domain';
import { CREDENTIALS_EXPIRED, type PhotoService } from '@siyum/features';
import { api } from '../api/client';
import { loadAmplify } from '../auth/amplifyAuthService';
import { routeLocalStorageEndpoint } from './localStorageEndpoint';
import { withRefreshOnce } from './refreshOnce';

type AmplifyStorage = typeof import('aws-amplify/storage');

/** §9: a page of "my photos". */
const LIST_PAGE_SIZE = 24;

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

const isExpired = (error: unknown) =>
  ['ExpiredToken', 'ExpiredTokenException', 'InvalidToken'].includes(errorName(error));

function credentialsExpired(): Error {
  const error = new Error('The session’s storage credentials expired');
  error.name = CREDENTIALS_EXPIRED;
  return error;
}

function cancelled(): Error {
  const error = new Error('The upload was cancelled');
  error.name = 'AbortError';
  return error;
}

/** The image service's URL for `width` CSS pixels: the next §9 width at density 2 (a sharp preview). */
export function photoPreviewUrl(
  config: Pick<PublicPhotoConfig, 'imageBaseUrl'>,
  photo: SiyumPhoto,
  width: number,
): string {
  const rendered = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  return imageUrl(config.imageBaseUrl, photo, { width: rendered, density: 2 });
}

/**
 * The photo field's service on Amplify Storage v6 (issue 21): the browser uploads the original
 * straight to the bucket under `protected/{identityId}/photos/` with identity-pool credentials, and
 * lists earlier uploads with S3's list call; the server is told once per session which identity is
 * the user's (photo.linkIdentity), so it can refuse anyone else's key.
 */
export function createAmplifyPhotoService(config: PublicPhotoConfig): PhotoService {
  // Amplify reads the endpoint per call; only the local stack has one (plain HTTP, rerouted).
  const endpoint = config.storageEndpoint
    ? { customEndpoint: routeLocalStorageEndpoint(config.storageEndpoint) }
    : {};
  let storage: Promise<AmplifyStorage> | null = null;
  let linked: Promise<unknown> | null = null;
  const load = async () => {
    await loadAmplify();
    storage ??= import('aws-amplify/storage');
    return storage;
  };
  const linkIdentity = () => {
    linked ??= (async () => {
      const { auth } = await loadAmplify();
      const idToken = (await auth.fetchAuthSession()).tokens?.idToken?.toString();
      if (!idToken) throw credentialsExpired();
      return api.photo.linkIdentity.mutate({ idToken });
    })().catch((error: unknown) => {
      linked = null;
      throw error;
    });
    return linked;
  };

  async function uploadOnce(file: Blob, onProgress: (fraction: number) => void, signal: AbortSignal) {
    const { uploadData } = await load();
    const id = crypto.randomUUID();
    const task = uploadData({
      path: ({ identityId }) => photoKey(identityId ?? '', id),
      data: file,
      options: {
        contentType: file.type || 'application/octet-stream',
        onProgress: ({ transferredBytes, totalBytes }) => {
          if (totalBytes) onProgress(transferredBytes / totalBytes);
        },
        ...endpoint,
      },
    });
    const cancel = () => task.cancel();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return (await task.result).path;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  return {
    async upload(file, { onProgress, signal }) {
      if (signal.aborted) throw cancelled();
      const { isCancelError } = await load();
      let key: string;
      try {
        key = await withRefreshOnce(() => uploadOnce(file, onProgress, signal), {
          isExpired,
          refresh: async () => (await loadAmplify()).auth.fetchAuthSession({ forceRefresh: true }),
          expired: credentialsExpired,
        });
      } catch (error) {
        throw isCancelError(error) || signal.aborted ? cancelled() : error;
      }
      await linkIdentity();
      return { key };
    },
    async list({ nextToken }) {
      const { list } = await load();
      const page = await list({
        path: ({ identityId }) => photoPrefix(identityId ?? ''),
        options: { pageSize: LIST_PAGE_SIZE, ...(nextToken ? { nextToken } : {}), ...endpoint },
      });
      return {
        items: page.items.map((item) => ({
          key: item.path,
          lastModified: item.lastModified ?? new Date(0),
          size: item.size ?? 0,
        })),
        ...(page.nextToken ? { nextToken: page.nextToken } : {}),
      };
    },
    previewUrl: (photo, width) => photoPreviewUrl(config, photo, width),
  };
}

import { DEFAULT_IMAGE_BASE_URL } from '@siyum/domain';
import { isLoopbackUrl } from '../identity/config';
import type { S3Credentials, S3Location } from './s3ObjectStore';

/**
 * Photos' storage (issue 21): the bucket, the identity pool whose ids own its objects, and the
 * image service that serves them. Absent → photos are off (the field is not offered, a photo in a
 * siyum input is refused).
 */
export interface PhotoStorageConfig {
  location: S3Location;
  /** The API's own access to the bucket (its IAM role's keys in production, the gateway's locally). */
  credentials: S3Credentials;
  identityPoolId: string;
  /** Where GetId goes: Cognito Identity in AWS, the compatibility proxy locally. */
  identityPoolEndpoint: string;
  /**
   * The image service's base URL. VITE_IMAGE_BASE_URL unset → this API serves it at /api/img (sharp); set → a CDN that
   * speaks the same URL grammar (docs/deploy.md), and /api/img is not mounted.
   */
  imageBaseUrl: string | undefined;
  /** The browser's S3 endpoint when it is not AWS's (local: the gateway, plain HTTP on loopback). */
  browserEndpoint: string | undefined;
}

/** This server's image service (the domain's default image base URL). */
export const LOCAL_IMAGE_PATH = DEFAULT_IMAGE_BASE_URL;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required for photos`);
  return value;
}

/**
 * Production: PHOTOS_BUCKET, PHOTOS_REGION (else AWS_REGION), COGNITO_IDENTITY_POOL_ID, the API's
 * keys AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN), VITE_IMAGE_BASE_URL (optional, the
 * same value the web build reads).
 * Local (LOCAL_IDENTITY=1): the LOCAL_STORAGE_* and LOCAL_IDENTITY_POOL_* values the dev stack's
 * identity process prints. Neither bucket named → null (photos off).
 */
export function photoStorageFromEnv(env: NodeJS.ProcessEnv): PhotoStorageConfig | null {
  const imageBaseUrl = env.VITE_IMAGE_BASE_URL?.trim() || undefined;
  if (env.LOCAL_IDENTITY === '1' && env.LOCAL_STORAGE_BUCKET) {
    const endpoint = required(env, 'LOCAL_STORAGE_ENDPOINT');
    const identityPoolEndpoint = required(env, 'LOCAL_IDENTITY_POOL_ENDPOINT');
    for (const url of [endpoint, identityPoolEndpoint])
      if (!isLoopbackUrl(url)) throw new Error(`local photos accept only loopback URLs, not ${url}`);
    return {
      location: { bucket: env.LOCAL_STORAGE_BUCKET, region: env.LOCAL_STORAGE_REGION ?? 'local', endpoint },
      credentials: {
        accessKeyId: required(env, 'LOCAL_STORAGE_ACCESS_KEY_ID'),
        secretAccessKey: required(env, 'LOCAL_STORAGE_SECRET_ACCESS_KEY'),
      },
      identityPoolId: required(env, 'LOCAL_COGNITO_IDENTITY_POOL_ID'),
      identityPoolEndpoint,
      imageBaseUrl,
      browserEndpoint: endpoint,
    };
  }
  const bucket = env.PHOTOS_BUCKET?.trim();
  if (!bucket) return null;
  const region = env.PHOTOS_REGION?.trim() || required(env, 'AWS_REGION');
  const identityPoolId = required(env, 'COGNITO_IDENTITY_POOL_ID');
  if (imageBaseUrl && !/^https:\/\//.test(imageBaseUrl) && !imageBaseUrl.startsWith('/'))
    throw new Error(`VITE_IMAGE_BASE_URL must be an https URL or a path, not ${imageBaseUrl}`);
  return {
    location: { bucket, region },
    credentials: {
      accessKeyId: required(env, 'AWS_ACCESS_KEY_ID'),
      secretAccessKey: required(env, 'AWS_SECRET_ACCESS_KEY'),
      sessionToken: env.AWS_SESSION_TOKEN?.trim() || undefined,
    },
    identityPoolId,
    // The identity pool's own region is its id's prefix (`us-east-1:…`).
    identityPoolEndpoint: `https://cognito-identity.${identityPoolId.split(':')[0]}.amazonaws.com/`,
    imageBaseUrl,
    browserEndpoint: undefined,
  };
}

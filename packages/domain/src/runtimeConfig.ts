import type { PasswordPolicy } from './forms/password';

/**
 * The browser's runtime configuration (GET /api/config), the contract between the server that
 * serves it and the app that reads it: public values only — pool, client, the Cognito endpoint the
 * browser should call (the local proxy in local mode), region, platform. Never keys.
 */
export interface PublicRuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Amplify's `userPoolEndpoint`: set in local mode (the compatibility proxy), absent for AWS. */
  userPoolEndpoint?: string;
  region: string;
  /** Sent with auth.me / auth.createUser (spec §7). */
  platform: string;
  identityMode: 'local' | 'production';
  /** Hosted sign-in domain (production, social sign-in), when configured. */
  hostedUiDomain?: string;
  /** §5: where the hosted sign-in may return (the app's /auth-callback on each of its origins). */
  hostedUiRedirectSignIn?: string[];
  /** §5: where the hosted logout may return (the app's /sign-out on each of its origins). */
  hostedUiRedirectSignOut?: string[];
  /**
   * The pool's password policy (§3 auth configuration), so the forms refuse what the pool would;
   * absent: the §5 default (6 characters).
   */
  passwordPolicy?: PasswordPolicy;
  /** Photos (issue 21), when the site stores them: absent → the photo field is not offered. */
  photos?: PublicPhotoConfig;
}

/** What the browser needs to upload through Amplify Storage and to show photos. */
export interface PublicPhotoConfig {
  bucket: string;
  region: string;
  /** The identity pool whose credentials sign uploads (`<region>:<uuid>`). */
  identityPoolId: string;
  /** Amplify's `identityPoolEndpoint`: the local proxy in local mode; absent for AWS. */
  identityPoolEndpoint?: string;
  /** The local S3 gateway (plain HTTP on loopback, local mode only); absent for AWS. */
  storageEndpoint?: string;
  /** The image service: `/api/img` (this server) or a CDN's base URL. */
  imageBaseUrl: string;
}

/**
 * §5 / §8: a user pool is configured when there is a client and a pool id, which must contain an
 * underscore (`<region>_<id>`); without one the auth dialog says 'Configuration error …'.
 */
export function hasUserPool(config: Pick<PublicRuntimeConfig, 'userPoolId' | 'userPoolClientId'>): boolean {
  return (
    Boolean(config.userPoolClientId) &&
    typeof config.userPoolId === 'string' &&
    config.userPoolId.includes('_')
  );
}

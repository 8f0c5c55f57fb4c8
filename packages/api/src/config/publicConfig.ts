import { DEFAULT_PLATFORM, type PublicRuntimeConfig, parseRedirectList } from '@siyum/domain';
import { Hono } from 'hono';
import type { IdentityConfig } from '../identity/verifier';
import { LOCAL_IMAGE_PATH, type PhotoStorageConfig } from '../storage/config';

export type { PublicRuntimeConfig };

/**
 * Builds the public config from the identity config (pool, client, the pool's password policy) and
 * `PLATFORM` / `COGNITO_HOSTED_UI_DOMAIN` / `COGNITO_REDIRECT_SIGN_IN` / `COGNITO_REDIRECT_SIGN_OUT`.
 */
export function publicConfigFrom(
  identity: IdentityConfig,
  env: NodeJS.ProcessEnv = {},
  photos: PhotoStorageConfig | null = null,
): PublicRuntimeConfig {
  const userPoolId = identity.userPoolId ?? identity.issuer.split('/').pop() ?? '';
  const config: PublicRuntimeConfig = {
    userPoolId,
    userPoolClientId: identity.clientId,
    region: identity.region ?? (userPoolId.includes('_') ? (userPoolId.split('_')[0] ?? '') : ''),
    platform: env.PLATFORM ?? DEFAULT_PLATFORM,
    identityMode: identity.mode,
  };
  if (identity.mode === 'local' && identity.endpoint) config.userPoolEndpoint = identity.endpoint;
  if (env.COGNITO_HOSTED_UI_DOMAIN) config.hostedUiDomain = env.COGNITO_HOSTED_UI_DOMAIN;
  // §5: the hosted sign-in returns only to listed URLs (comma-separated, absolute).
  const signIn = parseRedirectList(env.COGNITO_REDIRECT_SIGN_IN, 'COGNITO_REDIRECT_SIGN_IN');
  const signOut = parseRedirectList(env.COGNITO_REDIRECT_SIGN_OUT, 'COGNITO_REDIRECT_SIGN_OUT');
  if (signIn) config.hostedUiRedirectSignIn = signIn;
  if (signOut) config.hostedUiRedirectSignOut = signOut;
  if (identity.passwordPolicy) config.passwordPolicy = identity.passwordPolicy;
  if (photos) {
    config.photos = {
      bucket: photos.location.bucket,
      region: photos.location.region,
      identityPoolId: photos.identityPoolId,
      imageBaseUrl: photos.imageBaseUrl ?? LOCAL_IMAGE_PATH,
      ...(identity.mode === 'local'
        ? { identityPoolEndpoint: photos.identityPoolEndpoint, storageEndpoint: photos.browserEndpoint }
        : {}),
    };
  }
  return config;
}

/** Mount with `app.route('/config', createPublicConfigRoute(config))` under `/api`. */
export function createPublicConfigRoute(config: PublicRuntimeConfig): Hono {
  const body = JSON.stringify(config);
  const app = new Hono();
  app.get('/', (c) => {
    c.header('cache-control', 'public, max-age=60');
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(body);
  });
  return app;
}

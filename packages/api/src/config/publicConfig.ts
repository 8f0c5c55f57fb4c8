import { DEFAULT_PLATFORM, type PublicRuntimeConfig } from '@siyum/domain';
import { Hono } from 'hono';
import type { IdentityConfig } from '../identity/verifier';

export type { PublicRuntimeConfig };

/** Builds the public config from the identity config and `PLATFORM` / `COGNITO_HOSTED_UI_DOMAIN`. */
export function publicConfigFrom(identity: IdentityConfig, env: NodeJS.ProcessEnv = {}): PublicRuntimeConfig {
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

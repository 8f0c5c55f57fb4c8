import { DEFAULT_PLATFORM } from '@siyum/domain';

/** GET /api/config: the public runtime configuration the API serves (pool, client, endpoints). */
export interface RuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Set in local mode: the compatibility proxy in front of the local identity provider. */
  userPoolEndpoint?: string;
  region: string;
  platform: string;
  identityMode: 'local' | 'production';
  /** Hosted sign-in domain (Google / Apple); absent → social sign-in is not configured. */
  hostedUiDomain?: string;
}

let pending: Promise<RuntimeConfig> | null = null;

/** Fetched once per page load; a failure is retried on the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/config')
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      const config = (await response.json()) as RuntimeConfig;
      return { ...config, platform: config.platform || DEFAULT_PLATFORM };
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

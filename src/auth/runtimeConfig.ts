import { DEFAULT_PLATFORM, type PublicRuntimeConfig } from '@siyum/domain';

/** GET /api/config: what the API serves as public runtime configuration. */
export type RuntimeConfig = PublicRuntimeConfig;

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

import { useEffect, useState } from 'react';

export type ApiHealth = { state: 'checking' } | { state: 'ok'; version: string } | { state: 'unreachable' };

/** Asks the API server whether it is up; the home page shows the answer. */
export function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`health ${response.status}`);
        const body = (await response.json()) as { version?: string };
        setHealth({ state: 'ok', version: body.version ?? 'unknown' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('API health check failed', error);
        setHealth({ state: 'unreachable' });
      });
    return () => controller.abort();
  }, []);
  return health;
}

import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Data from the API for one key: loads on mount and whenever `key` changes, keeps the last answer
 * while reloading (no flash of a spinner after an action), and ignores answers to a key that has
 * since changed. `reload()` asks again (a "Try again" button); `replace()` takes an answer read
 * back after a mutation.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
): Remote<T> & { reload(): void; replace(data: T): void } {
  const [state, setState] = useState<{ key: string; remote: Remote<T> }>({
    key,
    remote: { status: 'loading' },
  });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `key` names what it loads.
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, remote: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, remote: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  /** A fresher answer the caller already has (e.g. read back right after a mutation). */
  const replace = useCallback((data: T) => setState({ key, remote: { status: 'ready', data } }), [key]);
  const remote: Remote<T> = state.key === key ? state.remote : { status: 'loading' };
  return { ...remote, reload, replace };
}

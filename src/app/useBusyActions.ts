import { useState } from 'react';
import { callApi, rpcFailure } from '../api/lazy';

/**
 * One action at a time per key (a portion, a learner's learning…): marks it busy while the API call
 * runs, then calls `after` (read the data back). A failure becomes a catalogue sentence.
 */
export function useBusyActions<Key>(after: () => Promise<void> | void) {
  const [busy, setBusy] = useState<ReadonlySet<Key>>(new Set());
  const [failure, setFailure] = useState<{ key: Key; message: string; code?: string; reason?: string }>();

  const run = async (key: Key, action: Parameters<typeof callApi>[0]): Promise<boolean> => {
    setBusy((current) => new Set(current).add(key));
    setFailure(undefined);
    let ok = true;
    try {
      await callApi(action);
    } catch (error) {
      ok = false;
      const { describeApiError } = await import('../api/client');
      setFailure({ key, message: describeApiError(error).message, ...rpcFailure(error) });
    }
    try {
      await after();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
    return ok;
  };
  return { busy, failure, run };
}

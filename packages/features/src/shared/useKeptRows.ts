import { useCallback, useState } from 'react';
import { withId } from './collections';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows acted on since the filter was chosen. A list shows them whatever its filter, so a row
 * does not vanish under the pointer (signing up under "Open", marking learned under "Open").
 */
export function useKeptRows(): {
  kept: ReadonlySet<number>;
  keep: (id: number) => void;
  /** A new filter: only what it matches is shown again. */
  clear: () => void;
} {
  const [kept, setKept] = useState<ReadonlySet<number>>(NONE);
  const keep = useCallback((id: number) => setKept((previous) => withId(previous, id)), []);
  const clear = useCallback(() => setKept(NONE), []);
  return { kept, keep, clear };
}

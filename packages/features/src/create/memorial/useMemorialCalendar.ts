import { useCallback, useEffect, useState } from 'react';

/** The compute module: Hebcal's calendar comes with it, so it loads only when the chooser opens. */
export type MemorialCalendar = typeof import('./memorialDates');

export type MemorialCalendarState =
  | { status: 'loading' }
  | { status: 'ready'; calendar: MemorialCalendar }
  | { status: 'failed'; retry: () => void };

const loadCalendar = (): Promise<MemorialCalendar> => import('./memorialDates');

/**
 * Loads the memorial date computations on mount (a dynamic import: never in the app's first
 * bundle); a failed load, e.g. offline, offers a retry.
 */
export function useMemorialCalendar(
  load: () => Promise<MemorialCalendar> = loadCalendar,
): MemorialCalendarState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MemorialCalendarState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    // A retry (attempt > 0) shows the loading state again while it loads.
    if (attempt > 0) setState({ status: 'loading' });
    load().then(
      (calendar) => {
        if (current) setState({ status: 'ready', calendar });
      },
      () => {
        if (current) setState({ status: 'failed', retry });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, load, retry]);
  return state;
}

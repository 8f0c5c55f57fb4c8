import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page has scrolled at least `px` down. Reads the scroll position at most once a frame
 * (a passive listener schedules the read), and re-renders only when the answer changes.
 */
export function useScrolledPast(px: number): boolean {
  const subscribe = useCallback((changed: () => void) => {
    let frame = 0;
    const scheduleRead = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        changed();
      });
    };
    window.addEventListener('scroll', scheduleRead, { passive: true });
    return () => {
      window.removeEventListener('scroll', scheduleRead);
      cancelAnimationFrame(frame);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY >= px,
    () => false,
  );
}

import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled at least `px` down. Reads the scroll position only in an animation
 * frame (once as the page opens, which may be restored scrolled; then once a frame while it scrolls),
 * where the frame lays the page out anyway: read during a render or a commit, `scrollY` forced the
 * layout of the page just drawn into that task (issue 19's blocking time). Re-renders only when the
 * answer changes.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const scheduleRead = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setPast(window.scrollY >= px);
      });
    };
    scheduleRead();
    window.addEventListener('scroll', scheduleRead, { passive: true });
    return () => {
      window.removeEventListener('scroll', scheduleRead);
      cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}

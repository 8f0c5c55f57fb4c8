import {
  COOKIE_MAX_AGE_DAYS,
  VIEWPORT_COOKIE_NAME,
  VIEWPORT_FALLBACK,
  VIEWPORT_QUERIES,
  type ViewportBreakpoint,
  viewportFrom,
} from '@siyum/domain';
import { DAY_SECONDS, writeCookie } from './cookie';

function saveViewport(name: ViewportBreakpoint): void {
  writeCookie(VIEWPORT_COOKIE_NAME, name, {
    maxAgeSeconds: COOKIE_MAX_AGE_DAYS * DAY_SECONDS,
    sameSite: 'Strict',
  });
}

/**
 * §4 Viewport: the breakpoint follows the §9 media queries and is saved to the viewport cookie
 * (365 days, SameSite Strict) on start and on every crossing; without media queries, desktop.
 */
export function trackViewport(): () => void {
  if (typeof window.matchMedia !== 'function') {
    saveViewport(VIEWPORT_FALLBACK);
    return () => {};
  }
  const update = () => saveViewport(viewportFrom((query) => window.matchMedia(query).matches));
  const lists = VIEWPORT_QUERIES.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', update);
  update();
  return () => {
    for (const list of lists) list.removeEventListener('change', update);
  };
}

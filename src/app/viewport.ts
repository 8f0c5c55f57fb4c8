import {
  COOKIE_MAX_AGE_DAYS,
  VIEWPORT_COOKIE_NAME,
  VIEWPORT_FALLBACK,
  VIEWPORT_QUERIES,
  type ViewportBreakpoint,
  viewportFrom,
} from '@siyum/domain';

function saveViewport(name: ViewportBreakpoint): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = `${VIEWPORT_COOKIE_NAME}=${name}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
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

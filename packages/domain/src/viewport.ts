import { VIEWPORT_BREAKPOINTS, type ViewportBreakpoint } from './constants';

/** The breakpoints narrowest first, each with the media query that holds up to its width. */
export const VIEWPORT_QUERIES: readonly { name: ViewportBreakpoint; query: string }[] = (
  Object.entries(VIEWPORT_BREAKPOINTS) as [ViewportBreakpoint, number][]
)
  .sort(([, a], [, b]) => a - b)
  .map(([name, px]) => ({ name, query: `(max-width: ${px}px)` }));

/**
 * §4 Viewport: the breakpoint named by the first query that matches (narrowest first); wider than
 * every one is desktopWide.
 */
export function viewportFrom(matches: (query: string) => boolean): ViewportBreakpoint {
  return VIEWPORT_QUERIES.find(({ query }) => matches(query))?.name ?? 'desktopWide';
}

const KNOWN = new Set<string>(Object.keys(VIEWPORT_BREAKPOINTS));

export const isViewportBreakpoint = (value: string): value is ViewportBreakpoint => KNOWN.has(value);

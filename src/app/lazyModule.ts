import { useEffect, useReducer } from 'react';

export interface LazyModule<M> {
  /** Starts loading the module (once); resolves with it. */
  load(): Promise<M>;
  /** What has arrived so far: the module, its failure, or nothing yet. */
  peek(): { module: M } | { error: unknown } | undefined;
}

/**
 * Code a page draws after its first screen, without the extra draw React.lazy costs: lazy suspends
 * for a moment even when its module is already here, so the page drew its fallback first — on the
 * siyum page, the board's spinner, then the board with the gaps above it: a layout shift. The page
 * names the module's files in the page (`later` in routePages.ts), so it is usually here in time.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let arrived: { module: M } | { error: unknown } | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          arrived = { module };
          return module;
        },
        (error: unknown) => {
          arrived = { error };
          throw error;
        },
      );
      return loading;
    },
    peek: () => arrived,
  };
}

/**
 * The module, drawn in the very render that needs it once it is here; until then `undefined`, and
 * the component draws again when it arrives. A module that failed to load throws, as React.lazy
 * does, for the route's error page.
 */
export function useLazyModule<M>(lazy: LazyModule<M>): M | undefined {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const state = lazy.peek();
  const drawn = state !== undefined;
  useEffect(() => {
    if (drawn) return;
    let mounted = true;
    // Asked even when the module arrived between this render and this effect: its promise has
    // settled, and the draw that shows it follows. A failure is drawn (thrown) the same way.
    const draw = () => {
      if (mounted) redraw();
    };
    lazy.load().then(draw, draw);
    return () => {
      mounted = false;
    };
  }, [lazy, drawn]);
  if (state && 'error' in state) throw state.error;
  return state?.module;
}

/**
 * For the state hooks' unit tests (jsdom): renders a hook in a real React root and keeps what it
 * returned last. Not a test file itself, and not exported by the package.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

const roots: Root[] = [];

/** Call once per test file: React's `act` environment, and unmounting after each test. */
export function setUpHookTests() {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
  });
}

export interface RenderedHook<P, R> {
  /** What the hook returned on the last render. */
  readonly current: R;
  rerender: (props: P) => void;
}

export function renderHook<P, R>(useHook: (props: P) => R, props: P): RenderedHook<P, R> {
  const last: { value: R }[] = [];
  function Probe({ hookProps }: { hookProps: P }) {
    last[0] = { value: useHook(hookProps) };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(createElement(Probe, { hookProps: props })));
  return {
    get current() {
      const rendered = last[0];
      if (!rendered) throw new Error('The hook has not rendered');
      return rendered.value;
    },
    rerender: (next) => act(() => root.render(createElement(Probe, { hookProps: next }))),
  };
}

export { act };

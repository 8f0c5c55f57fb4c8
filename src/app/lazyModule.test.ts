// @vitest-environment jsdom
import { act, Component, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LazyModule, lazyModule, useLazyModule } from './lazyModule';

interface Board {
  name: string;
}

/** Renders a probe that records what `useModule` returned on each render. */
function renderProbe(lazy: LazyModule<Board>) {
  const seen: (string | undefined)[] = [];
  function Probe() {
    seen.push(useLazyModule(lazy)?.name);
    return null;
  }
  const errors: unknown[] = [];
  class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: unknown) {
      errors.push(error);
    }
    override render() {
      return this.state.failed ? null : this.props.children;
    }
  }
  const root: Root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(createElement(Boundary, null, createElement(Probe))));
  return { seen, errors };
}

const roots: Root[] = [];
/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

describe('lazyModule', () => {
  it('draws a module already loaded in the first render', async () => {
    const lazy = lazyModule(async () => ({ name: 'board' }));
    await lazy.load();
    const { seen } = renderProbe(lazy);
    expect(seen).toEqual(['board']);
  });

  it('draws nothing until the module arrives, then draws it; it is loaded once', async () => {
    let imports = 0;
    const arrival = deferred<Board>();
    const lazy = lazyModule(() => {
      imports += 1;
      return arrival.promise;
    });
    const { seen } = renderProbe(lazy);
    expect(seen.at(-1)).toBeUndefined();
    await act(async () => arrival.resolve({ name: 'board' }));
    expect(seen.at(-1)).toBe('board');
    await lazy.load();
    renderProbe(lazy);
    expect(imports).toBe(1);
  });

  it('draws a module that arrives between a render and its effect', async () => {
    const board = { name: 'board' };
    let peeks = 0;
    // The render sees nothing yet; by the time its effect runs, the module is here.
    const lazy: LazyModule<Board> = {
      load: async () => board,
      peek: () => (peeks++ === 0 ? undefined : { module: board }),
    };
    const { seen } = renderProbe(lazy);
    await act(async () => {});
    expect(seen).toEqual([undefined, 'board']);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const arrival = deferred<Board>();
    const lazy = lazyModule(() => arrival.promise);
    const { errors } = renderProbe(lazy);
    const failure = new Error('chunk failed');
    await act(async () => arrival.reject(failure));
    expect(errors).toEqual([failure]);
  });
});

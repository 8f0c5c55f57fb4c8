// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ControllableStateOptions, useControllableState } from './useControllableState';

type Result<T> = { value: T; set: (next: T) => void };

/** Renders the hook in a real React root and keeps the latest value and setter it returned. */
function renderState<T>(options: ControllableStateOptions<T>) {
  const result = {} as Result<T>;
  const setters = new Set<(next: T) => void>();
  function Probe(props: ControllableStateOptions<T>) {
    const [value, set] = useControllableState(props);
    result.value = value;
    result.set = set;
    setters.add(set);
    return null;
  }
  const root: Root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(createElement(Probe, options)));
  return {
    result,
    setters,
    rerender: (next: ControllableStateOptions<T>) => act(() => root.render(createElement(Probe, next))),
    set: (next: T) => act(() => result.set(next)),
  };
}

const roots: Root[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

describe('useControllableState', () => {
  it('uncontrolled: starts at the default, keeps what is set and reports it', () => {
    const onChange = vi.fn();
    const hook = renderState<string>({ value: undefined, defaultValue: 'a', onChange });
    expect(hook.result.value).toBe('a');
    hook.set('b');
    expect(hook.result.value).toBe('b');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('controlled: shows the parent value, reports a set and waits for the parent to apply it', () => {
    const onChange = vi.fn();
    const hook = renderState<string>({ value: 'parent', defaultValue: 'ignored', onChange });
    expect(hook.result.value).toBe('parent');
    hook.set('wish');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('wish');
    expect(hook.result.value).toBe('parent');
    hook.rerender({ value: 'wish', defaultValue: 'ignored', onChange });
    expect(hook.result.value).toBe('wish');
  });

  it.each([
    { controlled: true, expected: undefined },
    { controlled: false, expected: 'own' },
  ])('an undefined value is a value when controlled is $controlled', ({ controlled, expected }) => {
    const hook = renderState<string | undefined>({ value: undefined, defaultValue: 'own', controlled });
    expect(hook.result.value).toBe(expected);
    hook.set('typed');
    expect(hook.result.value).toBe(controlled ? undefined : 'typed');
  });

  it('calls the newest onChange and keeps one setter across renders', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderState<number>({ value: undefined, defaultValue: 0, onChange: first });
    hook.rerender({ value: undefined, defaultValue: 0, onChange: second });
    hook.set(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith(1);
    expect(hook.setters.size).toBe(1);
  });

  it('works without onChange', () => {
    const hook = renderState<boolean>({ value: undefined, defaultValue: false });
    hook.set(true);
    expect(hook.result.value).toBe(true);
  });
});

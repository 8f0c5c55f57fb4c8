import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The parent's value. The parent owns the state while this is defined (see `controlled`). */
  value: T | undefined;
  /** Starting value while the widget owns the state; read on the first render only. */
  defaultValue: T;
  /** Called with every value the widget sets, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /**
   * Who owns the state, when `undefined` is itself a value (an empty phone number): a field whose
   * `value` prop is present but undefined is still controlled. Defaults to `value !== undefined`.
   */
  controlled?: boolean | undefined;
}

/**
 * One value that the parent owns when it passes `value` (controlled) and the widget owns otherwise
 * (uncontrolled, starting at `defaultValue`). Either way the setter reports through `onChange`; it is
 * stable across renders, so effects and callbacks may depend on it.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  controlled = value !== undefined,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const current = controlled ? (value as T) : own;
  // The setter reads the latest props through refs, so it never changes identity.
  const latest = useRef({ controlled, onChange });
  useLayoutEffect(() => {
    latest.current = { controlled, onChange };
  });
  const setValue = useCallback((next: T) => {
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next);
  }, []);
  return [current, setValue];
}

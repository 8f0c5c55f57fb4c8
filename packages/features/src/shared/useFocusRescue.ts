import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the page when a data change removes the focused control (a row's
 * "Release" goes away, a row leaves the view): after such a render, focus moves to the same
 * item's `target`, or else to the list's count line, rather than falling to the top of the page.
 * The list puts `root` on its element and `countLine` on its count line; an item's controls call
 * `track(key)` on focus and `track(null)` on blur.
 *
 * @param item The selector of an item's element, e.g. `[data-portion-id="12"]`.
 * @param target What takes focus inside the item, when it is still there.
 */
export function useFocusRescue<K>(item: (key: K) => string, target: string) {
  const root = useRef<HTMLDivElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const focused = useRef<K | null>(null);
  const track = useCallback((key: K | null) => {
    focused.current = key;
  }, []);
  // After every render: only then can a control have been removed.
  useLayoutEffect(() => {
    const key = focused.current;
    if (key === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    focused.current = null;
    const found = root.current?.querySelector(item(key))?.querySelector<HTMLElement>(target);
    (found ?? countLine.current)?.focus();
  });
  return { root, countLine, track };
}

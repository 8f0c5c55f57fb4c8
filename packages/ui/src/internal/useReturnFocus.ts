import { useLayoutEffect, useRef } from 'react';

/**
 * For a modal opened without a Radix trigger (a page sets `open`): remembers what had focus when it
 * opened (the row's button) and returns an `onCloseAutoFocus` handler that hands focus back to it, if
 * it is still on the page, instead of Radix's default (the trigger, here none: the page's top).
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the modal's focus scope moves focus into it.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event) => {
    event.preventDefault();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };
}

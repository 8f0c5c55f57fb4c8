import { useLayoutEffect } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router';

type Listener = (location: Location, type: NavigationType) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each location the app draws, as it draws it; returns the unsubscribe. */
export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Inside the router: tells `onNavigation`'s listeners of every location drawn (tracing, new builds). */
export function NavigationEvents() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    for (const listener of listeners) listener(location, type);
  }, [location, type]);
  return null;
}

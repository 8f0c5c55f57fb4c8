import { Component, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'siyum-scroll-positions';

/** Where each visited entry of this tab's history was scrolled to, by its location key (read once). */
let positions: Map<string, number> | undefined;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    positions = new Map(Object.entries(saved));
  } catch {
    positions = new Map();
  }
  return positions;
}

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(savedPositions())));
  } catch {
    // Storage refused (a privacy setting, a full quota): Back starts at the top instead.
  }
}

/**
 * Keeps the position of the page being left. It is read just before React changes the page: by the
 * time the next page's effects run, the browser may already have scrolled it (a shorter page, the
 * header folding).
 */
class PositionKeeper extends Component<{ locationKey: string }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ locationKey: string }>) {
    if (previous.locationKey !== this.props.locationKey)
      savedPositions().set(previous.locationKey, window.scrollY);
    return null;
  }

  override componentDidUpdate() {
    // The position was kept in getSnapshotBeforeUpdate, which React pairs with this method.
  }

  override render() {
    return null;
  }
}

/**
 * §2: after a navigation the page starts at the top, or at its hash's target; Back and Forward
 * return to where that page was scrolled (also after a reload, from sessionStorage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Leaving the tab or reloading: the page shown keeps its position for when it comes back.
  useEffect(() => {
    const keep = () => {
      savedPositions().set(location.key, window.scrollY);
      savePositions();
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? savedPositions().get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return <PositionKeeper locationKey={location.key} />;
}

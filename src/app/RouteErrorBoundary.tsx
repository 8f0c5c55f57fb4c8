import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { RouteCodeError } from '../routes';

/** Where the last reload for code that failed to load is marked: the path, and when. */
const RELOAD_MARK = 'siyum-route-code-reload';
/** Within this long, a second failure of the same page's code shows the error page instead. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * §2: opens the page again in full for its code that failed to load (a deploy replaced it, the
 * network dropped), once: if the same page's code fails again within a minute (a file the server
 * keeps refusing), false, and the error page shows instead of reloading forever.
 */
function reloadForNewCode(): boolean {
  const path = window.location.pathname;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_MARK) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    if (last?.path === path && Date.now() - (last.at ?? 0) < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (a privacy setting): reload without the mark.
  }
  window.location.reload();
  return true;
}

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  key: string | undefined;
  /** The page's code failed to load again right after a reload: show the error page. */
  reloadRefused: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, key: undefined, reloadRefused: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // Another page opened: its own code draws again.
    if (state.key !== props.locationKey)
      return { error: undefined, key: props.locationKey, reloadRefused: false };
    return null;
  }

  override componentDidCatch(error: unknown) {
    // §2: a route's code that failed to load opens the page again in full, instead of an error.
    if (error instanceof RouteCodeError && !reloadForNewCode()) this.setState({ reloadRefused: true });
  }

  override render() {
    const { error, reloadRefused } = this.state;
    if (error === undefined) return this.props.children;
    return error instanceof RouteCodeError && !reloadRefused ? null : <RouteErrorPage error={error} />;
  }
}

/** §2: a fatal error in any route shows the error page; the next navigation clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}

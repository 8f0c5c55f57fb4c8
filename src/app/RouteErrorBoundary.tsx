import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { RouteCodeError } from '../routes';

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string | undefined }> {
  override state = { error: undefined as unknown, key: undefined as string | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | undefined }) {
    // Another page opened: its own code draws again.
    if (state.key !== props.locationKey) return { error: undefined, key: props.locationKey };
    return null;
  }

  override componentDidCatch(error: unknown) {
    // §2: a route's code that failed to load opens the page again in full, instead of an error.
    if (error instanceof RouteCodeError) window.location.reload();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return error instanceof RouteCodeError ? null : <RouteErrorPage error={error} />;
  }
}

/** §2: a fatal error in any route shows the error page; the next navigation clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}

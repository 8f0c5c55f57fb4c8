import type { Viewer } from '@siyum/domain';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Who is signed in, as the widgets need it: what the permission rules read (`Viewer`: id and
 * per-siyum permissions) and the names a page may show. The domain's `User` is one. Plain types
 * only: zod-inferred ones would carry zod's declarations into the published package.
 */
export type SessionViewer = Viewer & { firstName?: string | null; lastName?: string | null; email?: string };

/** `undefined`: no provider above, which the widgets read as a visitor. */
const ViewerContext = createContext<SessionViewer | null | undefined>(undefined);
ViewerContext.displayName = 'Viewer';

export interface ViewerProviderProps {
  /** The signed-in user; `null` for a signed-out visitor. */
  viewer: SessionViewer | null;
  children: ReactNode;
}

/**
 * Tells the widgets below who is signed in: the header shows Login or the dashboard and Logout, the
 * portion board marks the viewer's portions, the manage links offer what §6 allows. A widget's own
 * prop (`signedIn`, `viewerId`, `viewer`) still wins, so one can be shown for someone else.
 */
export function ViewerProvider({ viewer, children }: ViewerProviderProps) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The viewer a widget was given (`null` included), else the nearest provider's; `null` for a visitor. */
export function useViewer(given?: SessionViewer | null): SessionViewer | null {
  const session = useContext(ViewerContext);
  return given !== undefined ? given : (session ?? null);
}

/** Whether someone is signed in: as the widget was told, else as the nearest provider says. */
export function useSignedIn(given?: boolean): boolean {
  const session = useContext(ViewerContext);
  return given ?? (session !== undefined && session !== null);
}

/** The signed-in user's id as the widget was given it (`null` a visitor), else the provider's. */
export function useViewerId(given?: number | null): number | null {
  const session = useContext(ViewerContext);
  return given !== undefined ? given : (session?.id ?? null);
}

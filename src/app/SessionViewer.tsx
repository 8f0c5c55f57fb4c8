import { ViewerProvider } from '@siyum/ui/session';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';

/**
 * The header and the pages learn who is signed in the way the widgets read it (`@siyum/ui/session`):
 * the session's user once auth.me has answered, else a visitor. Storybook gives the same widgets a
 * fixed sample user instead (`.storybook/sampleSession.tsx`).
 */
export function SessionViewer({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <ViewerProvider viewer={session.status === 'signedIn' ? session.user : null}>{children}</ViewerProvider>
  );
}

import type { SiyumArea } from '@siyum/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from './PageSpinner';

type Answer = { key: string; allowed: boolean } | { key: string; error: unknown };

/**
 * §2/§6: edit, participants and admins open only for those §6 allows. The client asks the server
 * (siyum.access), which decides; a refusal redirects silently to /. The page's own calls are
 * checked again by the server, so this gate is a courtesy, not the lock — and the page's siyum is
 * asked for at the same time (`data/access.ts`), not after it.
 */
export function SiyumAccessGate({
  area,
  siyumId,
  userId,
  children,
}: {
  area: SiyumArea;
  siyumId: number;
  /** Whose access: a different user signing in asks again. */
  userId: number | undefined;
  children: ReactNode;
}) {
  const key = `${siyumId}:${userId ?? ''}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let current = true;
    import('../data/access')
      .then(async ({ readAccess }) => {
        const answer = await readAccess(area, siyumId);
        if (current) setAnswer({ key, ...answer });
      })
      .catch((error: unknown) => {
        if (current) setAnswer({ key, error });
      });
    return () => {
      current = false;
    };
  }, [area, siyumId, key]);

  if (answer?.key !== key) {
    return <PageSpinner />;
  }
  // Thrown during render, so the route's error page shows it with its Reload button.
  if ('error' in answer) throw answer.error;
  return answer.allowed ? children : <Navigate to="/" replace />;
}

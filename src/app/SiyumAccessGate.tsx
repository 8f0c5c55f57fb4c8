import type { SiyumArea } from '@siyum/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from './PageSpinner';
import { UserFacingError } from './userFacingError';

type Answer = { key: string; allowed: boolean } | { key: string; error: unknown };

/** §6 refusals (and an unknown siyum) send the user home without a word; anything else is a failure. */
const SILENT_CODES = new Set(['FORBIDDEN', 'UNAUTHORIZED', 'NOT_FOUND']);

/**
 * §2/§6: edit, participants and admins open only for those §6 allows. The client asks the server
 * (siyum.access), which decides; a refusal redirects silently to /. The page's own calls are
 * checked again by the server, so this gate is a courtesy, not the lock.
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
    import('../api/client')
      .then(async ({ api, rpcCode, describeApiError }) => {
        try {
          const access = await api.siyum.access.query({ id: siyumId });
          if (current) setAnswer({ key, allowed: access[area] });
        } catch (error) {
          const code = rpcCode(error);
          if (!current) return;
          if (code && SILENT_CODES.has(code)) setAnswer({ key, allowed: false });
          else setAnswer({ key, error: new UserFacingError(describeApiError(error).message) });
        }
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

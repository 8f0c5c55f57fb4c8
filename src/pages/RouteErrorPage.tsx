import { ErrorPage } from '@siyum/ui/shell';
import { useNavigate } from 'react-router';
import { UserFacingError, useUserFacingMessage } from '../app/userFacingError';

/** §2: a fatal error in any route shows the error page with the status and message when known. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const userFacing = useUserFacingMessage();
  console.error('route failed', error);
  // A failed call already put in the user's words (UserFacingError) carries its status.
  const status = error instanceof UserFacingError ? error.status : undefined;
  return <ErrorPage status={status} message={userFacing(error)} onNavigate={(path) => navigate(path)} />;
}

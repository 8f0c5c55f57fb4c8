import { ErrorPage } from '@siyum/ui/shell';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { UserFacingError, useUserFacingMessage } from '../app/userFacingError';

/** §2: a fatal error in any route shows the error page with the status and message when known. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const userFacing = useUserFacingMessage();
  console.error('route failed', error);
  // A route's HTTP-like answer, or a failed call already put in the user's words (UserFacingError).
  const status = isRouteErrorResponse(error) || error instanceof UserFacingError ? error.status : undefined;
  const message = isRouteErrorResponse(error) ? error.statusText : userFacing(error);
  return <ErrorPage status={status} message={message} onNavigate={(path) => navigate(path)} />;
}

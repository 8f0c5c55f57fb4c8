import { ErrorPage } from '@siyum/ui/shell';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** §2: a fatal error in any route shows the error page with the status and message when known. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error('route failed', error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error) ? error.statusText : undefined;
  return <ErrorPage status={status} message={message} onNavigate={(path) => navigate(path)} />;
}

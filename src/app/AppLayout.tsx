import { decideNavigation, needsSignIn } from '@siyum/domain';
import { Spinner } from '@siyum/ui/spinner';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SessionProvider, useSession } from '../auth/session';
import { AppHeader } from './AppHeader';

/** Every page: the session, the header, and the §2 navigation rules in front of the route. */
export function AppLayout() {
  return (
    <SessionProvider>
      <AppHeader />
      <RouteGuard />
      {/* §2: after navigation, the top of the page — or the hash target. */}
      <ScrollRestoration />
    </SessionProvider>
  );
}

/**
 * §2: login-required paths send a visitor to /login?redirectUrl=…; a signed-in user on /login… goes
 * home; a signed-in user whose info is blank goes to /auth-callback. A convenience only — the API
 * enforces every permission itself.
 */
function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  if (session.status === 'loading') {
    // Until auth.me answers, a guarded page cannot know; public pages render straight away.
    if (!needsSignIn(location.pathname) && !location.pathname.startsWith('/login')) return <Outlet />;
    return (
      <main className="page page--centered">
        <Spinner size={48} />
      </main>
    );
  }
  const decision = decideNavigation(
    fullPath,
    session.status === 'signedIn'
      ? { signedIn: true, userInfoBlank: session.userInfoBlank }
      : { signedIn: false },
  );
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

import { decideNavigation, isAbsoluteUrl, needsSignIn, siyumGuardFor } from '@siyum/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionProvider, useSession } from '../auth/session';
import { LookupProviders } from '../lookups/LookupProviders';
import { LocaleProvider } from '../prefs/LocaleProvider';
import { PrefsProvider } from '../prefs/PrefsProvider';
import { readStoredPrefs } from '../prefs/prefs';
import { AppHeader } from './AppHeader';
import { PageSpinner } from './PageSpinner';
import { SessionViewer } from './SessionViewer';
import { SiyumAccessGate } from './SiyumAccessGate';
import { ScrollRestoration } from './scrollRestoration';

/** Below the fold on every page: its code loads after the page's own. */
const AppFooter = lazy(() => import('./AppFooter'));

/**
 * Every page: the reader's language (outermost: the auth dialog reads it too), the look-ups, the session (and the viewer the widgets read), the preferences, the header, and the §2 navigation rules in
 * front of the route. The look-ups sit outermost so the auth dialog (the session's) gets them too.
 */
export function AppLayout() {
  return (
    <LocaleProvider initial={readStoredPrefs().locale}>
      <LookupProviders>
        <SessionProvider>
          <SessionViewer>
            <PrefsProvider>
              <AppHeader />
              <RouteGuard />
              <Suspense fallback={null}>
                <AppFooter />
              </Suspense>
              {/* §2: after navigation, the top of the page — or the hash target. */}
              <ScrollRestoration />
            </PrefsProvider>
          </SessionViewer>
        </SessionProvider>
      </LookupProviders>
    </LocaleProvider>
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
    return <PageSpinner />;
  }
  const decision = decideNavigation(
    fullPath,
    session.status === 'signedIn'
      ? { signedIn: true, userInfoBlank: session.userInfoBlank }
      : { signedIn: false },
  );
  if (decision.kind === 'redirect') {
    return isAbsoluteUrl(decision.to) ? (
      <LeaveSite to={decision.to} />
    ) : (
      <Navigate to={decision.to} replace />
    );
  }
  const siyumGuard = siyumGuardFor(location.pathname);
  if (siyumGuard) {
    return (
      <SiyumAccessGate {...siyumGuard} userId={session.user?.id}>
        <Outlet />
      </SiyumAccessGate>
    );
  }
  return <Outlet />;
}

/** §2: a redirect to another site leaves by a full page load (the router only knows this one). */
function LeaveSite({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return <PageSpinner />;
}

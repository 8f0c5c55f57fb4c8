import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

// The 20 routes of spec §2 and /join/{token} (a guest's invitation, decision 0017), each loaded lazily; the layout (session, header, guards) is in the
// entry chunk, and a failure anywhere below it shows the error page.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }) },
      {
        path: 'auth-callback',
        lazy: async () => ({ Component: (await import('./pages/AuthCallbackPage')).AuthCallbackPage }),
      },
      {
        path: 'sign-out',
        lazy: async () => ({ Component: (await import('./pages/SignOutPage')).SignOutPage }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
      },
      { path: 'about-us', lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }) },
      {
        path: 'admins/:id',
        lazy: async () => ({ Component: (await import('./pages/AdminsPage')).AdminsPage }),
      },
      {
        path: 'community',
        lazy: async () => {
          const [page] = await Promise.all([import('./pages/CommunityPage'), import('./api/client')]);
          return { Component: page.CommunityPage };
        },
      },
      {
        path: 'contact-us',
        lazy: async () => ({ Component: (await import('./pages/ContactPage')).ContactUsPage }),
      },
      { path: 'create', lazy: async () => ({ Component: (await import('./pages/CreatePage')).CreatePage }) },
      { path: 'donate', lazy: async () => ({ Component: (await import('./pages/DonatePage')).DonatePage }) },
      { path: 'edit/:id', lazy: async () => ({ Component: (await import('./pages/EditPage')).EditPage }) },
      {
        path: 'join/:token',
        lazy: async () => ({ Component: (await import('./pages/InvitationPage')).InvitationPage }),
      },
      {
        path: 'learnings',
        lazy: async () => ({ Component: (await import('./pages/LearningsPage')).LearningsPage }),
      },
      {
        path: 'my-siyumim',
        lazy: async () => ({ Component: (await import('./pages/MySiyumimPage')).MySiyumimPage }),
      },
      {
        path: 'participants/:id',
        lazy: async () => ({ Component: (await import('./pages/ParticipantsPage')).ParticipantsPage }),
      },
      // The portion board is the siyum page's heart: /portions/{id} opens it there.
      {
        path: 'portions/:id',
        lazy: async () => {
          const [page] = await Promise.all([import('./pages/SiyumPage'), import('./api/client')]);
          return { Component: page.SiyumPage };
        },
      },
      {
        path: 'preferences',
        lazy: async () => ({ Component: (await import('./pages/PreferencesPage')).PreferencesPage }),
      },
      {
        path: 'progress/:id',
        lazy: async () => ({ Component: (await import('./pages/ProgressPage')).ProgressPage }),
      },
      {
        path: 's/:id',
        // The API client loads beside the page's code, not after it: the siyum is asked for sooner.
        lazy: async () => {
          const [page] = await Promise.all([import('./pages/SiyumPage'), import('./api/client')]);
          return { Component: page.SiyumPage };
        },
      },
      {
        path: 'support',
        lazy: async () => ({ Component: (await import('./pages/ContactPage')).SupportPage }),
      },
      {
        path: 'support/inbox',
        lazy: async () => ({ Component: (await import('./pages/SupportInboxPage')).SupportInboxPage }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
    ],
  },
];

/** Loads the code of the route(s) `path` opens, as navigating there would (route preloading, §9). */
export function loadRouteCode(path: string): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy()] : [],
  );
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

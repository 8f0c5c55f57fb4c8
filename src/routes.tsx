import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

type Page = ComponentType;

/** A page whose code loads when its route is first opened (or preloaded). */
const page = (load: () => Promise<Page>) => async () => ({ Component: await load() });

/**
 * A page that reads or writes server state: its code and the data layer (the shared query cache,
 * `src/data`) load together, the first such route bringing the data layer with it.
 */
const dataPage = (load: () => Promise<Page>) => async () => {
  const [Component, { withQueryClient }] = await Promise.all([load(), import('./data/withQueryClient')]);
  return { Component: withQueryClient(Component) };
};

// The 20 routes of spec §2, /join/{token} (a guest's invitation, decision 0017) and /unsubscribe, each loaded
// lazily; the layout (session, header, guards) is in the entry chunk, and a failure anywhere below
// it shows the error page.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: page(async () => (await import('./pages/HomePage')).HomePage) },
      { path: 'login', lazy: page(async () => (await import('./pages/LoginPage')).LoginPage) },
      {
        path: 'auth-callback',
        lazy: page(async () => (await import('./pages/AuthCallbackPage')).AuthCallbackPage),
      },
      { path: 'sign-out', lazy: page(async () => (await import('./pages/SignOutPage')).SignOutPage) },
      {
        path: 'dashboard',
        lazy: dataPage(async () => (await import('./pages/DashboardPage')).DashboardPage),
      },
      // Issue 24's finish line: a siyum's completion page and its lobby screen (not in the navigation).
      {
        path: 'certificate/:id',
        lazy: dataPage(async () => (await import('./pages/CertificatePage')).CertificatePage),
      },
      { path: 'lobby/:id', lazy: dataPage(async () => (await import('./pages/LobbyPage')).LobbyPage) },
      { path: 'about-us', lazy: page(async () => (await import('./pages/AboutPage')).AboutPage) },
      { path: 'admins/:id', lazy: dataPage(async () => (await import('./pages/AdminsPage')).AdminsPage) },
      {
        path: 'community',
        lazy: dataPage(async () => (await import('./pages/CommunityPage')).CommunityPage),
      },
      { path: 'contact-us', lazy: page(async () => (await import('./pages/ContactPage')).ContactUsPage) },
      { path: 'create', lazy: dataPage(async () => (await import('./pages/CreatePage')).CreatePage) },
      { path: 'donate', lazy: page(async () => (await import('./pages/DonatePage')).DonatePage) },
      { path: 'edit/:id', lazy: dataPage(async () => (await import('./pages/EditPage')).EditPage) },
      {
        path: 'join/:token',
        lazy: dataPage(async () => (await import('./pages/InvitationPage')).InvitationPage),
      },
      {
        path: 'learnings',
        lazy: dataPage(async () => (await import('./pages/LearningsPage')).LearningsPage),
      },
      {
        path: 'my-siyumim',
        lazy: dataPage(async () => (await import('./pages/MySiyumimPage')).MySiyumimPage),
      },
      {
        path: 'participants/:id',
        lazy: dataPage(async () => (await import('./pages/ParticipantsPage')).ParticipantsPage),
      },
      // The portion board is the siyum page's heart: /portions/{id} opens it there.
      { path: 'portions/:id', lazy: dataPage(async () => (await import('./pages/SiyumPage')).SiyumPage) },
      {
        path: 'preferences',
        lazy: dataPage(async () => (await import('./pages/PreferencesPage')).PreferencesPage),
      },
      {
        path: 'progress/:id',
        lazy: dataPage(async () => (await import('./pages/ProgressPage')).ProgressPage),
      },
      { path: 's/:id', lazy: dataPage(async () => (await import('./pages/SiyumPage')).SiyumPage) },
      { path: 'support', lazy: page(async () => (await import('./pages/ContactPage')).SupportPage) },
      {
        path: 'support/inbox',
        lazy: dataPage(async () => (await import('./pages/SupportInboxPage')).SupportInboxPage),
      },
      // An email's "Stop these emails" link (issue 22).
      {
        path: 'unsubscribe',
        lazy: dataPage(async () => (await import('./pages/UnsubscribePage')).UnsubscribePage),
      },
      { path: '*', lazy: page(async () => (await import('./pages/NotFoundPage')).NotFoundPage) },
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

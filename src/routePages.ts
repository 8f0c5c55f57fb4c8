/**
 * The pages of spec §2's 20 routes, /join/{token} (a guest's invitation, decision 0017) and
 * /unsubscribe: each path, the module under `src/pages/` that draws it and the component it
 * exports. `data`: the page reads or writes server state, so the data layer (`src/data`) loads with
 * it. Plain data, no imports: `routes.tsx` builds the router from it, and the build
 * (`scripts/routePreloads.ts`) lists each route's files so the production server can name them in
 * the page it answers (the browser fetches them beside the entry, and the entry adds no links).
 */
export interface RoutePage {
  /** A react-router path: `/`, exact segments, `:param` segments, or `*` for any other path. */
  path: string;
  module: string;
  component: string;
  data?: true;
}

export const ROUTE_PAGES = [
  { path: '/', module: 'HomePage', component: 'HomePage' },
  { path: '/login', module: 'LoginPage', component: 'LoginPage' },
  { path: '/auth-callback', module: 'AuthCallbackPage', component: 'AuthCallbackPage' },
  { path: '/sign-out', module: 'SignOutPage', component: 'SignOutPage' },
  { path: '/dashboard', module: 'DashboardPage', component: 'DashboardPage', data: true },
  // Issue 24's finish line: a siyum's completion page and its lobby screen (not in the navigation).
  { path: '/certificate/:id', module: 'CertificatePage', component: 'CertificatePage', data: true },
  { path: '/lobby/:id', module: 'LobbyPage', component: 'LobbyPage', data: true },
  { path: '/about-us', module: 'AboutPage', component: 'AboutPage' },
  { path: '/admins/:id', module: 'AdminsPage', component: 'AdminsPage', data: true },
  { path: '/community', module: 'CommunityPage', component: 'CommunityPage', data: true },
  { path: '/contact-us', module: 'ContactPage', component: 'ContactUsPage' },
  { path: '/create', module: 'CreatePage', component: 'CreatePage', data: true },
  { path: '/donate', module: 'DonatePage', component: 'DonatePage' },
  { path: '/edit/:id', module: 'EditPage', component: 'EditPage', data: true },
  { path: '/join/:token', module: 'InvitationPage', component: 'InvitationPage', data: true },
  { path: '/learnings', module: 'LearningsPage', component: 'LearningsPage', data: true },
  { path: '/my-siyumim', module: 'MySiyumimPage', component: 'MySiyumimPage', data: true },
  { path: '/participants/:id', module: 'ParticipantsPage', component: 'ParticipantsPage', data: true },
  // The portion board is the siyum page's heart: /portions/{id} opens it there.
  { path: '/portions/:id', module: 'SiyumPage', component: 'SiyumPage', data: true },
  { path: '/preferences', module: 'PreferencesPage', component: 'PreferencesPage', data: true },
  { path: '/progress/:id', module: 'ProgressPage', component: 'ProgressPage', data: true },
  { path: '/s/:id', module: 'SiyumPage', component: 'SiyumPage', data: true },
  { path: '/support', module: 'ContactPage', component: 'SupportPage' },
  { path: '/support/inbox', module: 'SupportInboxPage', component: 'SupportInboxPage', data: true },
  // An email's "Stop these emails" link (issue 22).
  { path: '/unsubscribe', module: 'UnsubscribePage', component: 'UnsubscribePage', data: true },
  { path: '*', module: 'NotFoundPage', component: 'NotFoundPage' },
] as const satisfies readonly RoutePage[];

/** The module the data layer loads from (the first data page brings it). */
export const DATA_LAYER_MODULE = 'src/data/withQueryClient.tsx';

/**
 * The pages of spec §2's 20 routes, /join/{token} (a guest's invitation, decision 0017) and
 * /unsubscribe: each path, the module under `src/pages/` that draws it and the component it
 * exports (by default, the module's name). `data`: the page reads or writes server state, so the data layer (`src/data`) loads with
 * it. Plain data, no imports: `routes.tsx` builds the router from it, and the build
 * (`scripts/routePreloads.ts`) lists each route's files so the production server can name them in
 * the page it answers (the browser fetches them beside the entry, and the entry adds no links).
 */
export interface RoutePage {
  /** A react-router path: `/`, exact segments, `:param` segments, or `*` for any other path. */
  path: string;
  module: string;
  /** The component the module exports for this route; unset: the module's own name. */
  component?: string;
  data?: true;
  /**
   * Modules (as the build's manifest names them) the page imports once it has painted; with
   * LAYOUT_LATER_MODULES, the server names their files in the page at low priority.
   */
  later?: readonly string[];
}

/** The siyum page's board and what is still open above it, below its first screen (src/pages/siyumBoard.ts). */
const SIYUM_PAGE_LATER = ['src/pages/siyumBoard.ts'];

export const ROUTE_PAGES = [
  // The community's number and the siyumim that need learners, drawn once the page has painted.
  { path: '/', module: 'HomePage', later: ['src/pages/HomeLive.tsx'] },
  { path: '/login', module: 'LoginPage' },
  { path: '/auth-callback', module: 'AuthCallbackPage' },
  { path: '/sign-out', module: 'SignOutPage' },
  { path: '/dashboard', module: 'DashboardPage', data: true },
  // Issue 24's finish line: a siyum's completion page and its lobby screen (not in the navigation).
  { path: '/certificate/:id', module: 'CertificatePage', data: true },
  { path: '/lobby/:id', module: 'LobbyPage', data: true },
  { path: '/about-us', module: 'AboutPage' },
  { path: '/admins/:id', module: 'AdminsPage', data: true },
  { path: '/community', module: 'CommunityPage', data: true },
  { path: '/contact-us', module: 'ContactPage', component: 'ContactUsPage' },
  { path: '/create', module: 'CreatePage', data: true },
  { path: '/donate', module: 'DonatePage' },
  { path: '/edit/:id', module: 'EditPage', data: true },
  { path: '/join/:token', module: 'InvitationPage', data: true },
  { path: '/learnings', module: 'LearningsPage', data: true },
  { path: '/my-siyumim', module: 'MySiyumimPage', data: true },
  { path: '/participants/:id', module: 'ParticipantsPage', data: true },
  // The portion board is the siyum page's heart: /portions/{id} opens it there.
  { path: '/portions/:id', module: 'SiyumPage', data: true, later: SIYUM_PAGE_LATER },
  { path: '/preferences', module: 'PreferencesPage', data: true },
  { path: '/progress/:id', module: 'ProgressPage', data: true },
  { path: '/s/:id', module: 'SiyumPage', data: true, later: SIYUM_PAGE_LATER },
  { path: '/support', module: 'ContactPage', component: 'SupportPage' },
  { path: '/support/inbox', module: 'SupportInboxPage', data: true },
  // An email's "Stop these emails" link (issue 22).
  { path: '/unsubscribe', module: 'UnsubscribePage', data: true },
  { path: '*', module: 'NotFoundPage' },
] as const satisfies readonly RoutePage[];

/** What every page's layout imports once it has painted (src/app/AppLayout.tsx, the site header). */
export const LAYOUT_LATER_MODULES = [
  'src/app/AppFooter.tsx',
  'packages/ui/src/shell/SisterSites.tsx',
] as const;

/** The module the data layer loads from (the first data page brings it). */
export const DATA_LAYER_MODULE = 'src/data/withQueryClient.tsx';

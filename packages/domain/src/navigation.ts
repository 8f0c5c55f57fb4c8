/** Route-level rules of spec §2 "Navigation rules", pure so the router and its tests share them. */

export const SIGNED_IN_PREFIXES = [
  '/create',
  '/dashboard',
  '/edit',
  '/participants',
  '/admins',
  '/my-siyumim',
] as const;
const NO_REDIRECT_URL_PATHS = ['/sign-out', '/login'];
const BLANK_USER_ALLOWED = ['/auth-callback', '/login'];

export type NavigationState = { signedIn: false } | { signedIn: true; userInfoBlank: boolean };

export type NavigationDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function needsSignIn(path: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Where the login page sends the visitor back to, or bare /login for paths that must not be revisited. */
export function loginPathFor(fullPath: string): string {
  const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
  if (NO_REDIRECT_URL_PATHS.includes(pathname)) return '/login';
  return `/login?redirectUrl=${encodeURIComponent(fullPath)}`;
}

/** `fullPath` is path plus query and hash, as requested. */
export function decideNavigation(fullPath: string, state: NavigationState): NavigationDecision {
  const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
  if (!state.signedIn) {
    return needsSignIn(pathname) ? { kind: 'redirect', to: loginPathFor(fullPath) } : { kind: 'allow' };
  }
  if (pathname.startsWith('/login')) return { kind: 'redirect', to: '/' };
  if (state.userInfoBlank && !BLANK_USER_ALLOWED.includes(pathname))
    return { kind: 'redirect', to: '/auth-callback' };
  return { kind: 'allow' };
}

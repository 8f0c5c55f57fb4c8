import { COOKIE_MAX_AGE_DAYS, sameSitePath, type User } from '@siyum/domain';
import { DAY_SECONDS, writeCookie } from '../app/cookie';
import { HOSTED_SESSION, IS_AUTHENTICATED_COOKIE, REDIRECT_INTERNAL_URL, REDIRECT_URL } from './storageKeys';

/**
 * The session's marks in the browser (§3, §4), written here and nowhere else: the isAuthenticated
 * flag (whether a page loads the session at all), the path to return to once signed in, and whether
 * the session came from the hosted sign-in. Everything else asks here. Free of auth code: every
 * page reads the flag before anything else loads.
 */

export type SessionStatus = 'visitor' | 'loading' | 'signedIn';

/** What the session knows of the product user record (§3). */
export interface Loaded {
  status: SessionStatus;
  user: User | null;
  /** Signed in at the identity provider, but the product record is missing (→ /auth-callback). */
  userInfoBlank: boolean;
}

export const VISITOR: Loaded = { status: 'visitor', user: null, userInfoBlank: false };

export function signedInAs(user: User): Loaded {
  return { status: 'signedIn', user, userInfoBlank: false };
}

/** The flag: there is a session to load. */
export function isSignedIn(): boolean {
  return document.cookie.split('; ').some((part) => part === `${IS_AUTHENTICATED_COOKIE}=true`);
}

/** The flag's one writer (§9 cookie storage: 365 days, path /; Max-Age 0 removes it). */
function writeFlag(signedIn: boolean): void {
  writeCookie(IS_AUTHENTICATED_COOKIE, signedIn ? 'true' : '', {
    maxAgeSeconds: signedIn ? COOKIE_MAX_AGE_DAYS * DAY_SECONDS : 0,
    sameSite: 'Lax',
  });
}

/** Signed in, or a token refreshed: the flag (re)starts its 365 days. */
export function markSignedIn(): void {
  writeFlag(true);
}

/**
 * Signed out — by the user, by a failed refresh, or at the provider: neither the flag nor the hosted
 * mark outlives the session (a stale mark would send a later password session's logout through the
 * provider).
 */
export function markSignedOut(): void {
  writeFlag(false);
  localStorage.removeItem(HOSTED_SESSION);
}

/** §7: this session came from the hosted sign-in, so its logout goes through the provider's. */
export function markHostedSession(): void {
  localStorage.setItem(HOSTED_SESSION, 'true');
}

export function isHostedSession(): boolean {
  return localStorage.getItem(HOSTED_SESSION) === 'true';
}

/** §3 redirect_internal_url: where the user goes once signed in. */
export function keepReturnPath(path: string): void {
  localStorage.setItem(REDIRECT_INTERNAL_URL, path);
}

/** The dialog closed without a sign-in: the next sign-in starts from where it happens. */
export function dropReturnPath(): void {
  localStorage.removeItem(REDIRECT_INTERNAL_URL);
}

/** Taken once: a path of this site, else home — a kept value never sends anyone off the site. */
export function takeReturnPath(origin: string): string {
  const kept = localStorage.getItem(REDIRECT_INTERNAL_URL);
  localStorage.removeItem(REDIRECT_INTERNAL_URL);
  return sameSitePath(kept, origin) ?? '/';
}

/**
 * §2 / §7 before leaving for the hosted sign-in: local storage is cleared but for the return path,
 * and redirect_url keeps the host plus the page's `redirectUrl` query.
 */
export function clearForHostedSignIn(location: Pick<Location, 'host' | 'search'>): void {
  const kept = localStorage.getItem(REDIRECT_INTERNAL_URL);
  localStorage.clear();
  if (kept !== null) keepReturnPath(kept);
  const redirectUrl = new URLSearchParams(location.search).get('redirectUrl');
  if (redirectUrl) localStorage.setItem(REDIRECT_URL, `${location.host}${redirectUrl}`);
}

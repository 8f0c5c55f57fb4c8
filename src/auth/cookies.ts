import { COOKIE_MAX_AGE_DAYS } from '@siyum/domain';
import { DAY_SECONDS, writeCookie } from '../app/cookie';
import { IS_AUTHENTICATED_COOKIE } from './storageKeys';

/** §4 app user state: the flag cookie says whether to load the session at all (365 days, path /). */
export function hasAuthCookie(): boolean {
  return document.cookie.split('; ').some((part) => part === `${IS_AUTHENTICATED_COOKIE}=true`);
}

/** Signed out: the cookie is removed (Max-Age 0). */
export function setAuthCookie(signedIn: boolean): void {
  writeCookie(IS_AUTHENTICATED_COOKIE, signedIn ? 'true' : '', {
    maxAgeSeconds: signedIn ? COOKIE_MAX_AGE_DAYS * DAY_SECONDS : 0,
    sameSite: 'Lax',
  });
}

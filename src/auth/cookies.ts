import { COOKIE_MAX_AGE_DAYS } from '@siyum/domain';
import { IS_AUTHENTICATED_COOKIE } from './storageKeys';

/** §4 app user state: the flag cookie says whether to load the session at all (365 days, path /). */
export function hasAuthCookie(): boolean {
  return document.cookie.split('; ').some((part) => part === `${IS_AUTHENTICATED_COOKIE}=true`);
}

export function setAuthCookie(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = `${IS_AUTHENTICATED_COOKIE}=${signedIn ? 'true' : ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

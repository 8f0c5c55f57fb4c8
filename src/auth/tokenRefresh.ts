import { identityErrorsMessages } from '@siyum/domain';
import { emitAuthEvent, isAuthEvent } from './authEvents';

/**
 * Token refresh as spec §4 has it, around Amplify's own (which refreshes when forced or when the id
 * or access token expired, clock drift considered, and clears the tokens on a definitive failure):
 * - no refresh token: signed out and sent to / when the app had the user signed in; otherwise only
 *   logged ('No refresh token found');
 * - the exchange failing: 'Error refreshing token:' logged, signed out, sent to the provider's
 *   logout page (a network error changes nothing: the tokens are kept for the next try);
 * - no token after the refresh although signed in: signed out, and 'no Authorization token found'.
 * Pure: the session, storage and navigation are passed in.
 */
export interface SessionEnd {
  /** The app has the user signed in (the isAuthenticated flag, asked of sessionState.ts). */
  authorized(): boolean;
  /** The stored refresh token of the last user (`storedRefreshToken`). */
  refreshToken(): string | null;
  /** Signs out here: the provider's tokens and the flag cleared (the session hears signedOut). */
  signOut(): Promise<void>;
  /** Leaves by a full page load. */
  leave(url: string): void;
  /** The provider's logout page (back to /sign-out), or / without a hosted sign-in domain. */
  logoutUrl(): Promise<string>;
  log(message: string, detail?: unknown): void;
}

const KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * §4 "read last user, then refresh token, with fallback to an alternate key form": the keys of §3
 * (client id and user name); the alternate form is the user name URI-encoded (or decoded), as cookie
 * storage writes the keys of a name like an email address.
 */
export function storedRefreshToken(storage: Pick<Storage, 'getItem'>, clientId: string): string | null {
  const lastUser = storage.getItem(`${KEY_PREFIX}.${clientId}.LastAuthUser`);
  if (!lastUser) return null;
  for (const user of new Set([lastUser, encodeURIComponent(lastUser), decoded(lastUser)])) {
    const token = storage.getItem(`${KEY_PREFIX}.${clientId}.${user}.refreshToken`);
    if (token) return token;
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'NetworkError' || (error.name === 'TypeError' && /fetch|network/i.test(error.message))
  );
}

/** tokenRefresh_failure: what §4 does about a refresh that failed with `error`. */
export async function afterRefreshFailure(end: SessionEnd, error: unknown): Promise<void> {
  // Read first: Amplify clears the tokens of a definitive failure right after telling us.
  const refreshToken = end.refreshToken();
  if (isNetworkError(error)) {
    end.log('Error refreshing token:', error);
    return;
  }
  if (!refreshToken) {
    if (!end.authorized()) {
      end.log('No refresh token found');
      return;
    }
    await end.signOut();
    end.leave('/');
    return;
  }
  end.log('Error refreshing token:', error);
  await end.signOut();
  end.leave(await end.logoutUrl());
}

/** The token after a refresh: a signed-in user without one is signed out, with the §8 error. */
export async function requireAccessToken(end: SessionEnd, token: string | null): Promise<string | null> {
  if (token) return token;
  if (!end.authorized()) return null;
  await end.signOut();
  throw new Error(identityErrorsMessages.noAuthorizationToken);
}

/**
 * Amplify's `auth` Hub listener: every §4 event goes on to the app's listeners (`authEvents.ts`); a
 * failed refresh is then dealt with as §4 says.
 */
export function amplifyHubListener(end: SessionEnd) {
  return ({ payload }: { payload: { event: string; data?: unknown } }): void => {
    if (!isAuthEvent(payload.event)) return;
    emitAuthEvent({ event: payload.event, data: payload.data });
    if (payload.event === 'tokenRefresh_failure')
      void afterRefreshFailure(end, (payload.data as { error?: unknown } | undefined)?.error);
  };
}

/**
 * The auth events of spec §4, in one place for the app: Amplify's `auth` Hub events are forwarded
 * here once Amplify loads (`amplifyAuthService.ts`), and our own hosted sign-in raises the redirect
 * ones under the same names. Tiny and free of auth code: the session listens from the first paint.
 */
export const AUTH_EVENTS = [
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
  'signInWithRedirect',
  'signInWithRedirect_failure',
  'customOAuthState',
] as const;
export type AuthEventName = (typeof AUTH_EVENTS)[number];

export interface AuthEventMessage {
  event: AuthEventName;
  /** tokenRefresh_failure / signInWithRedirect_failure: `{ error }`; customOAuthState: the state (a path). */
  data?: unknown;
}

export function isAuthEvent(event: string): event is AuthEventName {
  return (AUTH_EVENTS as readonly string[]).includes(event);
}

const listeners = new Set<(message: AuthEventMessage) => void>();

export function emitAuthEvent(message: AuthEventMessage): void {
  for (const listener of [...listeners]) listener(message);
}

/** Answers the unsubscribe. */
export function listenAuthEvents(listener: (message: AuthEventMessage) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the app's session does about each event. */
export interface AuthEventActions {
  /** The isAuthenticated flag (§4 app user state): set, or cleared with the session (sessionState.ts). */
  setSignedInFlag(signedIn: boolean): void;
  /** The session becomes a visitor's (user and flag cleared). */
  becomeVisitor(): void;
  /** A hosted sign-in failed in a way the user is told of (cancelled provider login, no access token). */
  showSignInError(error: { name: string; message: string }): void;
  /**
   * The hosted sign-in carried where the user was headed: kept as redirect_internal_url, which
   * /auth-callback follows (only to a path of this site).
   */
  keepReturnPath(path: string): void;
}

/** Hosted sign-in failures the user is told of: a cancelled provider login, no access token. */
const TOLD: ReadonlySet<string> = new Set(['OAuthCancelled', 'OAuthNoAccessToken']);

/**
 * §4: signedIn / signInWithRedirect set the flag; tokenRefresh renews it (the session is alive);
 * signedOut clears user and flag; a failed hosted sign-in is shown; customOAuthState is where
 * the user returns to. A
 * failed refresh is handled where Amplify is (`tokenRefresh.ts`): it ends in signedOut.
 */
export function reactToAuthEvent(message: AuthEventMessage, actions: AuthEventActions): void {
  switch (message.event) {
    case 'signedIn':
    case 'signInWithRedirect':
    case 'tokenRefresh':
      actions.setSignedInFlag(true);
      return;
    case 'signedOut':
      actions.setSignedInFlag(false);
      actions.becomeVisitor();
      return;
    case 'signInWithRedirect_failure': {
      // §8: a refused token exchange is only logged (where it happened); these two are told.
      const error = (message.data as { error?: unknown } | undefined)?.error;
      if (error instanceof Error && TOLD.has(error.name))
        actions.showSignInError({ name: error.name, message: error.message });
      return;
    }
    case 'customOAuthState':
      if (typeof message.data === 'string') actions.keepReturnPath(message.data);
      return;
    case 'tokenRefresh_failure':
      return;
  }
}

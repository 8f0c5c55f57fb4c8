/** Local storage keys of spec §3 that the app itself writes (Amplify writes the token keys). */
export const REDIRECT_INTERNAL_URL = 'redirect_internal_url';
export const REDIRECT_URL = 'redirect_url';
/** §3: the pending username (lowercased email) while a sign-up waits for its code (local storage). */
export const PENDING_USERNAME = 'pending_username';
/** §4: the sign-in challenge being answered, with its expiry (session storage; Amplify keeps the session). */
export const PENDING_SIGN_IN = 'pending_sign_in';
/** Set when the session came from the hosted sign-in: its logout goes through the provider's (§7). */
export const HOSTED_SESSION = 'hosted_session';
/** The cookie the app user state reads before loading any auth code (§4 "App user state"). */
export const IS_AUTHENTICATED_COOKIE = 'isAuthenticated';

/** Local storage keys of spec §3 that the app itself writes (Amplify writes the token keys). */
export const REDIRECT_INTERNAL_URL = 'redirect_internal_url';
export const REDIRECT_URL = 'redirect_url';
/** The cookie the app user state reads before loading any auth code (§4 "App user state"). */
export const IS_AUTHENTICATED_COOKIE = 'isAuthenticated';

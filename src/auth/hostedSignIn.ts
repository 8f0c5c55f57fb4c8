import type { SocialProvider } from '@siyum/ui/auth';
import {
  authorizeUrl,
  checkState,
  codeChallengeOf,
  exchangeCode,
  OAUTH_STATE_LENGTH,
  PKCE_VERIFIER_LENGTH,
  randomString,
} from './pkce';
import type { RuntimeConfig } from './runtimeConfig';
import { REDIRECT_INTERNAL_URL, REDIRECT_URL } from './storageKeys';

const PENDING_KEY = 'siyum.oauth.pending';

function callbackUri(): string {
  return `${window.location.origin}/auth-callback`;
}

/**
 * §2 / §7: before Google (or Apple) sign-in, local storage is cleared except
 * redirect_internal_url, and redirect_url (host plus the redirectUrl query) is saved; then the
 * browser leaves for the hosted sign-in with PKCE.
 */
export async function startHostedSignIn(config: RuntimeConfig, provider: SocialProvider): Promise<void> {
  const keep = localStorage.getItem(REDIRECT_INTERNAL_URL);
  localStorage.clear();
  if (keep !== null) localStorage.setItem(REDIRECT_INTERNAL_URL, keep);
  const redirectUrl = new URLSearchParams(window.location.search).get('redirectUrl');
  if (redirectUrl) localStorage.setItem(REDIRECT_URL, `${window.location.host}${redirectUrl}`);

  const verifier = randomString(PKCE_VERIFIER_LENGTH);
  const state = randomString(OAUTH_STATE_LENGTH);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state }));
  window.location.assign(
    authorizeUrl({
      domain: config.hostedUiDomain ?? '',
      clientId: config.userPoolClientId,
      redirectUri: callbackUri(),
      provider,
      state,
      codeChallenge: await codeChallengeOf(verifier),
    }),
  );
}

/** True when /auth-callback was reached from the hosted sign-in (a code and a state in the query). */
export function isHostedCallback(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('code') && query.has('state');
}

/**
 * /auth-callback after the hosted sign-in: checks the state, exchanges the code, and stores the
 * tokens where Amplify reads them (its localStorage keys of §3), so the session continues there.
 */
export async function completeHostedSignIn(config: RuntimeConfig, search: string): Promise<void> {
  const query = new URLSearchParams(search);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as {
    verifier?: string;
    state?: string;
  };
  sessionStorage.removeItem(PENDING_KEY);
  checkState(query.get('state'), pending.state ?? null);
  const tokens = await exchangeCode({
    domain: config.hostedUiDomain ?? '',
    clientId: config.userPoolClientId,
    code: query.get('code') ?? '',
    redirectUri: callbackUri(),
    verifier: pending.verifier ?? '',
  });
  const claims = JSON.parse(
    atob(tokens.access_token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''),
  ) as {
    username?: string;
    sub?: string;
  };
  const username = claims.username ?? claims.sub ?? '';
  const prefix = `CognitoIdentityServiceProvider.${config.userPoolClientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, username);
  localStorage.setItem(`${prefix}.${username}.accessToken`, tokens.access_token);
  localStorage.setItem(`${prefix}.${username}.idToken`, tokens.id_token);
  if (tokens.refresh_token) localStorage.setItem(`${prefix}.${username}.refreshToken`, tokens.refresh_token);
}

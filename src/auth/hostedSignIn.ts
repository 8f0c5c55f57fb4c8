import { checkRedirectUrl, identityErrorsMessages, type RedirectCheck } from '@siyum/domain';
import { authError, type SocialProvider } from '@siyum/ui/auth';
import {
  authorizeUrl,
  checkState,
  codeChallengeOf,
  exchangeCode,
  type HostedTokens,
  hostedLogoutUrl,
  OAUTH_STATE_LENGTH,
  OAuthError,
  PKCE_VERIFIER_LENGTH,
  randomString,
} from './pkce';
import type { RuntimeConfig } from './runtimeConfig';
import { clearForHostedSignIn, isHostedSession, markHostedSession } from './sessionState';

const PENDING_KEY = 'siyum.oauth.pending';

/** §5: a return URL must be on the configured list, from this origin (Amplify's error names). */
function listed(check: RedirectCheck): string {
  if ('url' in check) return check.url;
  throw check.problem === 'invalidOrigin'
    ? authError('InvalidOriginException', identityErrorsMessages.invalidOrigin)
    : authError('InvalidRedirectException', identityErrorsMessages.invalidRedirect);
}

/** §7: redirect_uri is the origin plus /auth-callback, and must be one the configuration lists. */
export function signInRedirect(config: RuntimeConfig, origin: string): string {
  return listed(checkRedirectUrl(config.hostedUiRedirectSignIn, `${origin}/auth-callback`));
}

export interface HostedSignInOptions {
  /** §7 login_hint: the address the user already gave, if any. */
  loginHint?: string;
  /** §7 lang: the page's language. */
  lang?: string;
}

/**
 * §2 / §7: before Google (or Apple) sign-in, local storage is cleared except
 * redirect_internal_url, and redirect_url (host plus the redirectUrl query) is saved; then the
 * browser leaves for the hosted sign-in with PKCE — only for a listed return URL (§5).
 */
export async function startHostedSignIn(
  config: RuntimeConfig,
  provider: SocialProvider,
  options: HostedSignInOptions = {},
): Promise<void> {
  const redirectUri = signInRedirect(config, window.location.origin);
  clearForHostedSignIn(window.location);

  const verifier = randomString(PKCE_VERIFIER_LENGTH);
  const state = randomString(OAUTH_STATE_LENGTH);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state }));
  window.location.assign(
    authorizeUrl({
      domain: config.hostedUiDomain ?? '',
      clientId: config.userPoolClientId,
      redirectUri,
      provider,
      state,
      codeChallenge: await codeChallengeOf(verifier),
      ...(options.loginHint ? { loginHint: options.loginHint } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    }),
  );
}

/**
 * What /auth-callback was reached with: the hosted sign-in's answer (a code and the state), its
 * refusal (`?error=`, the user cancelled at the provider), or neither (our own sign-in came here).
 */
export type HostedCallback =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; error: string }
  | { kind: 'none' };

export function hostedCallbackOf(search: string): HostedCallback {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error !== null) return { kind: 'error', error };
  const code = query.get('code');
  const state = query.get('state');
  return code !== null && state !== null ? { kind: 'code', code, state } : { kind: 'none' };
}

/** True when /auth-callback was reached from the hosted sign-in (its answer or its refusal). */
export function isHostedCallback(search: string): boolean {
  return hostedCallbackOf(search).kind !== 'none';
}

/**
 * /auth-callback after the hosted sign-in: a cancelled provider login raises 'User cancelled OAuth
 * flow.'; otherwise checks the state, exchanges the code ('No access token returned from OAuth
 * flow.' when none comes back), and hands the tokens to Amplify's own token store (its §3
 * localStorage keys, written by Amplify), so the session continues there. The session is marked
 * hosted: its logout goes through the provider's.
 */
export async function completeHostedSignIn(config: RuntimeConfig, search: string): Promise<void> {
  const callback = hostedCallbackOf(search);
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as {
    verifier?: string;
    state?: string;
  };
  sessionStorage.removeItem(PENDING_KEY);
  if (callback.kind === 'error')
    throw new OAuthError(identityErrorsMessages.oauthCancelled, 'OAuthCancelled');
  if (callback.kind === 'none') return;
  checkState(callback.state, pending.state ?? null);
  const tokens = await exchangeCode({
    domain: config.hostedUiDomain ?? '',
    clientId: config.userPoolClientId,
    code: callback.code,
    redirectUri: signInRedirect(config, window.location.origin),
    verifier: pending.verifier ?? '',
  });
  await keepTokens(tokens);
  markHostedSession();
}

/**
 * The exchanged tokens, given to Amplify through its token orchestrator and decoded by its own
 * `decodeJWT` — never written under its private keys by hand, which an Amplify upgrade could
 * change silently.
 */
async function keepTokens(tokens: HostedTokens): Promise<void> {
  const [{ decodeJWT }, { cognitoUserPoolsTokenProvider }, { loadAmplify }] = await Promise.all([
    import('aws-amplify/auth'),
    import('aws-amplify/auth/cognito'),
    import('./amplifyAuthService'),
  ]);
  await loadAmplify(); // the token store needs the pool's configuration
  const accessToken = decodeJWT(tokens.access_token);
  const { username, sub } = accessToken.payload;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      ...(tokens.id_token ? { idToken: decodeJWT(tokens.id_token) } : {}),
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      username: String(username ?? sub ?? ''),
      clockDrift: 0,
    },
  });
}

/**
 * §7 logout of a hosted session: the provider's logout page, returning to /sign-out — a listed
 * return URL (§5); null when this session did not come from the hosted sign-in (or none is configured).
 */
export function hostedSignOutUrl(config: RuntimeConfig, origin: string): string | null {
  if (!config.hostedUiDomain || !isHostedSession()) return null;
  listed(checkRedirectUrl(config.hostedUiRedirectSignOut, `${origin}/sign-out`));
  return hostedLogoutUrl(config.hostedUiDomain, config.userPoolClientId, origin);
}

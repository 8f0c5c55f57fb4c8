import { identityErrorsMessages } from '@siyum/domain';

/**
 * PKCE and state for the hosted sign-in of §7 (verifier 128 characters, state 32, S256). Pure
 * apart from Web Crypto, so the same code runs in the browser and in Node's tests.
 */
export const PKCE_VERIFIER_LENGTH = 128;
export const OAUTH_STATE_LENGTH = 32;
/** The unreserved characters RFC 7636 allows in a verifier. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

export function randomString(length: number, alphabet = UNRESERVED): string {
  // 256 is a multiple of neither 66 nor 62: drop bytes past the last whole cycle so every character is equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export const HOSTED_SCOPES = ['email', 'profile', 'openid', 'aws.cognito.signin.user.admin'] as const;

export interface AuthorizeRequest {
  domain: string;
  clientId: string;
  redirectUri: string;
  provider: 'Google' | 'Apple';
  state: string;
  codeChallenge: string;
  /** §7 optional: the address the provider's login form starts with. */
  loginHint?: string;
  /** §7 optional: the language of the provider's pages. */
  lang?: string;
}

/** GET {domain}/oauth2/authorize with the §7 parameters. */
export function authorizeUrl(request: AuthorizeRequest): string {
  const url = new URL('/oauth2/authorize', hostedOrigin(request.domain));
  url.search = new URLSearchParams({
    redirect_uri: request.redirectUri,
    response_type: 'code',
    client_id: request.clientId,
    identity_provider: request.provider === 'Apple' ? 'SignInWithApple' : 'Google',
    scope: HOSTED_SCOPES.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    ...(request.lang ? { lang: request.lang } : {}),
  }).toString();
  return url.toString();
}

/** A configured domain may come with or without its scheme. */
export function hostedOrigin(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

export interface HostedTokens {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
}

/**
 * A hosted sign-in failure. `OAuthCancelled` and `OAuthNoAccessToken` carry the §8 texts and are
 * shown to the user; `OAuthError` (a refused exchange, a state mismatch) is logged only (§8).
 */
export class OAuthError extends Error {
  constructor(message: string, name: 'OAuthError' | 'OAuthCancelled' | 'OAuthNoAccessToken' = 'OAuthError') {
    super(message);
    this.name = name;
  }
}

/** POST {domain}/oauth2/token (form-encoded authorization_code grant with the verifier). */
export async function exchangeCode(
  input: { domain: string; clientId: string; code: string; redirectUri: string; verifier: string },
  fetchImpl: typeof fetch = fetch,
): Promise<HostedTokens> {
  const response = await fetchImpl(`${hostedOrigin(input.domain)}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: input.clientId,
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
    }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<HostedTokens> & { error?: string };
  if (!response.ok || body.error)
    throw new OAuthError(body.error ?? `token endpoint answered ${response.status}`);
  if (!body.access_token) throw new OAuthError(identityErrorsMessages.oauthNoToken, 'OAuthNoAccessToken');
  return {
    access_token: body.access_token,
    ...(body.id_token ? { id_token: body.id_token } : {}),
    ...(body.refresh_token ? { refresh_token: body.refresh_token } : {}),
  };
}

/** GET {domain}/logout (§7): ends the hosted session and returns to `{origin}/sign-out`. */
export function hostedLogoutUrl(domain: string, clientId: string, origin: string): string {
  const url = new URL('/logout', hostedOrigin(domain));
  url.search = new URLSearchParams({ client_id: clientId, logout_uri: `${origin}/sign-out` }).toString();
  return url.toString();
}

/** The state returned to /auth-callback must be the one we sent. */
export function checkState(returned: string | null, stored: string | null): void {
  if (!returned || !stored || returned !== stored) throw new OAuthError('OAuth state does not match');
}

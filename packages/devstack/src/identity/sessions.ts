import { CognitoError, type CognitoJson } from '@siyum/api/identity/cognito';
import { decodeJwt } from 'jose';

interface Session {
  /** refresh token → the client it was issued to (RevokeToken needs both). */
  refresh: Map<string, string>;
  accessJti: Set<string>;
}

/**
 * What the proxy remembers of the sessions it handed out, so GlobalSignOut can end them the way
 * Cognito does (cognito-local cannot). In memory: the proxy is local only and restarts clean.
 */
export class SessionStore {
  /** username → epoch seconds of its last GlobalSignOut; tokens issued earlier are refused. */
  private readonly signedOutAt = new Map<string, number>();
  private readonly sessions = new Map<string, Session>();
  private readonly revokedJti = new Set<string>();

  /** Notes the tokens of a successful sign-in or refresh. */
  remember(clientId: unknown, result: CognitoJson): void {
    if (typeof result.AccessToken !== 'string') return;
    let claims: ReturnType<typeof decodeJwt>;
    try {
      claims = decodeJwt(result.AccessToken);
    } catch {
      return; // not a JWT: nothing to remember
    }
    if (typeof claims.username !== 'string') return;
    let session = this.sessions.get(claims.username);
    if (!session) {
      session = { refresh: new Map(), accessJti: new Set() };
      this.sessions.set(claims.username, session);
    }
    if (typeof claims.jti === 'string') session.accessJti.add(claims.jti);
    if (typeof result.RefreshToken === 'string' && typeof clientId === 'string') {
      session.refresh.set(result.RefreshToken, clientId);
    }
  }

  /** Ends every session of `username`; answers the refresh tokens to revoke at cognito-local. */
  signOut(username: string): { token: string; clientId: string }[] {
    this.signedOutAt.set(username, Math.floor(Date.now() / 1000));
    const session = this.sessions.get(username);
    this.sessions.delete(username);
    if (!session) return [];
    for (const jti of session.accessJti) this.revokedJti.add(jti);
    return [...session.refresh].map(([token, clientId]) => ({ token, clientId }));
  }

  /** Refuses a token issued before its user's last global sign-out, or revoked by it. */
  assertLive(
    what: 'Access Token' | 'Refresh Token',
    claims: { username?: unknown; iat?: unknown; jti?: unknown },
  ): void {
    const { username, iat, jti } = claims;
    const since = typeof username === 'string' ? this.signedOutAt.get(username) : undefined;
    const revoked =
      (since !== undefined && typeof iat === 'number' && iat < since) ||
      (typeof jti === 'string' && this.revokedJti.has(jti));
    if (revoked) throw new CognitoError('NotAuthorizedException', `${what} has been revoked`);
  }
}

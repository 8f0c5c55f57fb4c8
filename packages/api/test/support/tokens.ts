import { createPrivateKey, type KeyObject } from 'node:crypto';
import { LOCAL_SIGNING_KEY } from '@siyum/devstack';
import { generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { IdentityConfig } from '../../src/identity';

/** cognito-local signs with this key, shipped in its package (which is why only local mode trusts it). */
const localPrivateKey: KeyObject = createPrivateKey(LOCAL_SIGNING_KEY.privatePem);

function sign(payload: JWTPayload, key: Parameters<SignJWT['sign']>[0]): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}

function claims(config: IdentityConfig, sub: string, expiresInSeconds: number): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    username: sub,
    client_id: config.clientId,
    token_use: 'access',
    iss: config.issuer,
    iat: now - 10,
    exp: now + expiresInSeconds,
    jti: `${sub}-${now}-${Math.random()}`,
  };
}

/**
 * How long a server under test trusts a token before asking the identity provider again. Minted
 * tokens name users the provider does not know: asked, it answers "no such user" and the server
 * refuses the token as signed out. At the server's 60 s a slow run's later calls failed so (the
 * durability test: 2,690 claims refused after 21, 2026-11-27). Only the sign-out tests are about
 * the recheck, and they set their own.
 */
export const TOKEN_RECHECK_MS = 3_600_000;

/** A well-signed local access token for any sub (used where many distinct users are needed). */
export function mintLocalToken(config: IdentityConfig, sub: string): Promise<string> {
  return sign(claims(config, sub, 3600), localPrivateKey);
}

/** Correctly signed, but expired an hour ago. */
export function mintExpiredToken(config: IdentityConfig, sub: string): Promise<string> {
  return sign(claims(config, sub, -3600), localPrivateKey);
}

/** Same claims, signed with a key the issuer never published. */
export async function mintForgedToken(config: IdentityConfig, sub: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return sign(claims(config, sub, 3600), privateKey);
}

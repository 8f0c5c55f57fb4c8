import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The local stack's "STS": temporary credentials for an identity-pool identity, stateless so that
 * the storage gateway can check them without shared memory and they survive a restart. The session
 * token carries the identity id, the access key id and the expiry, sealed with an HMAC of a local
 * secret; the secret access key is an HMAC of the access key id. Local only — whoever reads the
 * secret file can mint credentials.
 */
export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

export interface StaticCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Who a request's access key (and session token) stands for, or the S3 error refusing it. */
export type Principal =
  | { kind: 'server'; secretAccessKey: string }
  | { kind: 'identity'; identityId: string; secretAccessKey: string };

export type CredentialRefusal = 'InvalidAccessKeyId' | 'InvalidToken' | 'ExpiredToken';

export type Resolution = { principal: Principal } | { refusal: CredentialRefusal };

export interface CredentialAuthority {
  /** Credentials of an identity, valid for `lifetimeSeconds` (an hour, like Cognito's). */
  issue(identityId: string): TemporaryCredentials;
  /** What an access key id and session token resolve to at `nowMs`. */
  resolve(accessKeyId: string, sessionToken: string | undefined, nowMs: number): Resolution;
}

/**
 * The API server's credential (its IAM role in production): full access to the bucket. A fixed,
 * public pair — the local bucket holds nothing secret.
 */
export const LOCAL_STORAGE_SERVER_CREDENTIALS: StaticCredentials = Object.freeze({
  accessKeyId: 'AKIASIYUMLOCALSERVER',
  secretAccessKey: 'siyum-local-storage-server-secret-key-00',
});

const CREDENTIAL_LIFETIME_SECONDS = 3600;
const ACCESS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

interface SessionClaims {
  /** identity id */
  i: string;
  /** access key id */
  k: string;
  /** expiry, epoch seconds */
  e: number;
}

export interface CredentialAuthorityOptions {
  /** The local secret (≥ 32 bytes), kept in the identity data directory. */
  secret: Uint8Array;
  lifetimeSeconds?: number;
  now?: () => number;
}

export function createCredentialAuthority(options: CredentialAuthorityOptions): CredentialAuthority {
  const secret = Buffer.from(options.secret);
  const lifetime = options.lifetimeSeconds ?? CREDENTIAL_LIFETIME_SECONDS;
  const now = options.now ?? Date.now;
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest();
  // 40 characters, like an AWS secret access key.
  const secretOf = (accessKeyId: string) => mac('secret', accessKeyId).toString('base64').slice(0, 40);

  return {
    issue(identityId) {
      const accessKeyId = `ASIA${randomAccessKeyTail()}`;
      const expiresAt = Math.floor(now() / 1000) + lifetime;
      const claims: SessionClaims = { i: identityId, k: accessKeyId, e: expiresAt };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return {
        accessKeyId,
        secretAccessKey: secretOf(accessKeyId),
        sessionToken: `${payload}.${mac('token', payload).toString('base64url')}`,
        expiration: new Date(expiresAt * 1000),
      };
    },
    resolve(accessKeyId, sessionToken, nowMs) {
      if (accessKeyId === LOCAL_STORAGE_SERVER_CREDENTIALS.accessKeyId) {
        return {
          principal: { kind: 'server', secretAccessKey: LOCAL_STORAGE_SERVER_CREDENTIALS.secretAccessKey },
        };
      }
      // Temporary keys (ASIA…) are unknown without their session token, as at AWS.
      if (!accessKeyId.startsWith('ASIA') || !sessionToken) return { refusal: 'InvalidAccessKeyId' };
      const claims = openSessionToken(sessionToken, (payload) => mac('token', payload));
      if (!claims) return { refusal: 'InvalidToken' };
      if (claims.k !== accessKeyId) return { refusal: 'InvalidAccessKeyId' };
      if (claims.e * 1000 <= nowMs) return { refusal: 'ExpiredToken' };
      return {
        principal: { kind: 'identity', identityId: claims.i, secretAccessKey: secretOf(accessKeyId) },
      };
    },
  };
}

function randomAccessKeyTail(): string {
  return Array.from(randomBytes(16), (byte) => ACCESS_KEY_ALPHABET[byte % 32]).join('');
}

function openSessionToken(token: string, seal: (payload: string) => Buffer): SessionClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = seal(payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      typeof claims === 'object' &&
      claims !== null &&
      'i' in claims &&
      'k' in claims &&
      'e' in claims &&
      typeof claims.i === 'string' &&
      typeof claims.k === 'string' &&
      typeof claims.e === 'number'
    ) {
      return { i: claims.i, k: claims.k, e: claims.e };
    }
  } catch {
    // not JSON: a forged token
  }
  return undefined;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalStorage, startLocalIdentity, startLocalStorage } from '@siyum/devstack';
import type { IdentityConfig } from '../../src/identity';
import type { PhotoStorageConfig } from '../../src/storage/config';

export interface TestUser {
  sub: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface TestIdentity {
  /** Local-mode verifier config (issuer, client id, JWKS and GetUser endpoint = the proxy). */
  config: IdentityConfig;
  /** The compatibility proxy's URL (Cognito API endpoint). */
  endpoint: string;
  /** cognito-local itself, for admin calls. */
  upstream: string;
  userPoolId: string;
  clientId: string;
  /** A confirmed user with a permanent password, signed in: real tokens. */
  createUser(
    email: string,
    opts?: { password?: string; givenName?: string; familyName?: string; phoneNumber?: string },
  ): Promise<TestUser>;
  /** Signs an existing user in again (fresh tokens). */
  signIn(
    email: string,
    password?: string,
  ): Promise<{ accessToken: string; idToken: string; refreshToken: string }>;
  admin(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** With `photos`: the identity pool and a local S3 bucket behind the storage gateway. */
  photos: PhotoStorageConfig | null;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Test-password-1';

/**
 * cognito-local + our compatibility proxy on free 127.0.0.1 ports with a temporary data directory;
 * `close()` stops both and removes the directory. Start one per test file (beforeAll/afterAll).
 */
export async function startTestIdentity(
  options: { allowedOrigins?: string[]; photos?: boolean } = {},
): Promise<TestIdentity> {
  const dataDir = await mkdtemp(join(tmpdir(), 'siyum-identity-'));
  let storage: LocalStorage | undefined;
  try {
    const { photos, ...identityOptions } = options;
    const identity = await startLocalIdentity({ dataDir, port: 0, proxyPort: 0, ...identityOptions });
    storage = photos
      ? await startLocalStorage({
          dataDir: join(dataDir, 'storage'),
          port: 0,
          credentials: identity.credentials,
        })
      : undefined;
    return {
      photos: storage
        ? {
            location: { bucket: storage.bucket, region: storage.region, endpoint: storage.endpoint },
            credentials: storage.serverCredentials,
            identityPoolId: identity.identityPoolId,
            identityPoolEndpoint: identity.identityPoolEndpoint,
            imageBaseUrl: undefined,
            browserEndpoint: storage.endpoint,
          }
        : null,
      config: identity.config,
      endpoint: identity.endpoint,
      upstream: identity.upstream,
      userPoolId: identity.userPoolId,
      clientId: identity.userPoolClientId,
      admin: identity.admin,
      async createUser(email, opts = {}) {
        const password = opts.password ?? TEST_PASSWORD;
        const { sub, username } = await identity.ensureUser(email, {
          password,
          ...(opts.givenName ? { givenName: opts.givenName } : {}),
          ...(opts.familyName ? { familyName: opts.familyName } : {}),
          ...(opts.phoneNumber ? { phoneNumber: opts.phoneNumber } : {}),
        });
        const tokens = await identity.signIn(email, password);
        return { sub, username, email, password, ...tokens };
      },
      signIn: (email, password = TEST_PASSWORD) => identity.signIn(email, password),
      async close() {
        await storage?.close();
        await identity.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await storage?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

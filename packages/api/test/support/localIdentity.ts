import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalIdentity } from '@siyum/devstack';
import type { IdentityConfig } from '../../src/identity';

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
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Test-password-1';

/**
 * cognito-local + our compatibility proxy on free 127.0.0.1 ports with a temporary data directory;
 * `close()` stops both and removes the directory. Start one per test file (beforeAll/afterAll).
 */
export async function startTestIdentity(options: { allowedOrigins?: string[] } = {}): Promise<TestIdentity> {
  const dataDir = await mkdtemp(join(tmpdir(), 'siyum-identity-'));
  try {
    const identity = await startLocalIdentity({ dataDir, port: 0, proxyPort: 0, ...options });
    return {
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
        await identity.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

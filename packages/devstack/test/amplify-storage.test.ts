/**
 * Contract: Amplify Storage v6 (the browser's calls) against the local stack — the identity pool
 * of the compatibility proxy for credentials, the storage gateway for the bucket. Amplify always
 * speaks https to S3; as the app does locally, the test's fetch sends the gateway's URLs over http
 * (SigV4 signs the host, not the scheme).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_ID_PATTERN } from '@siyum/domain';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { getUrl, list, uploadData } from 'aws-amplify/storage';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalIdentity, startLocalIdentity } from '../src/identity/launcher';
import { type LocalStorage, startLocalStorage } from '../src/storage/launcher';

const EMAIL = 'amplify.storage@example.org';
const PASSWORD = 'Storage-password-1';

/** Amplify's token store for Node (the browser uses localStorage). */
class MemoryStorage implements KeyValueStorageInterface {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

describe('Amplify Storage v6 against the local identity pool and bucket', () => {
  let dataDir: string;
  let identity: LocalIdentity;
  let storage: LocalStorage;
  /**
   * Amplify reads `options.customEndpoint` (host[:port], https implied) but leaves it out of its
   * public option types; spread in, it is passed without the literal's excess-property check.
   */
  let local: { customEndpoint: string };
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'siyum-amplify-storage-'));
    identity = await startLocalIdentity({ dataDir: join(dataDir, 'identity'), port: 0, proxyPort: 0 });
    storage = await startLocalStorage({
      dataDir: join(dataDir, 'storage'),
      port: 0,
      credentials: identity.credentials,
    });
    local = { customEndpoint: storage.endpoint.replace(/^http:\/\//, '') };
    const secure = `https://${local.customEndpoint}`;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return realFetch(url.startsWith(secure) ? `http://${url.slice('https://'.length)}` : input, init);
    });
    await identity.ensureUser(EMAIL, { password: PASSWORD });
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: identity.userPoolId,
          userPoolClientId: identity.userPoolClientId,
          userPoolEndpoint: identity.endpoint,
          identityPoolId: identity.identityPoolId,
          identityPoolEndpoint: identity.identityPoolEndpoint,
          allowGuestAccess: false,
          loginWith: { email: true },
        },
      },
      Storage: { S3: { bucket: storage.bucket, region: storage.region } },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryStorage());
    await signIn({ username: EMAIL, password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await storage?.close();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uploads with uploadData under the identity id and lists it back', async () => {
    const session = await fetchAuthSession();
    expect(session.identityId).toMatch(IDENTITY_ID_PATTERN);
    expect(session.credentials?.expiration?.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    const id = randomUUID();
    const progress: number[] = [];
    const uploaded = await uploadData({
      path: ({ identityId }) => `protected/${identityId}/photos/${id}`,
      data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      options: {
        contentType: 'image/jpeg',
        ...local,
        onProgress: ({ transferredBytes }) => progress.push(transferredBytes),
      },
    }).result;
    expect(uploaded.path).toBe(`protected/${session.identityId}/photos/${id}`);
    expect(uploaded.eTag).toMatch(/^"[0-9a-f]{32}"$/);

    const listed = await list({
      path: ({ identityId }) => `protected/${identityId}/photos/`,
      options: { ...local, pageSize: 10 },
    });
    expect(listed.items).toEqual([
      expect.objectContaining({
        path: uploaded.path,
        size: 7,
        eTag: uploaded.eTag,
        lastModified: expect.any(Date),
      }),
    ]);

    const { url } = await getUrl({ path: uploaded.path, options: { ...local, expiresIn: 900 } });
    const image = await fetch(url.toString());
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
  });

  it('refuses an upload into another identity’s prefix', async () => {
    const upload = uploadData({
      path: `protected/local:${randomUUID()}/photos/${randomUUID()}`,
      data: new Uint8Array([1]),
      options: { contentType: 'image/jpeg', ...local },
    });
    await expect(upload.result).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});

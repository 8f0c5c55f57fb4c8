import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_ID_PATTERN, photoKey, photoOwner } from '@siyum/domain';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalIdentity, startLocalIdentity } from '../src/identity/launcher';
import { LOCAL_SIGNING_KEY } from '../src/identity/signingKey';
import { type LocalStorage, startLocalStorage } from '../src/storage/launcher';
import { s3Client } from './support/s3';

const PASSWORD = 'Pool-password-1';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One identity-pool call as Amplify sends it (unsigned JSON 1.1 to `identityPoolEndpoint`). */
async function identityPoolCall(
  identity: LocalIdentity,
  operation: 'GetId' | 'GetCredentialsForIdentity',
  body: Record<string, unknown>,
): Promise<Answer> {
  const response = await fetch(`${identity.identityPoolEndpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Amplify's Logins map: the ID token under its issuer without the scheme. */
const loginsOf = (idToken: string) => ({
  [String(decodeJwt(idToken).iss).replace(/^\w+:\/\//, '')]: idToken,
});

async function signedInUser(identity: LocalIdentity, email: string) {
  const { sub } = await identity.ensureUser(email, { password: PASSWORD });
  return { sub, ...(await identity.signIn(email, PASSWORD)) };
}

async function identityIdOf(identity: LocalIdentity, idToken: string): Promise<string> {
  const answer = await identityPoolCall(identity, 'GetId', {
    IdentityPoolId: identity.identityPoolId,
    Logins: loginsOf(idToken),
  });
  expect(answer.status).toBe(200);
  return String(answer.body.IdentityId);
}

/** The identity pool of the compatibility proxy (spec §7), and its credentials at the local bucket. */
describe('local identity pool', () => {
  let dataDir: string;
  let identity: LocalIdentity;
  let storage: LocalStorage | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'siyum-identity-pool-'));
    identity = await startLocalIdentity({ dataDir, port: 0, proxyPort: 0 });
  });
  afterAll(async () => {
    await storage?.close();
    await identity?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a stable identity id per user, in the domain’s format, kept across a restart', async () => {
    expect(identity.identityPoolId).toMatch(/^local:[0-9a-f-]{36}$/);
    const ada = await signedInUser(identity, 'ada@example.org');
    const bea = await signedInUser(identity, 'bea@example.org');
    const adaId = await identityIdOf(identity, ada.idToken);
    expect(adaId).toMatch(IDENTITY_ID_PATTERN);
    expect(await identityIdOf(identity, ada.idToken)).toBe(adaId);
    const beaId = await identityIdOf(identity, bea.idToken);
    expect(beaId).toMatch(IDENTITY_ID_PATTERN);
    expect(beaId).not.toBe(adaId);

    const credentials = await identityPoolCall(identity, 'GetCredentialsForIdentity', {
      IdentityId: adaId,
      Logins: loginsOf(ada.idToken),
    });
    const issued = credentials.body.Credentials as Record<string, string>;
    const poolId = identity.identityPoolId;

    await identity.close();
    identity = await startLocalIdentity({ dataDir, port: 0, proxyPort: 0 });
    expect(identity.identityPoolId).toBe(poolId);
    // A new sign-in (the issuer's port changed with the restart); the same user, the same identity.
    const again = await identity.signIn('ada@example.org', PASSWORD);
    expect(await identityIdOf(identity, again.idToken)).toBe(adaId);
    // Credentials handed out before the restart still hold: they are stateless.
    const resolved = identity.credentials.resolve(issued.AccessKeyId ?? '', issued.SessionToken, Date.now());
    expect(resolved).toEqual({
      principal: { kind: 'identity', identityId: adaId, secretAccessKey: issued.SecretKey },
    });
  });

  it('issues hour-long credentials to the identity’s own user, in the shape Amplify reads', async () => {
    const user = await signedInUser(identity, 'cal@example.org');
    const identityId = await identityIdOf(identity, user.idToken);
    const answer = await identityPoolCall(identity, 'GetCredentialsForIdentity', {
      IdentityId: identityId,
      Logins: loginsOf(user.idToken),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.IdentityId).toBe(identityId);
    const credentials = answer.body.Credentials as Record<string, unknown>;
    expect(credentials.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(credentials.SecretKey).toEqual(expect.any(String));
    expect(credentials.SessionToken).toEqual(expect.any(String));
    // Epoch seconds, an hour ahead (Amplify multiplies by 1000).
    const expiresIn = Number(credentials.Expiration) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(3590);
    expect(expiresIn).toBeLessThanOrEqual(3600);
  });

  it('refuses someone else’s identity, guests, forged and unsuitable tokens', async () => {
    const owner = await signedInUser(identity, 'dov@example.org');
    const other = await signedInUser(identity, 'eli@example.org');
    const ownerId = await identityIdOf(identity, owner.idToken);
    const expectRefused = async (answer: Answer, type: string) => {
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe(type);
    };
    const credentialsFor = (logins: Record<string, string> | undefined, identityId = ownerId) =>
      identityPoolCall(identity, 'GetCredentialsForIdentity', {
        IdentityId: identityId,
        ...(logins ? { Logins: logins } : {}),
      });

    await expectRefused(await credentialsFor(loginsOf(other.idToken)), 'NotAuthorizedException');
    await expectRefused(await credentialsFor(undefined), 'NotAuthorizedException');
    await expectRefused(
      await identityPoolCall(identity, 'GetId', { IdentityPoolId: identity.identityPoolId }),
      'NotAuthorizedException',
    );
    await expectRefused(
      await identityPoolCall(identity, 'GetId', {
        IdentityPoolId: `local:${randomUUID()}`,
        Logins: loginsOf(owner.idToken),
      }),
      'ResourceNotFoundException',
    );
    await expectRefused(
      await credentialsFor(loginsOf(owner.idToken), `local:${randomUUID()}`),
      'ResourceNotFoundException',
    );

    // The owner's claims, signed with another key.
    const claims = decodeJwt(owner.idToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await expectRefused(await credentialsFor(loginsOf(forged)), 'NotAuthorizedException');
    // Signed with the local key, but for another app client, or expired.
    const localKey = createPrivateKey(LOCAL_SIGNING_KEY.privatePem);
    const resign = (extra: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .sign(localKey);
    expect((await credentialsFor(loginsOf(await resign({})))).status).toBe(200);
    await expectRefused(
      await credentialsFor(loginsOf(await resign({ aud: 'another-client' }))),
      'NotAuthorizedException',
    );
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRefused(
      await credentialsFor(loginsOf(await resign({ iat: past, exp: past + 3600 }))),
      'NotAuthorizedException',
    );
    // An access token is not an identity token.
    await expectRefused(await credentialsFor(loginsOf(owner.accessToken)), 'NotAuthorizedException');
  });

  it('issues credentials the local bucket accepts for the identity’s own photos only', async () => {
    storage = await startLocalStorage({
      dataDir: join(dataDir, 'storage'),
      port: 0,
      credentials: identity.credentials,
    });
    const user = await signedInUser(identity, 'fay@example.org');
    const identityId = await identityIdOf(identity, user.idToken);
    const answer = await identityPoolCall(identity, 'GetCredentialsForIdentity', {
      IdentityId: identityId,
      Logins: loginsOf(user.idToken),
    });
    const issued = answer.body.Credentials as Record<string, string>;
    const client = s3Client({
      accessKeyId: issued.AccessKeyId ?? '',
      secretAccessKey: issued.SecretKey ?? '',
      sessionToken: issued.SessionToken ?? '',
    });
    const key = photoKey(identityId, randomUUID());
    expect(photoOwner(key)).toBe(identityId);
    const url = `${storage.endpoint}/${storage.bucket}/${key}`;
    expect((await client.fetch(url, { method: 'PUT', body: 'jpeg' })).status).toBe(200);
    expect(await (await client.fetch(url)).text()).toBe('jpeg');
    const elsewhere = `${storage.endpoint}/${storage.bucket}/${photoKey(`local:${randomUUID()}`, randomUUID())}`;
    expect((await client.fetch(elsewhere, { method: 'PUT', body: 'jpeg' })).status).toBe(403);
  });
});

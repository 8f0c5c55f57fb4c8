import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CognitoError, type CognitoJson } from '@siyum/api/identity/cognito';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { type CredentialAuthority, createCredentialAuthority } from '../storage/credentials';
import { LOCAL_SIGNING_KEY } from './signingKey';

/**
 * The identity pool Amplify asks for AWS credentials (spec §7: `GetId`, `GetCredentialsForIdentity`,
 * target `AWSCognitoIdentityService.*`), answered by the compatibility proxy. Authenticated
 * identities only (no guests): a caller proves its user with a user-pool ID token in `Logins`,
 * keyed by the issuer without its scheme as Amplify sends it. Each user `sub` keeps one identity id
 * (`<region>:<uuid>`), stored with the pool id and the credential secret in
 * `<dataDir>/identity-pool.json`, so ids and issued credentials survive a restart.
 */
export const IDENTITY_POOL_TARGET_PREFIX = 'AWSCognitoIdentityService.';
const STATE_FILE = 'identity-pool.json';

const localKeySet = createLocalJWKSet({ keys: [LOCAL_SIGNING_KEY.publicJwk] });

interface PoolState {
  identityPoolId: string;
  /** base64 */
  secret: string;
  /** user sub → identity id */
  identities: Record<string, string>;
}

/** A user pool app client whose ID tokens the identity pool accepts (Cognito's identity provider). */
export interface TrustedProvider {
  /** The tokens' `iss`, e.g. http://127.0.0.1:9229/local_abc. */
  issuer: string;
  clientId: string;
}

export interface IdentityPool {
  readonly identityPoolId: string;
  readonly region: string;
  /** Mints and checks the credentials the storage gateway accepts. */
  readonly credentials: CredentialAuthority;
  trust(provider: TrustedProvider): void;
  /** One `AWSCognitoIdentityService.<operation>`; failures reject with the `CognitoError` to answer. */
  handle(operation: string, body: CognitoJson): Promise<CognitoJson>;
}

export interface IdentityPoolOptions {
  dataDir: string;
  /** Default 'local', as in the identity ids (`local:<uuid>`, domain IDENTITY_ID_PATTERN). */
  region?: string;
  now?: () => number;
}

export async function openIdentityPool(options: IdentityPoolOptions): Promise<IdentityPool> {
  const region = options.region ?? 'local';
  const path = join(options.dataDir, STATE_FILE);
  const state = (await readState(path)) ?? {
    identityPoolId: `${region}:${randomUUID()}`,
    secret: randomBytes(32).toString('base64'),
    identities: {},
  };
  await saveState(path, state);
  const credentials = createCredentialAuthority({
    secret: Buffer.from(state.secret, 'base64'),
    ...(options.now ? { now: options.now } : {}),
  });
  const providers = new Map<string, TrustedProvider>();
  // Writes one after another: two first calls of a user must not race for the file.
  let saving: Promise<void> = Promise.resolve();

  /** The user (`sub`) the Logins prove, as Cognito checks an ID token from a user pool provider. */
  async function userOf(logins: unknown): Promise<string> {
    const entries =
      typeof logins === 'object' && logins !== null ? Object.entries(logins as Record<string, unknown>) : [];
    if (entries.length === 0) {
      throw new CognitoError(
        'NotAuthorizedException',
        'Unauthenticated access is not supported for this identity pool.',
      );
    }
    if (entries.length > 1)
      throw new CognitoError('InvalidParameterException', 'Only one login is supported.');
    const [[providerName, token] = ['', undefined]] = entries;
    const provider = providers.get(providerName);
    if (!provider) {
      throw new CognitoError(
        'NotAuthorizedException',
        "Invalid login token. Issuer doesn't match providerName",
      );
    }
    if (typeof token !== 'string' || token === '') {
      throw new CognitoError(
        'NotAuthorizedException',
        'Invalid login token. Not a valid OpenId Connect identity token.',
      );
    }
    try {
      const { payload } = await jwtVerify(token, localKeySet, {
        algorithms: ['RS256'],
        issuer: provider.issuer,
        audience: provider.clientId,
        currentDate: new Date((options.now ?? Date.now)()),
      });
      if (payload.token_use !== 'id' || typeof payload.sub !== 'string' || payload.sub === '') {
        throw new CognitoError(
          'NotAuthorizedException',
          'Invalid login token. Not a valid OpenId Connect identity token.',
        );
      }
      return payload.sub;
    } catch (error) {
      if (error instanceof CognitoError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new CognitoError('NotAuthorizedException', 'Invalid login token. Token expired.');
      }
      throw new CognitoError(
        'NotAuthorizedException',
        'Invalid login token. Not a valid OpenId Connect identity token.',
      );
    }
  }

  async function identityOf(sub: string): Promise<string> {
    const known = state.identities[sub];
    if (known) return known;
    const identityId = `${region}:${randomUUID()}`;
    state.identities[sub] = identityId;
    saving = saving.then(() => saveState(path, state));
    await saving;
    return identityId;
  }

  const handlers: Record<string, (body: CognitoJson) => Promise<CognitoJson>> = {
    async GetId(body) {
      if (body.IdentityPoolId !== state.identityPoolId) {
        throw new CognitoError(
          'ResourceNotFoundException',
          `IdentityPool '${String(body.IdentityPoolId)}' not found.`,
        );
      }
      return { IdentityId: await identityOf(await userOf(body.Logins)) };
    },
    async GetCredentialsForIdentity(body) {
      const identityId = body.IdentityId;
      if (typeof identityId !== 'string' || !Object.values(state.identities).includes(identityId)) {
        throw new CognitoError('ResourceNotFoundException', `Identity '${String(identityId)}' not found.`);
      }
      const sub = await userOf(body.Logins);
      if (state.identities[sub] !== identityId) {
        throw new CognitoError(
          'NotAuthorizedException',
          "Logins don't match. Please include at least one valid login for this identity or identity pool.",
        );
      }
      const issued = credentials.issue(identityId);
      return {
        IdentityId: identityId,
        Credentials: {
          AccessKeyId: issued.accessKeyId,
          SecretKey: issued.secretAccessKey,
          SessionToken: issued.sessionToken,
          // Epoch seconds, as the service answers (Amplify multiplies by 1000).
          Expiration: Math.floor(issued.expiration.getTime() / 1000),
        },
      };
    },
  };

  return {
    identityPoolId: state.identityPoolId,
    region,
    credentials,
    trust(provider) {
      providers.set(provider.issuer.replace(/^\w+:\/\//, ''), provider);
    },
    async handle(operation, body) {
      const handler = handlers[operation];
      if (!handler) {
        throw new CognitoError('UnknownOperationException', `Unknown operation ${operation}`);
      }
      return handler(body);
    },
  };
}

async function readState(path: string): Promise<PoolState | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<PoolState>;
  if (typeof parsed.identityPoolId !== 'string' || typeof parsed.secret !== 'string') {
    throw new Error(`${path} is not an identity pool state file`);
  }
  return {
    identityPoolId: parsed.identityPoolId,
    secret: parsed.secret,
    identities: parsed.identities ?? {},
  };
}

/** Written whole and renamed into place: a crash never leaves half a file. */
async function saveState(path: string, state: PoolState): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path);
}

import { type CognitoJson, cognitoCall } from '@siyum/api/identity/cognito';
import { CUSTOM_IDENTITY_ATTRIBUTES } from '@siyum/domain';
import { type PasswordPolicy, POOL_PASSWORD_POLICY } from './passwordPolicy';

export interface ProvisionOptions {
  poolName?: string;
  clientName?: string;
  passwordPolicy?: PasswordPolicy;
}

/** The user pool and its app client, as provisioned in cognito-local. */
export interface UserPoolInfo {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  issuer: string;
  /** The proxy: Amplify's `userPoolEndpoint` and the server's GetUser endpoint. */
  endpoint: string;
  jwksUri: string;
  /** cognito-local itself (admin calls; not for the browser). */
  upstream: string;
  /** The password policy the proxy enforces for this pool (the browser's forms apply the same). */
  passwordPolicy: PasswordPolicy;
}

/** What `<dataDir>/identity.json` holds, and what the API and the browser need to know. */
export interface LocalIdentityInfo extends UserPoolInfo {
  /** The identity pool (`local:<uuid>`): Amplify's `identityPoolId`. */
  identityPoolId: string;
  /** Where `GetId` / `GetCredentialsForIdentity` answer (the proxy): Amplify's `identityPoolEndpoint`. */
  identityPoolEndpoint: string;
}

function listOf<T>(answer: CognitoJson, key: string): T[] {
  const value = answer[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * The user pool (email as user name, the §3 custom attributes) and the web app's client, found by
 * name or created: idempotent, so a kept data directory keeps its users.
 */
export async function provision(
  upstream: string,
  proxyUrl: string,
  options: ProvisionOptions,
): Promise<UserPoolInfo> {
  const endpoint = `${upstream}/`;
  const poolName = options.poolName ?? 'siyum-local';
  const clientName = options.clientName ?? 'siyum-web';
  const pools = listOf<{ Id: string; Name: string }>(
    await cognitoCall(endpoint, 'ListUserPools', { MaxResults: 60 }),
    'UserPools',
  );
  const passwordPolicy = options.passwordPolicy ?? POOL_PASSWORD_POLICY;
  let poolId = pools.find((pool) => pool.Name === poolName)?.Id;
  if (!poolId) {
    const created = await cognitoCall(endpoint, 'CreateUserPool', {
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: { MinimumLength: passwordPolicy.minLength },
      },
      Schema: CUSTOM_IDENTITY_ATTRIBUTES.map((name) => ({
        Name: name,
        AttributeDataType: 'String',
        Mutable: true,
      })),
    });
    poolId = String((created.UserPool as { Id: string }).Id);
  }
  const clients = listOf<{ ClientId: string; ClientName: string }>(
    await cognitoCall(endpoint, 'ListUserPoolClients', { UserPoolId: poolId, MaxResults: 60 }),
    'UserPoolClients',
  );
  let clientId = clients.find((client) => client.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await cognitoCall(endpoint, 'CreateUserPoolClient', {
      UserPoolId: poolId,
      ClientName: clientName,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Cognito's defaults (cognito-local would otherwise issue 24-hour access tokens).
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
    clientId = String((created.UserPoolClient as { ClientId: string }).ClientId);
  }
  return {
    userPoolId: poolId,
    userPoolClientId: clientId,
    region: 'local',
    issuer: `${upstream}/${poolId}`,
    endpoint: proxyUrl,
    jwksUri: `${proxyUrl}/${poolId}/.well-known/jwks.json`,
    upstream,
    passwordPolicy,
  };
}

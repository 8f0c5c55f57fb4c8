import { PASSWORD_MIN_LENGTH, type PasswordPolicy, parsePasswordPolicy } from '@siyum/domain';
import { IdentityError } from './errors';

/**
 * The local pool's policy: the authenticator library's minimum (spec §9), as production's pool.
 * Here rather than beside the local provider in @siyum/devstack (which enforces it): the
 * configuration defaults to it, and the API never imports the development stack.
 */
export const LOCAL_POOL_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_LENGTH.library };

/**
 * Which identity provider the server trusts. Production trusts only
 * `https://cognito-idp.<region>.amazonaws.com/<pool>`; the local emulator's issuer is accepted only
 * in `local` mode (decision 0007).
 */
export interface IdentityConfig {
  mode: 'production' | 'local';
  /** Expected `iss` claim, exactly. */
  issuer: string;
  /** The app client id the access token must carry as `client_id`. */
  clientId: string;
  region?: string;
  userPoolId?: string;
  /** Defaults to `<issuer>/.well-known/jwks.json`. */
  jwksUri?: string;
  /**
   * Where Cognito API calls (GetUser) go. Production: `https://cognito-idp.<region>.amazonaws.com/`;
   * local: the compatibility proxy.
   */
  endpoint?: string;
  /** The pool's password policy, served to the browser in the public config (§3 auth configuration). */
  passwordPolicy?: PasswordPolicy;
}

const AWS_ISSUER = /^https:\/\/cognito-idp\.([a-z0-9-]+)\.amazonaws\.com\/([a-z0-9-]+_[A-Za-z0-9]+)$/;

/** True for `https://cognito-idp.<region>.amazonaws.com/<region>_<id>` and nothing else. */
function isAwsCognitoIssuer(issuer: string): boolean {
  return AWS_ISSUER.test(issuer);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an http(s) URL on this machine: the only issuers (and JWKS) local mode trusts. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** Refuses a configuration that would trust an issuer outside its mode. */
export function assertIdentityConfig(config: IdentityConfig): void {
  if (!config.clientId) throw new IdentityError('config', 'identity: clientId is required');
  if (!config.issuer) throw new IdentityError('config', 'identity: issuer is required');
  if (config.mode === 'production') {
    if (!isAwsCognitoIssuer(config.issuer)) {
      throw new IdentityError(
        'config',
        `identity: production mode accepts only https://cognito-idp.<region>.amazonaws.com/<pool>, not ${config.issuer}`,
      );
    }
    if (config.jwksUri && !config.jwksUri.startsWith(`${config.issuer}/`)) {
      throw new IdentityError('config', 'identity: in production the JWKS must come from the issuer');
    }
  } else if (config.mode === 'local') {
    // The emulator signs with a key anyone can read: trust it only on this machine.
    for (const [name, url] of [
      ['issuer', config.issuer],
      ['JWKS', config.jwksUri],
    ] as const) {
      if (url !== undefined && !isLoopbackUrl(url))
        throw new IdentityError('config', `identity: local mode accepts only a loopback ${name}, not ${url}`);
    }
  } else {
    throw new IdentityError('config', `identity: unknown mode ${String(config.mode)}`);
  }
}

/**
 * Reads the identity configuration from the environment:
 * - `LOCAL_IDENTITY=1` (or `IDENTITY_MODE=local`) → local mode: `LOCAL_IDENTITY_ISSUER`,
 *   `LOCAL_IDENTITY_CLIENT_ID`, `LOCAL_IDENTITY_POOL_ID`, `LOCAL_IDENTITY_ENDPOINT` (the proxy),
 *   optional `LOCAL_IDENTITY_JWKS_URI`. `COGNITO_*` names are accepted as fallbacks.
 *   `LOCAL_IDENTITY_PASSWORD_POLICY` (JSON) is the local pool's policy, by default the one the
 *   local provider enforces.
 * - otherwise production: `COGNITO_REGION`, `COGNITO_USER_POOL_ID`, `COGNITO_CLIENT_ID`; the issuer
 *   is derived (`COGNITO_ISSUER`, if given, must equal it). A non-AWS issuer is refused.
 *   `COGNITO_PASSWORD_POLICY` (JSON, e.g. `{"minLength":8,"requireNumbers":true}`) copies the pool's
 *   policy; without it the browser applies the §5 default.
 */
export function identityConfigFromEnv(env: NodeJS.ProcessEnv): IdentityConfig {
  const local = isTrue(env.LOCAL_IDENTITY) || env.IDENTITY_MODE === 'local';
  if (local) {
    if (env.NODE_ENV === 'production')
      throw new IdentityError(
        'config',
        'identity: local identity mode refuses to run with NODE_ENV=production',
      );
    const userPoolId = env.LOCAL_IDENTITY_POOL_ID ?? env.COGNITO_USER_POOL_ID;
    const clientId = env.LOCAL_IDENTITY_CLIENT_ID ?? env.COGNITO_CLIENT_ID ?? '';
    const issuer = env.LOCAL_IDENTITY_ISSUER ?? env.COGNITO_ISSUER ?? '';
    const config: IdentityConfig = {
      mode: 'local',
      issuer,
      clientId,
      region: env.COGNITO_REGION ?? 'local',
      ...(userPoolId ? { userPoolId } : {}),
      ...(env.LOCAL_IDENTITY_JWKS_URI ? { jwksUri: env.LOCAL_IDENTITY_JWKS_URI } : {}),
      ...(env.LOCAL_IDENTITY_ENDPOINT ? { endpoint: env.LOCAL_IDENTITY_ENDPOINT } : {}),
      passwordPolicy: policyFromEnv(env, 'LOCAL_IDENTITY_PASSWORD_POLICY') ?? LOCAL_POOL_PASSWORD_POLICY,
    };
    assertIdentityConfig(config);
    return config;
  }
  const region = env.COGNITO_REGION ?? env.AWS_REGION ?? '';
  const userPoolId = env.COGNITO_USER_POOL_ID ?? '';
  const clientId = env.COGNITO_CLIENT_ID ?? '';
  if (!region || !userPoolId || !clientId) {
    throw new IdentityError(
      'config',
      'identity: set COGNITO_REGION, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (or LOCAL_IDENTITY=1 for the local emulator)',
    );
  }
  const derived = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  if (env.COGNITO_ISSUER && env.COGNITO_ISSUER !== derived) {
    throw new IdentityError('config', `identity: COGNITO_ISSUER must be ${derived} in production`);
  }
  const config: IdentityConfig = {
    mode: 'production',
    issuer: derived,
    clientId,
    region,
    userPoolId,
    endpoint: awsCognitoEndpoint(region),
  };
  const passwordPolicy = policyFromEnv(env, 'COGNITO_PASSWORD_POLICY');
  if (passwordPolicy) config.passwordPolicy = passwordPolicy;
  assertIdentityConfig(config);
  return config;
}

function policyFromEnv(env: NodeJS.ProcessEnv, name: string): PasswordPolicy | undefined {
  try {
    return parsePasswordPolicy(env[name], name);
  } catch (error) {
    throw new IdentityError('config', `identity: ${(error as Error).message}`);
  }
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

function awsCognitoEndpoint(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/** Where Cognito API calls (GetUser) go: the configured endpoint, else the region's AWS endpoint. */
export function cognitoEndpointOf(config: IdentityConfig): string | undefined {
  return config.endpoint ?? (config.region ? awsCognitoEndpoint(config.region) : undefined);
}

export { type IdentityConfig, identityConfigFromEnv, LOCAL_POOL_PASSWORD_POLICY } from './config';
export { IdentityError, type IdentityErrorReason } from './errors';
export { type ProviderVerdict, withRevocationChecks } from './revocationChecks';
export { getUserAttributes, providerVerdict, type UserAttributes } from './userAttributes';
export { createAccessTokenVerifier, type VerifiedIdentity, type VerifierOptions } from './verifier';

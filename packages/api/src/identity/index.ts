export { type IdentityConfig, identityConfigFromEnv } from './config';
export { IdentityError, type IdentityErrorReason } from './errors';
export { getUserAttributes, type UserAttributes } from './userAttributes';
export { createAccessTokenVerifier, type VerifiedIdentity, type VerifierOptions } from './verifier';

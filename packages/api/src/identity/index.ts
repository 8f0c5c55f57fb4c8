export {
  assertIdentityConfig,
  createAccessTokenVerifier,
  createUserAttributesReader,
  getUserAttributes,
  type IdentityConfig,
  IdentityError,
  type IdentityErrorReason,
  identityConfigFromEnv,
  isAwsCognitoIssuer,
  type UserAttributes,
  type VerifiedIdentity,
  type VerifierOptions,
} from './verifier';

export type IdentityErrorReason =
  | 'missing'
  | 'malformed'
  | 'signature'
  | 'expired'
  | 'token_use'
  | 'client_id'
  | 'issuer'
  | 'jwks'
  | 'config'
  /** Signed out: revoked by auth.logout, or refused by the identity provider (decision 0018). */
  | 'revoked';

/** Every rejection of a token (or of an identity configuration) is one of these, never a crash. */
export class IdentityError extends Error {
  readonly reason: IdentityErrorReason;
  constructor(reason: IdentityErrorReason, message?: string, options?: { cause?: unknown }) {
    super(message ?? `identity: ${reason}`, options);
    this.name = 'IdentityError';
    this.reason = reason;
  }
}

import { IdentityError } from './errors';
import type { VerifiedIdentity } from './verifier';

/** What the identity provider says of a token it is asked about again (GetUser). */
export type ProviderVerdict = 'valid' | 'revoked' | 'unreachable';

export interface RevocationCheckOptions {
  /** Revoked by auth.logout on any replica (identity/revocations.ts). */
  isRevoked: (ids: readonly string[]) => Promise<boolean>;
  /** Asks the provider whether the token still stands (null: never ask, e.g. no provider). */
  askProvider: ((token: string) => Promise<ProviderVerdict>) | null;
  /** How long a token's answer stands before the provider is asked again (TOKEN_RECHECK_SECONDS). */
  recheckMs: number;
  /** A token the provider could not be asked about: it stands until the next interval. */
  onUnreachable?: (identity: VerifiedIdentity) => void;
  now?: () => number;
}

/** Tokens remembered per replica (the oldest go first), as the verifier's own cache. */
const KEPT = 5_000;

/**
 * Wraps a token verifier with sign-out (decision 0018): a token revoked by auth.logout is refused
 * at once, and a token the identity provider has ended — a global sign-out, a deleted or disabled
 * account — is refused within `recheckMs`: a token older than that is checked with the provider
 * (GetUser) when first seen and again every `recheckMs` while it is used.
 */
export function withRevocationChecks(
  verify: (token: string) => Promise<VerifiedIdentity>,
  options: RevocationCheckOptions,
): (token: string) => Promise<VerifiedIdentity> {
  const now = options.now ?? Date.now;
  const checkedAt = new Map<string, number>();
  const refused = new Set<string>();
  const remember = <T>(store: Map<string, T> | Set<string>, token: string, value?: T) => {
    if (store.size >= KEPT) {
      const oldest = store.keys().next();
      if (!oldest.done) store.delete(oldest.value);
    }
    if (store instanceof Map) store.set(token, value as T);
    else store.add(token);
  };
  const revoked = () => new IdentityError('revoked', 'identity: token revoked (signed out)');

  return async (token) => {
    const identity = await verify(token);
    if (refused.has(token) || (await options.isRevoked(identity.revocationIds))) throw revoked();
    if (!options.askProvider) return identity;
    const last = checkedAt.get(token) ?? identity.issuedAt * 1000;
    if (now() - last < options.recheckMs) return identity;
    const verdict = await options.askProvider(token);
    if (verdict === 'revoked') {
      checkedAt.delete(token);
      remember(refused, token);
      throw revoked();
    }
    if (verdict === 'unreachable') options.onUnreachable?.(identity);
    checkedAt.delete(token);
    remember(checkedAt, token, now());
    return identity;
  };
}

import { addressMessages, authScreenMessages, format, IDENTITY_ATTRIBUTES } from '@siyum/domain';
import type { UserAttributes } from './authService';
import { challengePhone } from './registration';

/**
 * §4 forced change: the attributes the pool still needs (`missingAttributes`, by provider name) —
 * their labels, and what is submitted for them: every one, trimmed, the phone as country code plus
 * number with everything but letters, digits and + removed.
 */
const LABELS: Readonly<Record<string, string>> = {
  [IDENTITY_ATTRIBUTES.email]: authScreenMessages.email,
  [IDENTITY_ATTRIBUTES.givenName]: authScreenMessages.firstName,
  [IDENTITY_ATTRIBUTES.familyName]: authScreenMessages.lastName,
  [IDENTITY_ATTRIBUTES.phoneNumber]: authScreenMessages.phone,
  [IDENTITY_ATTRIBUTES.street]: addressMessages.street,
  [IDENTITY_ATTRIBUTES.street2]: addressMessages.street2,
  [IDENTITY_ATTRIBUTES.city]: addressMessages.city,
  [IDENTITY_ATTRIBUTES.state]: addressMessages.state,
  [IDENTITY_ATTRIBUTES.zip]: addressMessages.zip,
  [IDENTITY_ATTRIBUTES.country]: addressMessages.country,
};

export function missingAttributeLabel(name: string): string {
  return LABELS[name] ?? format(authScreenMessages.missingAttribute, { name });
}

/** The userAttributes the forced change submits: a value for every missing attribute. */
export function challengeAttributes(
  missing: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): UserAttributes {
  const out: UserAttributes = {};
  for (const name of missing) {
    const value = values[name]?.trim() ?? '';
    out[name] = name === IDENTITY_ATTRIBUTES.phoneNumber ? challengePhone(value) : value;
  }
  return out;
}

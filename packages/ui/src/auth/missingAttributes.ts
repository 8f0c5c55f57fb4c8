import {
  addressMessages,
  authScreenMessages,
  format,
  IDENTITY_ATTRIBUTES,
  identityAttributes,
} from '@siyum/domain';
import type { UserAttributes } from './authService';
import { challengePhone } from './registration';

/**
 * §4 forced change: the attributes the pool still needs (`missingAttributes`, by provider name) —
 * their labels, and what is submitted for them: every one, trimmed, the phone as country code plus
 * number with everything but letters, digits and + removed.
 */

/** The registration's labels, by attribute; the domain's mapping keys them by provider name. */
const LABELS: Readonly<Partial<Record<string, string>>> = identityAttributes({
  email: authScreenMessages.email,
  givenName: authScreenMessages.firstName,
  familyName: authScreenMessages.lastName,
  phoneNumber: authScreenMessages.phone,
  street: addressMessages.street,
  street2: addressMessages.street2,
  city: addressMessages.city,
  state: addressMessages.state,
  zip: addressMessages.zip,
  country: addressMessages.country,
});

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

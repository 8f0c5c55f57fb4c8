import {
  addressAttributes,
  addressMessages,
  authScreenMessages,
  format,
  IDENTITY_ATTRIBUTES,
  identityAttributes,
} from '@siyum/domain';
import type { UiMessages } from '../messages/uiMessages';
import type { UserAttributes } from './authService';
import { challengePhone } from './registration';

/**
 * §4 forced change: the attributes the pool still needs (`missingAttributes`, by provider name) —
 * their labels, and what is submitted for them: every one, trimmed, the phone as country code plus
 * number with everything but letters, digits and + removed.
 */

/** The sections the labels come from: a provider's (`useUiMessages`), else the English ones. */
export type MissingAttributeStrings = Pick<UiMessages, 'authScreens' | 'address'>;

const ENGLISH: MissingAttributeStrings = { authScreens: authScreenMessages, address: addressMessages };

/**
 * The label of an attribute the pool needs: the registration's label for it (the domain's mapping
 * keys them by provider name), else its name.
 */
export function missingAttributeLabel(name: string, strings: MissingAttributeStrings = ENGLISH): string {
  const { authScreens, address } = strings;
  const labels: Readonly<Partial<Record<string, string>>> = identityAttributes({
    email: authScreens.email,
    givenName: authScreens.firstName,
    familyName: authScreens.lastName,
    phoneNumber: authScreens.phone,
    ...addressAttributes(address),
  });
  return labels[name] ?? format(authScreens.missingAttribute, { name });
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

/**
 * Spec §3 "Identity attributes stored at the provider", by their provider (Cognito) names: the sign-up
 * form writes them, the server reads them to create the user record, the local identity provider
 * declares the custom ones in its user pool.
 */
export const IDENTITY_ATTRIBUTES = {
  email: 'email',
  givenName: 'given_name',
  familyName: 'family_name',
  phoneNumber: 'phone_number',
  zip: 'custom:Zip',
  city: 'custom:City',
  street: 'custom:Street',
  street2: 'custom:Street2',
  country: 'custom:Country',
  state: 'custom:State',
  /** Set when the registration agreement was signed. */
  agreementSigned: 'custom:AgreementSigned',
} as const;
export type IdentityAttribute = (typeof IDENTITY_ATTRIBUTES)[keyof typeof IDENTITY_ATTRIBUTES];

const CUSTOM_PREFIX = 'custom:';

/** The custom attributes without their `custom:` prefix, as a user pool's schema declares them. */
export const CUSTOM_IDENTITY_ATTRIBUTES: readonly string[] = Object.values(IDENTITY_ATTRIBUTES)
  .filter((name) => name.startsWith(CUSTOM_PREFIX))
  .map((name) => name.slice(CUSTOM_PREFIX.length));

/** The address's keys among IDENTITY_ATTRIBUTES (`custom:Street` … `custom:Country`). */
export const ADDRESS_ATTRIBUTE_KEYS = ['street', 'street2', 'city', 'state', 'zip', 'country'] as const;
export type AddressAttributeKey = (typeof ADDRESS_ATTRIBUTE_KEYS)[number];

/** An address's parts under their attribute keys: a form's values, or a catalogue's labels of them. */
export function addressAttributes<T>(
  address: Readonly<Partial<Record<AddressAttributeKey, T>>>,
): Partial<Record<AddressAttributeKey, T>> {
  return Object.fromEntries(ADDRESS_ATTRIBUTE_KEYS.map((key) => [key, address[key]]));
}

/** Attribute values by provider name with the empty ones left out (spec §3: empty attributes are omitted). */
export function identityAttributes(
  values: Partial<Record<keyof typeof IDENTITY_ATTRIBUTES, string | undefined>>,
): Partial<Record<IdentityAttribute, string>> {
  const out: Partial<Record<IdentityAttribute, string>> = {};
  for (const [key, name] of Object.entries(IDENTITY_ATTRIBUTES) as [
    keyof typeof IDENTITY_ATTRIBUTES,
    IdentityAttribute,
  ][]) {
    const value = values[key]?.trim();
    if (value) out[name] = value;
  }
  return out;
}

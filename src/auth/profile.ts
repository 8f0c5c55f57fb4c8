import { IDENTITY_ATTRIBUTES, type UpdateUserInput } from '@siyum/domain';
import type { UserAttributes } from '@siyum/ui/auth';

/**
 * §4 on confirmation: the product user record is updated with the registration profile (§3
 * "Product user record": street, street2, city, state, lastName, firstName, phone_number, zip,
 * country, isVerified). isVerified is the address's (§3 Address): true only when it was chosen
 * from the look-up's suggestions and not edited afterwards — never for a typed one.
 */
export function profileUpdateFrom(profile: UserAttributes, addressVerified: boolean): UpdateUserInput {
  const read = (name: string) => profile[name]?.trim() || undefined;
  const update: UpdateUserInput = { isVerified: addressVerified };
  const fields: [keyof UpdateUserInput, string][] = [
    ['street', IDENTITY_ATTRIBUTES.street],
    ['street2', IDENTITY_ATTRIBUTES.street2],
    ['city', IDENTITY_ATTRIBUTES.city],
    ['state', IDENTITY_ATTRIBUTES.state],
    ['lastName', IDENTITY_ATTRIBUTES.familyName],
    ['firstName', IDENTITY_ATTRIBUTES.givenName],
    ['phone_number', IDENTITY_ATTRIBUTES.phoneNumber],
    ['zip', IDENTITY_ATTRIBUTES.zip],
    ['country', IDENTITY_ATTRIBUTES.country],
  ];
  for (const [field, attribute] of fields) {
    const value = read(attribute);
    if (value !== undefined) Object.assign(update, { [field]: value });
  }
  return update;
}

import type { UserAttributes } from '../authService';
import { type Transitions, userOf } from './transition';

/** The attributes worth verifying: contact attributes present but not verified. */
export function unverifiedContacts(attributes: UserAttributes): string[] {
  const verified = attributes.email_verified === 'true' || attributes.phone_number_verified === 'true';
  if (verified) return [];
  return (['email', 'phone_number'] as const).filter((name) => Boolean(attributes[name]));
}

/** §4 verify attributes, after a sign-in that left contacts unverified: choose one, its code; skippable. */
export const verifyTransitions: Transitions = {
  VERIFY_USER: {
    from: ['verifyUser'],
    run: (event, machine) =>
      machine.attempt('verify', async () => {
        const codeDelivery = await machine.services.sendUserAttributeVerificationCode({
          userAttributeKey: event.attribute,
        });
        machine.set(
          machine.start('confirmVerifyUser', {
            ...userOf(machine.state),
            verifyingAttribute: event.attribute,
            codeDelivery,
          }),
        );
      }),
  },
  CONFIRM_VERIFY_USER: {
    from: ['confirmVerifyUser'],
    run: (event, machine) =>
      machine.attempt('verify', async () => {
        await machine.services.confirmUserAttribute({
          userAttributeKey: machine.state.verifyingAttribute ?? 'email',
          confirmationCode: event.code,
        });
        machine.set(machine.start('authenticated', userOf(machine.state)));
      }),
  },
  SKIP: {
    from: ['verifyUser', 'confirmVerifyUser'],
    run: async (_event, machine) => machine.set(machine.start('authenticated', userOf(machine.state))),
  },
};

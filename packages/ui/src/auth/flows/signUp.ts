import { type CodeDelivery, type SignUpStep, toAuthError, USER_ALREADY_CONFIRMED } from '../authService';
import { sendSignUpCode } from './codeSteps';
import { assertEmailAllowed, followSignIn } from './signIn';
import { attemptFor, type FlowMachine, type Transitions } from './transition';

/** Where a sign-up step leads: auto sign-in, the confirm step, or a sign-in with the new password. */
async function afterSignUpStep(machine: FlowMachine, step: SignUpStep, codeDelivery?: CodeDelivery) {
  if (step === 'COMPLETE_AUTO_SIGN_IN')
    return followSignIn(machine, await machine.services.autoSignIn(), 'signUp');
  if (step === 'CONFIRM_SIGN_UP')
    return machine.set(machine.start('confirmSignUp', codeDelivery ? { codeDelivery } : {}));
  // DONE without auto sign-in: the account exists; sign in with the password just chosen.
  const { username } = machine.state;
  if (machine.signUpPassword && username) {
    const output = await machine.services.signIn({ username, password: machine.signUpPassword });
    machine.signUpPassword = null;
    return followSignIn(machine, output, 'signUp');
  }
  machine.set(machine.start('signIn'));
}

/** §4 sign-up: the registration, then its emailed code (resendable) unless the pool needs none. */
export const signUpTransitions: Transitions = {
  SIGN_UP: {
    from: ['signUp'],
    run: ({ username: typed, password, userAttributes, addressVerified }, machine) =>
      attemptFor(machine, 'signUp', typed, async (username) => {
        await assertEmailAllowed(machine, username);
        const output = await machine.services.signUp({ username, password, userAttributes });
        // Kept for the `registered` signal and the sign-in that follows the confirmation.
        machine.registration = { profile: userAttributes, addressVerified: addressVerified === true };
        machine.signUpPassword = password;
        await afterSignUpStep(machine, output.nextStep.signUpStep, output.nextStep.codeDeliveryDetails);
      }),
  },
  CONFIRM_SIGN_UP: {
    from: ['confirmSignUp'],
    run: (event, machine) =>
      machine.attempt('confirmSignUp', async () => {
        try {
          const { username = '' } = machine.state;
          const output = await machine.services.confirmSignUp({ username, confirmationCode: event.code });
          await afterSignUpStep(machine, output.nextStep.signUpStep);
        } catch (error) {
          // §4: an account confirmed already (through the emailed link, say) ends the flow: the user signs in.
          if (toAuthError(error).name !== USER_ALREADY_CONFIRMED) throw error;
          machine.set(machine.start('signIn'));
        }
      }),
  },
  RESEND_SIGN_UP_CODE: {
    from: ['confirmSignUp'],
    run: (_event, machine) => machine.attempt('confirmSignUp', () => sendSignUpCode(machine)),
  },
};

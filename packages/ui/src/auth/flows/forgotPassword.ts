import { sendResetCode } from './codeSteps';
import { followSignIn } from './signIn';
import { attemptFor, type Transitions } from './transition';

/** §4 forgot password: the email, then its code (resendable) with the new password; then signed in. */
export const forgotPasswordTransitions: Transitions = {
  FORGOT_PASSWORD: {
    from: ['forgotPassword'],
    run: (event, machine) =>
      attemptFor(machine, 'resetRequest', event.username, () => sendResetCode(machine)),
  },
  RESEND_RESET_CODE: {
    from: ['confirmResetPassword'],
    run: (_event, machine) => machine.attempt('resetRequest', () => sendResetCode(machine)),
  },
  CONFIRM_RESET_PASSWORD: {
    from: ['confirmResetPassword'],
    run: async ({ code, newPassword }, machine) => {
      const { username = '' } = machine.state;
      const reset = await machine.attempt('resetConfirm', () =>
        machine.services.confirmResetPassword({ username, confirmationCode: code, newPassword }),
      );
      if (!reset) return;
      machine.signal({ type: 'passwordChanged' });
      try {
        // §4: after a reset the user is signed in with the new password.
        const output = await machine.services.signIn({ username, password: newPassword });
        await followSignIn(machine, output, 'resetPassword');
      } catch (error) {
        machine.set(machine.start('signIn'));
        machine.fail('signIn', error);
      }
    },
  },
};

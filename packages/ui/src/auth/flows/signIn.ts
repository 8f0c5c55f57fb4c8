import { authError, type SignInOutput } from '../authService';
import type { AuthSignal } from '../events';
import type { AuthStateName } from '../machine';
import { sendResetCode, sendSignUpCode } from './codeSteps';
import { attemptFor, type FlowMachine, type Transitions } from './transition';
import { unverifiedContacts } from './verify';

/** How a sign-in came about (the signedIn signal says so). */
export type SignInVia = Extract<AuthSignal, { type: 'signedIn' }>['via'];

/** Which screen draws a sign-in step. */
export function stateForSignInStep(step: SignInOutput['nextStep']['signInStep']): AuthStateName {
  switch (step) {
    case 'DONE':
      return 'authenticated';
    case 'CONFIRM_SIGN_UP':
      return 'confirmSignUp';
    case 'RESET_PASSWORD':
      return 'confirmResetPassword';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'forceNewPassword';
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return 'setupTotp';
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return 'setupEmail';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return 'selectMfaType';
    default:
      // SMS / TOTP / email codes, custom challenge, password, first-factor choice: one code screen.
      return 'confirmSignIn';
  }
}

/** Lands where a sign-in result says; the side calls some steps need happen here. */
export async function followSignIn(
  machine: FlowMachine,
  output: SignInOutput,
  via: SignInVia,
): Promise<void> {
  const next = stateForSignInStep(output.nextStep.signInStep);
  if (next === 'authenticated') return completeSignIn(machine, via);
  // §4: an unconfirmed account gets its code again and the confirm step opens.
  if (next === 'confirmSignUp') return sendSignUpCode(machine);
  if (next === 'confirmResetPassword') return sendResetCode(machine);
  machine.set(machine.start(next, { challenge: output.nextStep }));
}

/** Signed in: the registration and sign-in signals, then unverified contacts to verify, if any. */
async function completeSignIn(machine: FlowMachine, via: SignInVia): Promise<void> {
  const user = await machine.services.getCurrentUser();
  let unverified: string[] = [];
  try {
    unverified = unverifiedContacts(await machine.services.fetchUserAttributes());
  } catch {
    // §4: when the verification check fails the flow completes anyway.
  }
  if (machine.registration) {
    machine.signal({ type: 'registered', ...machine.registration });
    machine.registration = null;
  }
  machine.signal({ type: 'signedIn', via });
  const base = user ? { user } : {};
  machine.set(
    unverified.length > 0
      ? machine.start('verifyUser', { ...base, unverifiedAttributes: unverified })
      : machine.start('authenticated', base),
  );
}

/** The email check of §5, run before sign-in and sign-up; throws the error the form shows. */
export async function assertEmailAllowed(machine: FlowMachine, username: string): Promise<void> {
  const { checkEmail } = machine.options;
  if (!checkEmail || !username.includes('@')) return;
  let result: string;
  try {
    ({ result } = await checkEmail(username));
  } catch {
    throw authError('EmailCheckFailed');
  }
  if (result !== 'valid') throw authError('EmailNotAllowed');
}

/** §4 sign-in: with a password (refused while someone is signed in), or at a social provider. */
export const signInTransitions: Transitions = {
  SIGN_IN: {
    from: ['signIn'],
    run: (event, machine) =>
      attemptFor(machine, 'signIn', event.username, async (username) => {
        if (await machine.services.getCurrentUser().catch(() => null))
          throw authError('UserAlreadyAuthenticatedException');
        await assertEmailAllowed(machine, username);
        const output = await machine.services.signIn({ username, password: event.password });
        await followSignIn(machine, output, 'signIn');
      }),
  },
  SOCIAL: {
    from: ['signIn', 'signUp'],
    run: (event, machine) => {
      const { username } = machine.state;
      return machine.attempt(machine.state.name === 'signIn' ? 'signIn' : 'signUp', async () => {
        // §7 login_hint: the username already given.
        await machine.services.signInWithSocial(
          event.provider,
          username ? { loginHint: username } : undefined,
        );
        machine.set({ ...machine.state, busy: false });
      });
    },
  },
};

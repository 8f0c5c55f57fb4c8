import { authError, MFA_SETUP_INVALID, MFA_TYPE_INVALID, MFA_TYPES } from '../authService';
import type { AuthStateName } from '../machine';
import { CHALLENGE_STATES } from '../pendingFlow';
import { followSignIn } from './signIn';
import type { Transitions } from './transition';

/** MFA setup answers Cognito takes (§5): a type, an all-digit code or an email address. */
export function isValidMfaSetupAnswer(answer: string): boolean {
  return answer === 'EMAIL' || answer === 'TOTP' || /^\d+$/.test(answer) || answer.includes('@');
}

/**
 * Why an answer is refused before it is sent (an MFA type or setup answer the pool would refuse):
 * the error's name; the screen words it.
 */
function refusal(state: AuthStateName, answer: string): string | undefined {
  if (state === 'selectMfaType' && !(MFA_TYPES as readonly string[]).includes(answer))
    return MFA_TYPE_INVALID;
  if (state === 'setupEmail' && !isValidMfaSetupAnswer(answer)) return MFA_SETUP_INVALID;
  return undefined;
}

/** §4 sign-in challenges: every answer (code, new password, MFA type, setup) goes the same way. */
export const challengeTransitions: Transitions = {
  CONFIRM_SIGN_IN: {
    from: [...CHALLENGE_STATES],
    run: async (event, machine) => {
      const challengeResponse = event.challengeResponse.trim();
      const refused = refusal(machine.state.name, challengeResponse);
      if (refused) return machine.fail('challenge', authError(refused));
      const { userAttributes } = event;
      await machine.attempt('challenge', async () => {
        const output = await machine.services.confirmSignIn(
          userAttributes ? { challengeResponse, userAttributes } : { challengeResponse },
        );
        await followSignIn(machine, output, 'challenge');
      });
    },
  },
};

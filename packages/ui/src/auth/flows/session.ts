import { CONFIGURATION_ERROR, toAuthError } from '../authService';
import type { AuthState, AuthStateName } from '../machine';
import { CHALLENGE_STATES, type PendingFlow } from '../pendingFlow';
import { stateForSignInStep } from './signIn';
import type { EventOf, Transition, Transitions } from './transition';

/** The screens a visitor moves between freely. */
const VISITOR_STATES: readonly AuthStateName[] = [
  'signIn',
  'signUp',
  'confirmSignUp',
  'forgotPassword',
  'confirmResetPassword',
  ...CHALLENGE_STATES,
];

/** The state a kept flow resumes in. */
function resumedState(flow: PendingFlow): AuthState {
  return flow.kind === 'confirmSignUp'
    ? { name: 'confirmSignUp', busy: false, username: flow.username }
    : {
        name: stateForSignInStep(flow.challenge.signInStep),
        busy: false,
        username: flow.username,
        challenge: flow.challenge,
      };
}

/** §4 sign-out, asked for or forced by a failed token refresh: back to the configured start. */
const signOut: Transition<EventOf<'SIGN_OUT' | 'TOKEN_REFRESH_FAILURE'>> = {
  from: ['authenticated', 'verifyUser', 'confirmVerifyUser'],
  run: async (_event, machine) => {
    machine.set({ name: 'signOut', busy: true });
    await machine.services.signOut().catch(() => undefined);
    machine.signal({ type: 'signedOut' });
    machine.set({ name: machine.initialState, busy: false });
  },
};

/** The session around the flows: who is signed in at the start, the visitor screens, sign-out. */
export const sessionTransitions: Transitions = {
  INIT: {
    from: ['idle', 'signOut'],
    run: async (_event, machine) => {
      machine.set({ name: 'setup', busy: true });
      let startError = machine.options.initialError;
      const user = await machine.services.getCurrentUser().catch((error: unknown) => {
        // A missing configuration is said at once (§8), not at the first submit.
        if (toAuthError(error).name === CONFIGURATION_ERROR) startError = toAuthError(error);
        return null;
      });
      if (user) return machine.set({ name: 'authenticated', busy: false, user });
      // §3 / §4: a reload during a confirmation or a challenge comes back to it.
      const resumed = machine.options.pendingFlow?.load();
      if (resumed) return machine.set(resumedState(resumed));
      const { initialState } = machine;
      const flow = initialState === 'signUp' ? 'signUp' : 'signIn';
      machine.set({
        name: initialState,
        busy: false,
        ...(startError ? { error: { ...startError, flow } } : {}),
      });
    },
  },
  GO: {
    from: VISITOR_STATES,
    run: async (event, machine) => machine.set(machine.start(event.to)),
  },
  SIGN_OUT: signOut,
  TOKEN_REFRESH_FAILURE: signOut,
};

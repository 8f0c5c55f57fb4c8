import {
  type AuthError,
  type AuthService,
  type CodeDelivery,
  type CurrentUser,
  type EmailCheck,
  type SignInOutput,
  toAuthError,
} from './authService';
import type { AuthEvent, AuthSignal } from './events';
import { challengeTransitions } from './flows/challenges';
import { forgotPasswordTransitions } from './flows/forgotPassword';
import { sessionTransitions } from './flows/session';
import { signInTransitions } from './flows/signIn';
import { signUpTransitions } from './flows/signUp';
import type { FlowMachine, Transition, Transitions } from './flows/transition';
import { verifyTransitions } from './flows/verify';
import { type PendingFlowStore, pendingFlowOf } from './pendingFlow';

export { CONFIGURATION_ERROR } from './authService';
export type { AuthEvent, AuthSignal } from './events';
export { isValidMfaSetupAnswer } from './flows/challenges';
export { stateForSignInStep } from './flows/signIn';
export { unverifiedContacts } from './flows/verify';

/**
 * The authenticator state machine of spec §4: pure (no React), services injected. `send` applies
 * one event: the flow tables (flows/) say in which states it is taken and what it does — the
 * services it calls and the state it lands in. Screens draw `state`; stories and tests swap the
 * services.
 */

export const AUTH_STATES = [
  'idle',
  'setup',
  'signIn',
  'signUp',
  'confirmSignUp',
  'confirmSignIn',
  'forgotPassword',
  'confirmResetPassword',
  'forceNewPassword',
  'setupTotp',
  'setupEmail',
  'selectMfaType',
  'verifyUser',
  'confirmVerifyUser',
  'authenticated',
  'signOut',
] as const;
export type AuthStateName = (typeof AUTH_STATES)[number];

/** The screens a visitor may start on (the configured initial state). */
export type InitialAuthState = 'signIn' | 'signUp' | 'forgotPassword';

/** Which §8 table names an error's message: the flow that raised it. */
export type AuthFlow =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resetRequest'
  | 'resetConfirm'
  | 'challenge'
  | 'verify';

export interface AuthState {
  name: AuthStateName;
  /** A call is in flight: screens show the spinner instead of their action buttons. */
  busy: boolean;
  error?: AuthError & { flow: AuthFlow };
  /** The username (lowercased email) the current flow is about. */
  username?: string;
  /** The challenge being answered (confirmSignIn, forceNewPassword, setupTotp, setupEmail, selectMfaType). */
  challenge?: SignInOutput['nextStep'];
  codeDelivery?: CodeDelivery;
  /** verifyUser: attributes the user may verify; confirmVerifyUser: the one chosen. */
  unverifiedAttributes?: readonly string[];
  verifyingAttribute?: string;
  user?: CurrentUser;
}

export interface AuthenticatorOptions {
  services: AuthService;
  /** The email-check look-up of §5; absent = no check (sister apps without one). */
  checkEmail?: EmailCheck;
  initialState?: InitialAuthState;
  onSignal?: (signal: AuthSignal) => void;
  /**
   * Where a confirmation or a challenge in progress is kept across reloads (§3, §4): INIT resumes
   * it when nobody is signed in. Absent: nothing survives a reload.
   */
  pendingFlow?: PendingFlowStore;
  /**
   * An error to show on the first screen (e.g. a hosted sign-in the user cancelled at the
   * provider: the dialog reopens saying so).
   */
  initialError?: AuthError;
}

export interface Authenticator {
  readonly state: AuthState;
  send(event: AuthEvent): Promise<void>;
  subscribe(listener: (state: AuthState) => void): () => void;
}

/** Every event's transition, from the flow that owns it. */
const TRANSITIONS: Transitions = {
  ...sessionTransitions,
  ...signInTransitions,
  ...challengeTransitions,
  ...signUpTransitions,
  ...forgotPasswordTransitions,
  ...verifyTransitions,
};

export function createAuthenticator(options: AuthenticatorOptions): Authenticator {
  let state: AuthState = { name: 'idle', busy: false };
  const listeners = new Set<(state: AuthState) => void>();

  const set = (next: AuthState) => {
    state = next;
    const pending = options.pendingFlow ? pendingFlowOf(next) : undefined;
    if (pending !== undefined) options.pendingFlow?.save(pending);
    for (const listener of listeners) listener(state);
  };
  const fail = (flow: AuthFlow, error: unknown) =>
    set({ ...state, busy: false, error: { ...toAuthError(error), flow } });

  const machine: FlowMachine = {
    get state() {
      return state;
    },
    options,
    services: options.services,
    initialState: options.initialState ?? 'signIn',
    registration: null,
    signUpPassword: null,
    set,
    fail,
    start: (name, extra = {}) => ({
      name,
      busy: false,
      ...(state.username ? { username: state.username } : {}),
      ...extra,
    }),
    async attempt(flow, work, extra = {}) {
      // Busy while the call runs; the previous error goes.
      const { error: _previous, ...rest } = state;
      set({ ...rest, ...extra, busy: true });
      try {
        await work();
        return true;
      } catch (error) {
        fail(flow, error);
        return false;
      }
    },
    signal: (signal) => options.onSignal?.(signal),
  };

  /** An event the current state does not take is ignored. */
  async function apply(event: AuthEvent): Promise<void> {
    // The table is keyed by event type, so the row found takes this event.
    const transition: Transition<AuthEvent> | undefined = TRANSITIONS[event.type];
    if (transition?.from.includes(state.name)) await transition.run(event, machine);
  }

  // Events are applied one at a time, in order, so a double click cannot start two sign-ins.
  let queue: Promise<void> = Promise.resolve();
  return {
    get state() {
      return state;
    },
    send(event) {
      queue = queue.then(() => apply(event));
      return queue;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import type { AuthService, UserAttributes } from '../authService';
import type { AuthEvent, AuthSignal } from '../events';
import type { AuthenticatorOptions, AuthFlow, AuthState, AuthStateName, InitialAuthState } from '../machine';

/** What a transition may use and do: the machine's core, shared by every flow. */
export interface FlowMachine {
  readonly state: AuthState;
  readonly options: AuthenticatorOptions;
  readonly services: AuthService;
  readonly initialState: InitialAuthState;
  /** Sign-up profile kept until the confirmed user is signed in (the app stores it then). */
  registration: { profile: UserAttributes; addressVerified: boolean } | null;
  /** Password of a sign-up in progress, to sign in once it completes. */
  signUpPassword: string | null;
  /** Lands in `next` (kept across reloads when it leaves a flow pending). */
  set(next: AuthState): void;
  /** A next state, still about the current flow's username. */
  start(name: AuthStateName, extra?: Partial<AuthState>): AuthState;
  /** Stays where it is with `error`, worded from `flow`'s §8 table. */
  fail(flow: AuthFlow, error: unknown): void;
  /**
   * Runs provider calls: busy meanwhile (with `extra` merged in), a failure worded from `flow`'s
   * table. Answers whether they succeeded.
   */
  attempt(flow: AuthFlow, work: () => Promise<unknown>, extra?: Partial<AuthState>): Promise<boolean>;
  signal(signal: AuthSignal): void;
}

export type EventOf<T extends AuthEvent['type']> = Extract<AuthEvent, { type: T }>;

/** One row of a flow's table: the states that take an event, and what it does there. */
export interface Transition<E extends AuthEvent> {
  from: readonly AuthStateName[];
  run(event: E, machine: FlowMachine): Promise<unknown>;
}

/** A flow's transition table, by event. */
export type Transitions = { readonly [T in AuthEvent['type']]?: Transition<EventOf<T>> };

/**
 * A flow that starts from the email the user typed (sign-in, sign-up, forgot password): from now on
 * about that username — trimmed and lowercased — busy while `work` runs for it.
 */
export function attemptFor(
  machine: FlowMachine,
  flow: AuthFlow,
  typed: string,
  work: (username: string) => Promise<unknown>,
): Promise<boolean> {
  const username = typed.trim().toLowerCase();
  return machine.attempt(flow, () => work(username), { username });
}

/** The signed-in user a state carries, for the next one. */
export function userOf(state: AuthState): Pick<AuthState, 'user'> {
  return state.user ? { user: state.user } : {};
}

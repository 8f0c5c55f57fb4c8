import type { SignInOutput } from './authService';
import type { AuthState, AuthStateName } from './machine';

/**
 * A flow a reload must not lose (spec §3, §4): the confirmation of a sign-up (its pending username,
 * kept in local storage) and a sign-in challenge being answered (username and challenge, kept in
 * session storage for 3 minutes after the last update). Where and how long they are kept is the
 * store's business; the machine only says what is pending and resumes it on INIT.
 */
export type PendingFlow =
  | { kind: 'confirmSignUp'; username: string }
  | { kind: 'challenge'; username: string; challenge: SignInOutput['nextStep'] };

export interface PendingFlowStore {
  /** The flow to resume, or null: none, or one past its lifetime. */
  load(): PendingFlow | null;
  /** Keeps the flow now in progress; null forgets it. */
  save(flow: PendingFlow | null): void;
}

/** States whose screen answers the pending sign-in challenge. */
export const CHALLENGE_STATES: ReadonlySet<AuthStateName> = new Set([
  'confirmSignIn',
  'forceNewPassword',
  'setupTotp',
  'setupEmail',
  'selectMfaType',
]);

/** States that pass while a flow goes on (checking the user, signing out): they change nothing kept. */
const PASSING: ReadonlySet<AuthStateName> = new Set(['idle', 'setup', 'signOut']);

/**
 * What a state leaves pending: the flow to keep, null when the state ends any (signed in, back on a
 * start screen), undefined when it changes nothing.
 */
export function pendingFlowOf(state: AuthState): PendingFlow | null | undefined {
  if (PASSING.has(state.name)) return undefined;
  const { username } = state;
  if (!username) return null;
  if (state.name === 'confirmSignUp') return { kind: 'confirmSignUp', username };
  if (CHALLENGE_STATES.has(state.name) && state.challenge)
    return { kind: 'challenge', username, challenge: state.challenge };
  return null;
}

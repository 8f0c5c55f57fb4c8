import { useCallback, useSyncExternalStore } from 'react';
import type { AuthEvent, Authenticator, AuthState } from './machine';

/** The machine's current state, re-rendering on every transition, and its `send`. */
export function useAuthState(authenticator: Authenticator): [AuthState, (event: AuthEvent) => void] {
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => authenticator.subscribe(listener), [authenticator]),
    () => authenticator.state,
  );
  const send = useCallback((event: AuthEvent) => void authenticator.send(event), [authenticator]);
  return [state, send];
}

import type { AuthEvent, AuthState } from '../machine';

/** What every screen of the dialog receives. */
export interface ScreenProps {
  state: AuthState;
  send: (event: AuthEvent) => void;
  productName: string;
}

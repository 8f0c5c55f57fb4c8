import type { PasswordPolicy } from '@siyum/domain';
import type { AuthEvent, AuthState } from '../machine';

/** What every screen of the dialog receives. */
export interface ScreenProps {
  state: AuthState;
  send: (event: AuthEvent) => void;
  productName: string;
  /** The pool's password policy (public config); new passwords are checked against it. */
  passwordPolicy: PasswordPolicy;
}

import { authScreenMessages, format } from '@siyum/domain';
import type { AuthState } from '../machine';

/** "We emailed a code to r***@e***.org" when the provider said where, else a general line. */
export function CodeSentText({ state }: { state: AuthState }) {
  const destination = state.codeDelivery?.destination;
  return (
    <p className="siyum-auth__text">
      {destination ? format(authScreenMessages.codeSentTo, { destination }) : authScreenMessages.codeSent}
    </p>
  );
}

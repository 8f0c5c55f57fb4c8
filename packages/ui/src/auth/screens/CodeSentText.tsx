import { authScreenMessages, format } from '@siyum/domain';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { AuthState } from '../machine';

/** "We emailed a code to r***@e***.org" when the provider said where, else a general line. */
export function CodeSentText({ state }: { state: AuthState }) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const destination = state.codeDelivery?.destination;
  return (
    <p className="siyum-auth__text">{destination ? format(m.codeSentTo, { destination }) : m.codeSent}</p>
  );
}

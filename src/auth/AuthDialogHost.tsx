import { AuthDialog, type AuthSignal, createAuthenticator, type InitialAuthState } from '@siyum/ui/auth';
import { useEffect, useRef, useState } from 'react';
import { config } from '../config';
import { checkEmail } from '../lookups';
import { createAmplifyAuthService } from './amplifyAuthService';

export interface AuthDialogHostProps {
  open: boolean;
  view: InitialAuthState;
  onOpenChange: (open: boolean) => void;
  onSignal: (signal: AuthSignal) => void;
}

/**
 * The auth dialog over the Amplify services; loaded with them, lazily (default export for
 * React.lazy). The session mounts a fresh one (a new `key`) each time the dialog opens, so every
 * opening starts from the current user, never from where the last flow ended.
 */
export default function AuthDialogHost({ open, view, onOpenChange, onSignal }: AuthDialogHostProps) {
  const signalRef = useRef(onSignal);
  signalRef.current = onSignal;
  // One machine per mount: the session remounts the host to start over.
  const [authenticator] = useState(() =>
    createAuthenticator({
      services: createAmplifyAuthService(),
      checkEmail,
      initialState: view,
      onSignal: (signal) => signalRef.current(signal),
    }),
  );
  useEffect(() => {
    void authenticator.send({ type: 'INIT' });
  }, [authenticator]);
  return (
    <AuthDialog
      authenticator={authenticator}
      open={open}
      onOpenChange={onOpenChange}
      productName={config.productName}
      privacyPolicyUrl={config.privacyPolicyUrl}
    />
  );
}

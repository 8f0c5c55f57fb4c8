import type { PasswordPolicy } from '@siyum/domain';
import { AuthDialog, type AuthSignal, createAuthenticator, type InitialAuthState } from '@siyum/ui/auth';
import { useEffect, useRef, useState } from 'react';
import { config } from '../config';
import { checkEmail } from '../lookups';
import { createAmplifyAuthService } from './amplifyAuthService';
import { createPendingFlowStore } from './pendingFlow';
import { loadRuntimeConfig } from './runtimeConfig';

export interface AuthDialogHostProps {
  open: boolean;
  view: InitialAuthState;
  onOpenChange: (open: boolean) => void;
  onSignal: (signal: AuthSignal) => void;
  /** Shown on the first screen: a hosted sign-in that failed (cancelled, no access token). */
  initialError?: { name: string; message: string };
}

/**
 * The auth dialog over the Amplify services; loaded with them, lazily (default export for
 * React.lazy). The session mounts a fresh one (a new `key`) each time the dialog opens, so every
 * opening starts from the current user, never from where the last flow ended.
 */
export default function AuthDialogHost({
  open,
  view,
  onOpenChange,
  onSignal,
  initialError,
}: AuthDialogHostProps) {
  const signalRef = useRef(onSignal);
  signalRef.current = onSignal;
  // One machine per mount: the session remounts the host to start over.
  const [authenticator] = useState(() =>
    createAuthenticator({
      services: createAmplifyAuthService(),
      checkEmail,
      initialState: view,
      onSignal: (signal) => signalRef.current(signal),
      // A reload during a confirmation or a challenge reopens on it (§3, §4).
      pendingFlow: createPendingFlowStore(),
      ...(initialError ? { initialError } : {}),
    }),
  );
  useEffect(() => {
    void authenticator.send({ type: 'INIT' });
  }, [authenticator]);
  const passwordPolicy = usePoolPasswordPolicy();
  return (
    <AuthDialog
      authenticator={authenticator}
      open={open}
      onOpenChange={onOpenChange}
      productName={config.productName}
      privacyPolicyUrl={config.privacyPolicyUrl}
      {...(passwordPolicy ? { passwordPolicy } : {})}
    />
  );
}

/**
 * The pool's password policy from public config (§3), so the forms refuse what the pool would.
 * Until it is known (or when the config gives none) the dialog applies the §5 default; a config that
 * cannot load is reported by the services on the first call.
 */
function usePoolPasswordPolicy(): PasswordPolicy | undefined {
  const [policy, setPolicy] = useState<PasswordPolicy | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadRuntimeConfig().then(
      (runtime) => {
        if (current && runtime.passwordPolicy) setPolicy(runtime.passwordPolicy);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return policy;
}

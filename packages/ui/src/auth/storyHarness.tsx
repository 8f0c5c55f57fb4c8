import type { PasswordPolicy } from '@siyum/domain';
import { useEffect, useState } from 'react';
import { AuthDialog } from './AuthDialog';
import type { EmailCheck } from './authService';
import { type AuthEvent, type AuthSignal, createAuthenticator, type InitialAuthState } from './machine';
import { createSampleAuthService, type SampleAuthOptions } from './sampleAuthService';

/** Sample email check: `…@blocked.test` is not allowed, `…@down.test` makes the check fail. */
export const sampleEmailCheck: EmailCheck = async (email) => {
  if (email.endsWith('@down.test')) throw new Error('email check unavailable');
  return { result: email.endsWith('@blocked.test') ? 'invalid' : 'valid' };
};

export interface AuthDialogStoryProps {
  /** Sample back end options; `failures` may be changed by a play function between submits. */
  sample?: SampleAuthOptions;
  initialState?: InitialAuthState;
  /** Events sent after INIT, to start the story in a later state. */
  events?: AuthEvent[];
  signUpStep?: 'chooser' | 'form';
  onSignal?: (signal: AuthSignal) => void;
  onOpenChange?: (open: boolean) => void;
  /** The pool's policy as public config would give it (absent: the §5 default). */
  passwordPolicy?: PasswordPolicy;
  /** Shown on the first screen, as after a hosted sign-in that failed. */
  initialError?: { name: string; message: string };
}

/** The dialog over the sample back end, driven to a starting state. For stories. */
export function AuthDialogStory({
  sample,
  initialState,
  events = [],
  signUpStep,
  onSignal,
  onOpenChange,
  passwordPolicy,
  initialError,
}: AuthDialogStoryProps) {
  // One machine per story, driven once to the story's starting state (the args are fixed).
  const [authenticator] = useState(() =>
    createAuthenticator({
      services: createSampleAuthService(sample),
      checkEmail: sampleEmailCheck,
      ...(initialState ? { initialState } : {}),
      ...(onSignal ? { onSignal } : {}),
      ...(initialError ? { initialError } : {}),
    }),
  );
  const [start] = useState(events);
  useEffect(() => {
    void (async () => {
      await authenticator.send({ type: 'INIT' });
      for (const event of start) await authenticator.send(event);
    })();
  }, [authenticator, start]);
  return (
    <AuthDialog
      authenticator={authenticator}
      open
      onOpenChange={onOpenChange ?? (() => {})}
      productName="Siyum"
      privacyPolicyUrl="https://example.org/privacy"
      {...(signUpStep ? { signUpStep } : {})}
      {...(passwordPolicy ? { passwordPolicy } : {})}
    />
  );
}

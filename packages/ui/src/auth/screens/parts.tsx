import { authMessages, formMessages } from '@siyum/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, FormError } from '../../form';
import { useUiMessageSections, useUiMessages } from '../../messages/UiMessagesProvider';
import { createIcon, iconGrid } from '../../primitives/Icon';
import { Spinner } from '../../spinner';
import type { SocialProvider } from '../authService';
import { type AuthErrorStrings, authErrorMessage, ENGLISH_AUTH_ERROR_STRINGS } from '../errorMessages';
import type { AuthState } from '../machine';
import type { ScreenProps } from './types';

/** A line with text in the middle ("or log in with email"). */
export function AuthSeparator({ children }: { children: ReactNode }) {
  return (
    <p className="siyum-auth__separator">
      <span>{children}</span>
    </p>
  );
}

/** A form of the dialog, named for what it does; the app validates it, not the browser. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className="siyum-auth__form" aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** The sections an identity error is worded from, as the nearest `UiMessagesProvider` words them. */
function useAuthErrorStrings(): AuthErrorStrings {
  return useUiMessageSections(ENGLISH_AUTH_ERROR_STRINGS);
}

/** The provider error of the state, as §8 words it for the flow that raised it. */
export function StateError({ state }: { state: AuthState }) {
  const strings = useAuthErrorStrings();
  if (!state.error) return null;
  return <FormError>{authErrorMessage(state.error, strings)}</FormError>;
}

const SOCIAL: readonly [SocialProvider, 'google' | 'apple'][] = [
  ['Google', 'google'],
  ['Apple', 'apple'],
];

export function SocialButtons({ state, send }: Pick<ScreenProps, 'state' | 'send'>) {
  const m = useUiMessages('auth', authMessages);
  return (
    <div className="siyum-auth__social">
      {SOCIAL.map(([provider, label]) => (
        <Button
          key={provider}
          variant="secondary"
          disabled={state.busy}
          onClick={() => send({ type: 'SOCIAL', provider })}
        >
          <ProviderIcon provider={provider} />
          {m[label]}
        </Button>
      ))}
    </div>
  );
}

/** §4: a loading indicator replaces the action buttons while a request runs. */
export function Actions({ busy, children }: { busy: boolean; children: ReactNode }) {
  const m = useUiMessages('form', formMessages);
  return <div className="siyum-auth__actions">{busy ? <Spinner size={24} label={m.busy} /> : children}</div>;
}

/** "Don’t have an account yet? Sign up" — a sentence with a link-styled button. */
export function SwitchLine({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <p className="siyum-auth__switch">
      {text}{' '}
      <Button variant="link" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}

/** The providers' own marks, in their colours. */
const GoogleIcon = /* @__PURE__ */ createIcon(
  'GoogleIcon',
  /* @__PURE__ */ iconGrid(24),
  <>
    <path
      fill="#4285F4"
      d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
    />
    <path
      fill="#34A853"
      d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.3v2.8A11 11 0 0 0 12 23Z"
    />
    <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.3a11 11 0 0 0 0 9.8l3.6-2.8Z" />
    <path
      fill="#EA4335"
      d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.3 7.1l3.6 2.8C6.8 7.3 9.2 5.4 12 5.4Z"
    />
  </>,
);

const AppleIcon = /* @__PURE__ */ createIcon(
  'AppleIcon',
  /* @__PURE__ */ iconGrid(24),
  <path
    fill="currentColor"
    d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.1-4.1ZM13.9 5c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4Z"
  />,
);

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  const Mark = provider === 'Google' ? GoogleIcon : AppleIcon;
  return <Mark className="siyum-auth__icon" />;
}

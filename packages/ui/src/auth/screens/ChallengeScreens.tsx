import { authMessages, authScreenMessages } from '@siyum/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button, PasswordField } from '../../form';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import type { UiMessages } from '../../messages/uiMessages';
import type { MfaType, SignInStep } from '../authService';
import { ChoiceForm } from './ChoiceForm';
import { CodeForm } from './CodeForm';
import { EmailField } from './fields';
import { Actions, AuthForm, StateError } from './parts';
import type { ScreenProps } from './types';

type ScreenKey = keyof UiMessages['authScreens'];

/** What a code step says, by sign-in step (others: the general "We sent you a code"). */
const CODE_TEXT: Partial<Record<SignInStep, ScreenKey>> = {
  CONFIRM_SIGN_IN_WITH_SMS_CODE: 'confirmSignInSms',
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: 'confirmSignInTotp',
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: 'confirmSignInEmail',
  CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: 'confirmSignInCustom',
};

/** The first factors offered, by challenge name (an unknown one shows its name). */
const FIRST_FACTORS: Readonly<Partial<Record<string, ScreenKey>>> = {
  PASSWORD: 'firstFactorPassword',
  PASSWORD_SRP: 'firstFactorPassword',
  EMAIL_OTP: 'firstFactorEmailOtp',
  SMS_OTP: 'firstFactorSmsOtp',
};

/** Every CONFIRM_SIGN_IN_* step: a code, the password again, or the first-factor choice. */
export function ConfirmSignInScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const step = state.challenge?.signInStep ?? 'CONFIRM_SIGN_IN_WITH_SMS_CODE';
  const answer = (challengeResponse: string) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse });
  if (step === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') {
    const options = (state.challenge?.availableChallenges ?? ['PASSWORD']).map((value) => {
      const key = FIRST_FACTORS[value];
      return { value, label: key ? m[key] : value };
    });
    return (
      <ChoiceForm
        state={state}
        legend={m.firstFactorTitle}
        options={options}
        submitLabel={m.continueButton}
        onChoose={answer}
      />
    );
  }
  if (step === 'CONFIRM_SIGN_IN_WITH_PASSWORD') return <PasswordAgain state={state} onPassword={answer} />;
  return (
    <CodeForm state={state} label={m.confirmSignInTitle} onCode={answer}>
      <p className="siyum-auth__text">{m[CODE_TEXT[step] ?? 'codeSent']}</p>
    </CodeForm>
  );
}

function PasswordAgain({
  state,
  onPassword,
}: Pick<ScreenProps, 'state'> & { onPassword: (password: string) => void }) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const auth = useUiMessages('auth', authMessages);
  const [password, setPassword] = useState('');
  return (
    <form
      className="siyum-auth__form"
      aria-label={m.confirmSignInTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onPassword(password);
      }}
    >
      <p className="siyum-auth__text">{m.confirmSignInPassword}</p>
      <StateError state={state} />
      <PasswordField
        label={auth.password}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Actions busy={state.busy}>
        <Button type="submit">{m.continueButton}</Button>
      </Actions>
    </form>
  );
}

/** TOTP setup: the QR code of the otpauth:// URI, the key for typing by hand, then the first code. */
export function SetupTotpScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const setup = state.challenge?.totpSetup;
  return (
    <CodeForm
      state={state}
      label={m.setupTotpTitle}
      onCode={(code) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse: code })}
    >
      <p className="siyum-auth__text">{m.setupTotpText}</p>
      {setup && (
        <div className="siyum-auth__totp">
          <QRCodeSVG
            value={setup.setupUri}
            size={160}
            title={m.totpQrLabel}
            role="img"
            aria-label={m.totpQrLabel}
          />
          <p className="siyum-auth__text">
            {m.totpKey}: <code className="siyum-auth__secret">{setup.sharedSecret}</code>
          </p>
        </div>
      )}
    </CodeForm>
  );
}

/** Email MFA setup: the address that receives the codes. */
export function SetupEmailScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const [email, setEmail] = useState('');
  return (
    <AuthForm
      label={m.setupEmailTitle}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'CONFIRM_SIGN_IN', challengeResponse: email });
      }}
    >
      <p className="siyum-auth__text">{m.setupEmailText}</p>
      <StateError state={state} />
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      <Actions busy={state.busy}>
        <Button type="submit">{m.continueButton}</Button>
      </Actions>
    </AuthForm>
  );
}

const MFA_LABELS: Record<MfaType, ScreenKey> = { SMS: 'mfaSms', TOTP: 'mfaTotp', EMAIL: 'mfaEmail' };

/** MFA (setup) selection: SMS, TOTP or EMAIL, as the pool allows. */
export function SelectMfaTypeScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const allowed = state.challenge?.allowedMfaTypes ?? (Object.keys(MFA_LABELS) as MfaType[]);
  return (
    <ChoiceForm
      state={state}
      legend={m.selectMfaTitle}
      options={allowed.map((value) => ({ value, label: m[MFA_LABELS[value]] }))}
      submitLabel={m.continueButton}
      onChoose={(challengeResponse) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse })}
    />
  );
}

import { authMessages, authScreenMessages } from '@siyum/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button, PasswordField } from '../../form';
import type { MfaType, SignInStep } from '../authService';
import { ChoiceForm } from './ChoiceForm';
import { CodeForm } from './CodeForm';
import { EmailField } from './fields';
import { Actions, AuthForm, StateError } from './parts';
import type { ScreenProps } from './types';

const CODE_TEXT: Partial<Record<SignInStep, string>> = {
  CONFIRM_SIGN_IN_WITH_SMS_CODE: authScreenMessages.confirmSignInSms,
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: authScreenMessages.confirmSignInTotp,
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: authScreenMessages.confirmSignInEmail,
  CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: authScreenMessages.confirmSignInCustom,
};

const FIRST_FACTORS: Record<string, string> = {
  PASSWORD: authScreenMessages.firstFactorPassword,
  PASSWORD_SRP: authScreenMessages.firstFactorPassword,
  EMAIL_OTP: authScreenMessages.firstFactorEmailOtp,
  SMS_OTP: authScreenMessages.firstFactorSmsOtp,
};

/** Every CONFIRM_SIGN_IN_* step: a code, the password again, or the first-factor choice. */
export function ConfirmSignInScreen({ state, send }: ScreenProps) {
  const step = state.challenge?.signInStep ?? 'CONFIRM_SIGN_IN_WITH_SMS_CODE';
  const answer = (challengeResponse: string) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse });
  if (step === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') {
    const options = (state.challenge?.availableChallenges ?? ['PASSWORD']).map((value) => ({
      value,
      label: FIRST_FACTORS[value] ?? value,
    }));
    return (
      <ChoiceForm
        state={state}
        legend={authScreenMessages.firstFactorTitle}
        options={options}
        submitLabel={authScreenMessages.continueButton}
        onChoose={answer}
      />
    );
  }
  if (step === 'CONFIRM_SIGN_IN_WITH_PASSWORD') return <PasswordAgain state={state} onPassword={answer} />;
  return (
    <CodeForm state={state} label={authScreenMessages.confirmSignInTitle} onCode={answer}>
      <p className="siyum-auth__text">{CODE_TEXT[step] ?? authScreenMessages.codeSent}</p>
    </CodeForm>
  );
}

function PasswordAgain({
  state,
  onPassword,
}: Pick<ScreenProps, 'state'> & { onPassword: (password: string) => void }) {
  const [password, setPassword] = useState('');
  return (
    <form
      className="siyum-auth__form"
      aria-label={authScreenMessages.confirmSignInTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onPassword(password);
      }}
    >
      <p className="siyum-auth__text">{authScreenMessages.confirmSignInPassword}</p>
      <StateError state={state} />
      <PasswordField
        label={authMessages.password}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Actions busy={state.busy}>
        <Button type="submit">{authScreenMessages.continueButton}</Button>
      </Actions>
    </form>
  );
}

/** TOTP setup: the QR code of the otpauth:// URI, the key for typing by hand, then the first code. */
export function SetupTotpScreen({ state, send }: ScreenProps) {
  const setup = state.challenge?.totpSetup;
  return (
    <CodeForm
      state={state}
      label={authScreenMessages.setupTotpTitle}
      onCode={(code) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse: code })}
    >
      <p className="siyum-auth__text">{authScreenMessages.setupTotpText}</p>
      {setup && (
        <div className="siyum-auth__totp">
          <QRCodeSVG
            value={setup.setupUri}
            size={160}
            title={authScreenMessages.totpQrLabel}
            role="img"
            aria-label={authScreenMessages.totpQrLabel}
          />
          <p className="siyum-auth__text">
            {authScreenMessages.totpKey}: <code className="siyum-auth__secret">{setup.sharedSecret}</code>
          </p>
        </div>
      )}
    </CodeForm>
  );
}

/** Email MFA setup: the address that receives the codes. */
export function SetupEmailScreen({ state, send }: ScreenProps) {
  const [email, setEmail] = useState('');
  return (
    <AuthForm
      label={authScreenMessages.setupEmailTitle}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'CONFIRM_SIGN_IN', challengeResponse: email });
      }}
    >
      <p className="siyum-auth__text">{authScreenMessages.setupEmailText}</p>
      <StateError state={state} />
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      <Actions busy={state.busy}>
        <Button type="submit">{authScreenMessages.continueButton}</Button>
      </Actions>
    </AuthForm>
  );
}

const MFA_LABELS: Record<MfaType, string> = {
  SMS: authScreenMessages.mfaSms,
  TOTP: authScreenMessages.mfaTotp,
  EMAIL: authScreenMessages.mfaEmail,
};

/** MFA (setup) selection: SMS, TOTP or EMAIL, as the pool allows. */
export function SelectMfaTypeScreen({ state, send }: ScreenProps) {
  const allowed = state.challenge?.allowedMfaTypes ?? (Object.keys(MFA_LABELS) as MfaType[]);
  return (
    <ChoiceForm
      state={state}
      legend={authScreenMessages.selectMfaTitle}
      options={allowed.map((value) => ({ value, label: MFA_LABELS[value] }))}
      submitLabel={authScreenMessages.continueButton}
      onChoose={(challengeResponse) => send({ type: 'CONFIRM_SIGN_IN', challengeResponse })}
    />
  );
}

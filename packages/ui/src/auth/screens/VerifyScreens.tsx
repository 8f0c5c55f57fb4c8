import { authScreenMessages } from '@siyum/domain';
import { Button } from '../../form';
import { ChoiceForm } from './ChoiceForm';
import { CodeForm } from './CodeForm';
import { CodeSentText } from './CodeSentText';
import type { ScreenProps } from './types';

const ATTRIBUTE_LABELS: Record<string, string> = {
  email: authScreenMessages.attributeEmail,
  phone_number: authScreenMessages.attributePhone,
};

/** §4 verify attributes: pick one, a code is sent; skippable. */
export function VerifyUserScreen({ state, send }: ScreenProps) {
  const attributes = state.unverifiedAttributes ?? [];
  return (
    <>
      <p className="siyum-auth__text">{authScreenMessages.verifyUserText}</p>
      <ChoiceForm
        state={state}
        legend={authScreenMessages.verifyUserTitle}
        options={attributes.map((value) => ({ value, label: ATTRIBUTE_LABELS[value] ?? value }))}
        submitLabel={authScreenMessages.verifyButton}
        onChoose={(attribute) => send({ type: 'VERIFY_USER', attribute })}
        extraActions={<SkipButton send={send} />}
      />
    </>
  );
}

/** The code for the chosen attribute; skippable too. */
export function ConfirmVerifyUserScreen({ state, send }: ScreenProps) {
  return (
    <CodeForm
      state={state}
      label={authScreenMessages.confirmVerifyTitle}
      onCode={(code) => send({ type: 'CONFIRM_VERIFY_USER', code })}
      extraActions={<SkipButton send={send} />}
    >
      <CodeSentText state={state} />
    </CodeForm>
  );
}

function SkipButton({ send }: Pick<ScreenProps, 'send'>) {
  return (
    <Button variant="secondary" onClick={() => send({ type: 'SKIP' })}>
      {authScreenMessages.skipButton}
    </Button>
  );
}

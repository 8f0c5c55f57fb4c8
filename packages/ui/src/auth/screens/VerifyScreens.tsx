import { authScreenMessages } from '@siyum/domain';
import { Button } from '../../form';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { ChoiceForm } from './ChoiceForm';
import { CodeForm } from './CodeForm';
import { CodeSentText } from './CodeSentText';
import type { ScreenProps } from './types';

/** The labels of the attributes a user may verify, by provider name. */
const ATTRIBUTE_LABELS: Readonly<Partial<Record<string, 'attributeEmail' | 'attributePhone'>>> = {
  email: 'attributeEmail',
  phone_number: 'attributePhone',
};

/** §4 verify attributes: pick one, a code is sent; skippable. */
export function VerifyUserScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const attributes = state.unverifiedAttributes ?? [];
  const labelOf = (value: string) => {
    const key = ATTRIBUTE_LABELS[value];
    return key ? m[key] : value;
  };
  return (
    <>
      <p className="siyum-auth__text">{m.verifyUserText}</p>
      <ChoiceForm
        state={state}
        legend={m.verifyUserTitle}
        options={attributes.map((value) => ({ value, label: labelOf(value) }))}
        submitLabel={m.verifyButton}
        onChoose={(attribute) => send({ type: 'VERIFY_USER', attribute })}
        extraActions={<SkipButton send={send} />}
      />
    </>
  );
}

/** The code for the chosen attribute; skippable too. */
export function ConfirmVerifyUserScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return (
    <CodeForm
      state={state}
      label={m.confirmVerifyTitle}
      onCode={(code) => send({ type: 'CONFIRM_VERIFY_USER', code })}
      extraActions={<SkipButton send={send} />}
    >
      <CodeSentText state={state} />
    </CodeForm>
  );
}

function SkipButton({ send }: Pick<ScreenProps, 'send'>) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return (
    <Button variant="secondary" onClick={() => send({ type: 'SKIP' })}>
      {m.skipButton}
    </Button>
  );
}

import { siyumManageMessages, validationMessages } from '@siyum/domain';
import { TextField } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { Select, type SelectOption } from '@siyum/ui/select';
import { useRef, useState } from 'react';
import { AddByEmailForm, useAddByEmail } from './AddByEmailForm';
import { checkNewParticipant, NAME_MAX_LENGTH, type NewParticipant } from './manage';

const NAME_PARTS = ['firstName', 'lastName'] as const;
const NO_NAMES: Readonly<Record<(typeof NAME_PARTS)[number], string>> = { firstName: '', lastName: '' };

export interface AddParticipantFormProps {
  /** The open portions, of which the new participant takes one or more. */
  portionOptions: readonly SelectOption[];
  onAdd: (participant: NewParticipant) => unknown;
  error?: string;
}

/** "Add participant": an email, optional names, and the portions they take. */
export function AddParticipantForm({ portionOptions, onAdd, error }: AddParticipantFormProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const validation = useUiMessages('validation', validationMessages);
  const [email, setEmail] = useState('');
  const [names, setNames] = useState(NO_NAMES);
  const [portions, setPortions] = useState<string[]>([]);
  const portionsRef = useRef<HTMLButtonElement>(null);

  // A portion someone else took meanwhile drops out of the choice.
  const open = new Set(portionOptions.map((option) => option.value));
  const chosen = portions.filter((value) => open.has(value));
  const noneOpen = portionOptions.length === 0;

  const check = (next: { email?: string; portions?: string[] }) => () =>
    checkNewParticipant(
      {
        email: next.email ?? email,
        ...names,
        portionIds: (next.portions ?? chosen).map(Number),
      },
      m,
      validation,
    );
  const { errors, pending, emailRef, recheck, submit } = useAddByEmail({
    check: check({}),
    add: onAdd,
    focusInvalid: (invalid) => {
      if (invalid.email) emailRef.current?.focus();
      else portionsRef.current?.focus();
    },
    reset: () => {
      setEmail('');
      setNames(NO_NAMES);
      setPortions([]);
    },
  });

  return (
    <AddByEmailForm
      heading={m.addHeading}
      intro={m.addIntro}
      email={email}
      emailError={errors.email}
      emailRef={emailRef}
      onEmailChange={(next) => {
        setEmail(next);
        recheck('email', check({ email: next }));
      }}
      error={error}
      pending={pending}
      submitLabel={m.addSubmit}
      busyLabel={m.adding}
      submitDisabled={noneOpen}
      onSubmit={submit}
    >
      <div className="siyum-manage__names">
        {NAME_PARTS.map((part) => (
          <TextField
            key={part}
            label={m[part]}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            value={names[part]}
            onChange={(event) => {
              const value = event.target.value;
              setNames((previous) => ({ ...previous, [part]: value }));
            }}
          />
        ))}
      </div>
      <Select
        ref={portionsRef}
        label={m.portions}
        options={portionOptions}
        multiple
        searchable
        required
        disabled={noneOpen}
        value={chosen}
        error={errors.portionIds}
        onChange={(next) => {
          setPortions(next);
          recheck('portionIds', check({ portions: next }));
        }}
      />
      {noneOpen ? <p className="siyum-manage__note">{m.noOpenPortions}</p> : null}
    </AddByEmailForm>
  );
}

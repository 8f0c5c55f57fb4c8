import { siyumManageMessages, validationMessages } from '@siyum/domain';
import { Checkbox } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useId, useMemo, useRef, useState } from 'react';
import { AddByEmailForm, useAddByEmail } from './AddByEmailForm';
import {
  checkNewHelper,
  NO_FLAGS,
  PERMISSION_FLAGS,
  type PermissionFlags,
  type PermissionGrant,
  permissionText,
} from './manage';

export interface AddHelperFormProps {
  onGrant: (grant: PermissionGrant) => unknown;
  error: string | undefined;
}

/** "Add helper": an email and at least one permission. */
export function AddHelperForm({ onGrant, error }: AddHelperFormProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const validation = useUiMessages('validation', validationMessages);
  const permissions = useMemo(() => permissionText(m), [m]);
  const flagsErrorId = useId();
  const [email, setEmail] = useState('');
  const [flags, setFlags] = useState<PermissionFlags>(NO_FLAGS);
  const firstFlagRef = useRef<HTMLInputElement>(null);
  const { errors, pending, emailRef, recheck, submit } = useAddByEmail({
    check: () => checkNewHelper({ email, flags }, m, validation),
    add: onGrant,
    focusInvalid: (invalid) => {
      if (invalid.email) emailRef.current?.focus();
      else firstFlagRef.current?.focus();
    },
    reset: () => {
      setEmail('');
      setFlags(NO_FLAGS);
    },
  });

  return (
    <AddByEmailForm
      heading={m.addHelperHeading}
      intro={m.addHelperIntro}
      email={email}
      emailError={errors.email}
      emailRef={emailRef}
      onEmailChange={(next) => {
        setEmail(next);
        recheck('email', () => checkNewHelper({ email: next, flags }, m, validation));
      }}
      error={error}
      pending={pending}
      submitLabel={m.addHelperSubmit}
      busyLabel={m.addingHelper}
      onSubmit={submit}
    >
      <fieldset
        className="siyum-manage__flags"
        aria-describedby={errors.flags ? flagsErrorId : undefined}
        data-invalid={errors.flags ? '' : undefined}
      >
        <legend className="siyum-manage__legend">{m.permissionsLegend}</legend>
        {PERMISSION_FLAGS.map((flag, index) => (
          <Checkbox
            key={flag}
            ref={index === 0 ? firstFlagRef : undefined}
            label={permissions[flag].label}
            description={permissions[flag].description}
            checked={flags[flag]}
            onChange={(event) => {
              const next = { ...flags, [flag]: event.target.checked };
              setFlags(next);
              recheck('flags', () => checkNewHelper({ email, flags: next }, m, validation));
            }}
          />
        ))}
        {errors.flags ? (
          <p id={flagsErrorId} className="siyum-manage__flags-error">
            {errors.flags}
          </p>
        ) : null}
      </fieldset>
    </AddByEmailForm>
  );
}

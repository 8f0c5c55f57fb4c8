import { format, siyumManageMessages as m, type SiyumPermissionEntry } from '@siyum/domain';
import { Fragment, useId, useRef, useState } from 'react';
import { Button, Checkbox, FormError } from '../../form';
import { cx } from '../../internal/cx';
import { AddByEmailForm, useAddByEmail } from './AddByEmailForm';
import {
  checkNewHelper,
  displayName,
  flagsOf,
  fullName,
  NO_FLAGS,
  PERMISSION_FLAGS,
  PERMISSION_TEXT,
  type PermissionFlag,
  type PermissionFlags,
  type PermissionGrant,
  toggleFlag,
} from './manage';
import '../shared/shared.css';
import './manage.css';

export interface AdminsManagerProps {
  /** The siyum's helpers and their permissions (`siyum.permissions.list`); the owner is not one. */
  helpers: readonly SiyumPermissionEntry[];
  /**
   * Sets a helper's complete set of permissions: a ticked or unticked box (with the other two as
   * they are), or "Add helper". May return a promise: the add form's button spins until it
   * settles, then the form clears, unless it resolved to `false` or rejected (say why in `error`).
   */
  onGrant: (grant: PermissionGrant) => unknown;
  /** "Remove", or unticking a helper's last permission. */
  onRevoke: (email: string) => void;
  /** The server's answer to the last change, shown as an alert where it was made. */
  error?: string;
  /** Helpers whose change is in flight: their boxes and button ignore clicks meanwhile. */
  busyEmails?: ReadonlySet<string>;
  className?: string;
}

const NO_EMAILS: ReadonlySet<string> = new Set();

/**
 * The /admins/{id} page body (the owner only, spec §6): who helps run the siyum and with which
 * permissions, each a checkbox in plain words; a key saying what each permission opens; a form
 * to add a helper by email. Controlled: the app owns the list and makes the calls.
 */
export function AdminsManager({
  helpers,
  onGrant,
  onRevoke,
  error,
  busyEmails = NO_EMAILS,
  className,
}: AdminsManagerProps) {
  const headingId = useId();
  const keyId = useId();
  const descriptionIds: Record<PermissionFlag, string> = {
    editSiyum: `${keyId}-editSiyum`,
    editSignup: `${keyId}-editSignup`,
    updateUsers: `${keyId}-updateUsers`,
  };
  // The error shows where the change was made: under the add form, or above the list.
  const [lastChange, setLastChange] = useState<'list' | 'add'>('list');

  const change = (entry: SiyumPermissionEntry, flag: PermissionFlag, on: boolean) => {
    setLastChange('list');
    const next = toggleFlag(entry, flag, on);
    // A refused change is reported through `error`; the boxes follow `helpers` either way.
    if (next.kind === 'grant') Promise.resolve(onGrant(next.grant)).catch(() => undefined);
    else onRevoke(next.email);
  };

  return (
    <div className={cx('siyum-manage', className)}>
      <section className="siyum-manage__section" aria-labelledby={headingId}>
        <div className="siyum-manage__head">
          <h2 id={headingId} className="siyum-manage__heading">
            {m.helpersHeading}
          </h2>
        </div>
        <p className="siyum-manage__intro">{m.helpersIntro}</p>
        <div className="siyum-admins__key">
          <h3 id={keyId} className="siyum-admins__key-title">
            {m.permissionsKey}
          </h3>
          <dl className="siyum-admins__key-list" aria-labelledby={keyId}>
            {PERMISSION_FLAGS.map((flag) => (
              <Fragment key={flag}>
                <dt>{PERMISSION_TEXT[flag].label}</dt>
                <dd id={descriptionIds[flag]}>{PERMISSION_TEXT[flag].description}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="siyum-admins__key-note">{m.lastPermissionNote}</p>
        </div>
        {lastChange === 'list' ? <FormError>{error}</FormError> : null}
        {helpers.length > 0 ? (
          <ul className="siyum-manage__list">
            {helpers.map((entry) => (
              <HelperCard
                key={entry.email}
                entry={entry}
                busy={busyEmails.has(entry.email)}
                descriptionIds={descriptionIds}
                onChange={change}
                onRemove={() => {
                  setLastChange('list');
                  onRevoke(entry.email);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="siyum-manage__empty siyum-empty-note">{m.noHelpers}</p>
        )}
      </section>

      <AddHelperForm
        onGrant={(grant) => {
          setLastChange('add');
          return onGrant(grant);
        }}
        error={lastChange === 'add' ? error : undefined}
      />
    </div>
  );
}

function HelperCard({
  entry,
  busy,
  descriptionIds,
  onChange,
  onRemove,
}: {
  entry: SiyumPermissionEntry;
  busy: boolean;
  descriptionIds: Record<PermissionFlag, string>;
  onChange: (entry: SiyumPermissionEntry, flag: PermissionFlag, on: boolean) => void;
  onRemove: () => void;
}) {
  const name = displayName(entry);
  const hasName = fullName(entry) !== null;
  const flags = flagsOf(entry);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="siyum-helper" data-busy={busy ? '' : undefined}>
      <div className="siyum-participant__head">
        <div className="siyum-participant__who">
          <h3 className="siyum-participant__name">{name}</h3>
          <p className="siyum-participant__contact">
            {hasName ? null : <span className="siyum-participant__no-name">{m.noName}</span>}
            <a className="siyum-participant__link" href={`mailto:${entry.email}`}>
              <span className="siyum-visually-hidden">{m.emailLabel} </span>
              {entry.email}
            </a>
          </p>
        </div>
        <div className="siyum-participant__actions">
          <Button
            variant="ghost"
            size="sm"
            className="siyum-participant__remove"
            aria-label={format(m.removeHelperFor, { name })}
            busy={busy && removing}
            onClick={() => {
              setRemoving(true);
              onRemove();
            }}
          >
            {m.removeHelper}
          </Button>
        </div>
      </div>
      {/* Boxes stay enabled (and focusable) while busy; changes are ignored until the answer. */}
      <fieldset
        className="siyum-helper__flags"
        data-busy={busy ? '' : undefined}
        aria-busy={busy || undefined}
      >
        <legend className="siyum-visually-hidden">{format(m.permissionsFor, { name })}</legend>
        {PERMISSION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={PERMISSION_TEXT[flag].label}
            checked={flags[flag]}
            aria-describedby={descriptionIds[flag]}
            aria-disabled={busy || undefined}
            onChange={(event) => {
              if (busy) return;
              setRemoving(false);
              onChange(entry, flag, event.target.checked);
            }}
          />
        ))}
      </fieldset>
    </li>
  );
}

function AddHelperForm({
  onGrant,
  error,
}: {
  onGrant: AdminsManagerProps['onGrant'];
  error: string | undefined;
}) {
  const flagsErrorId = useId();
  const [email, setEmail] = useState('');
  const [flags, setFlags] = useState<PermissionFlags>(NO_FLAGS);
  const firstFlagRef = useRef<HTMLInputElement>(null);
  const { errors, pending, emailRef, recheck, submit } = useAddByEmail({
    check: () => checkNewHelper({ email, flags }),
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
        recheck('email', () => checkNewHelper({ email: next, flags }));
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
            label={PERMISSION_TEXT[flag].label}
            description={PERMISSION_TEXT[flag].description}
            checked={flags[flag]}
            onChange={(event) => {
              const next = { ...flags, [flag]: event.target.checked };
              setFlags(next);
              recheck('flags', () => checkNewHelper({ email, flags: next }));
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

import { type SiyumPermissionEntry, siyumManageMessages } from '@siyum/domain';
import { FormError } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { Fragment, useId, useMemo } from 'react';
import { AddHelperForm } from './AddHelperForm';
import { HelperCard } from './HelperCard';
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionGrant, permissionText } from './manage';
import { useAdminsManagerState } from './useAdminsManagerState';
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
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const permissions = useMemo(() => permissionText(m), [m]);
  const headingId = useId();
  const keyId = useId();
  const descriptionIds: Record<PermissionFlag, string> = {
    editSiyum: `${keyId}-editSiyum`,
    editSignup: `${keyId}-editSignup`,
    updateUsers: `${keyId}-updateUsers`,
  };
  // The error shows where the change was made: under the add form, or above the list.
  const state = useAdminsManagerState({ onGrant, onRevoke, error });

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
                <dt>{permissions[flag].label}</dt>
                <dd id={descriptionIds[flag]}>{permissions[flag].description}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="siyum-admins__key-note">{m.lastPermissionNote}</p>
        </div>
        <FormError>{state.listError}</FormError>
        {helpers.length > 0 ? (
          <ul className="siyum-manage__list">
            {helpers.map((entry) => (
              <HelperCard
                key={entry.email}
                entry={entry}
                busy={busyEmails.has(entry.email)}
                descriptionIds={descriptionIds}
                onChange={state.change}
                onRemove={() => state.remove(entry.email)}
              />
            ))}
          </ul>
        ) : (
          <p className="siyum-manage__empty siyum-empty-note">{m.noHelpers}</p>
        )}
      </section>

      <AddHelperForm onGrant={state.add} error={state.addError} />
    </div>
  );
}

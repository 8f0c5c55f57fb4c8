import { format, type SiyumPermissionEntry, siyumManageMessages } from '@siyum/domain';
import { Button, Checkbox } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useMemo, useState } from 'react';
import {
  displayName,
  flagsOf,
  fullName,
  PERMISSION_FLAGS,
  type PermissionFlag,
  permissionText,
} from './manage';
import { PersonHead } from './PersonHead';

export interface HelperCardProps {
  entry: SiyumPermissionEntry;
  busy: boolean;
  /** The ids of the key's descriptions, which describe each box. */
  descriptionIds: Record<PermissionFlag, string>;
  onChange: (entry: SiyumPermissionEntry, flag: PermissionFlag, on: boolean) => void;
  onRemove: () => void;
}

/** One helper: who they are, "Remove", and a box for each permission. */
export function HelperCard({ entry, busy, descriptionIds, onChange, onRemove }: HelperCardProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const permissions = useMemo(() => permissionText(m), [m]);
  const name = displayName(entry);
  const flags = flagsOf(entry);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="siyum-helper" data-busy={busy ? '' : undefined}>
      <PersonHead name={name} noName={fullName(entry) === null} email={entry.email}>
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
      </PersonHead>
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
            label={permissions[flag].label}
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

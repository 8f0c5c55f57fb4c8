import { format, siyumManageMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { Select, type SelectOption } from '@siyum/ui/select';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';

export interface AssignFormProps {
  /** Whom the portion goes to, for the form's and buttons' names. */
  name: string;
  options: readonly SelectOption[];
  onAssign: (portionId: number) => void;
  onCancel: () => void;
}

/** "Assign" opened on a participant's row: pick an open portion for them, or cancel (also Escape). */
export function AssignForm({ name, options, onAssign, onCancel }: AssignFormProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    trigger.current?.focus();
  }, []);
  // A portion someone else took meanwhile is no longer a choice.
  const chosen = value !== null && options.some((option) => option.value === value) ? value : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      setError(m.assignRequired);
      trigger.current?.focus();
      return;
    }
    onAssign(Number(chosen));
  };

  return (
    <form
      className="siyum-participant__assign"
      aria-label={format(m.assignFor, { name })}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        // Escape in the open list (portalled, but its events bubble here) closes the list only.
        const listOpen = trigger.current?.getAttribute('aria-expanded') === 'true';
        if (event.key === 'Escape' && !listOpen && event.currentTarget.contains(event.target as Node))
          onCancel();
      }}
    >
      <Select
        ref={trigger}
        label={m.assignPortion}
        options={options}
        searchable
        required
        value={chosen}
        error={error}
        onChange={(next) => {
          setValue(next);
          if (next !== null) setError(undefined);
        }}
        className="siyum-participant__assign-select"
      />
      <div className="siyum-participant__assign-actions">
        <Button type="submit" size="sm" aria-label={format(m.assignSubmitFor, { name })}>
          {m.assignSubmit}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

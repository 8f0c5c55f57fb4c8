import { memorialMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useId, useState } from 'react';
import { MemorialDateChooser, type MemorialDateChooserProps } from './MemorialDateChooser';

/**
 * "Timing it to a memorial date?" under the siyum date field: opens the chooser (and only then
 * loads Hebcal's calendar). Closed by default: most siyumim are not timed to one.
 */
export function MemorialDateDisclosure(props: MemorialDateChooserProps & { defaultOpen?: boolean }) {
  const { defaultOpen = false, ...chooser } = props;
  const m = useUiMessages('memorial', memorialMessages);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className="siyum-memorial-disclosure">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="siyum-memorial-disclosure__toggle"
      >
        {m.disclosure}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <MemorialDateChooser {...chooser} />}
      </div>
    </div>
  );
}

import { format, labelNames, localName, type Participant, siyumManageMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { CheckIcon } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useState } from 'react';
import { LocalName } from '../shared/NameWithHebrew';
import { statusText } from './manage';

type LearningAction = 'complete' | 'uncomplete' | 'release';

export interface ParticipantLearningRowProps {
  userId: number;
  /** The participant's name, for the buttons' names. */
  name: string;
  learning: Participant['learnings'][number];
  busy: boolean;
  onComplete: (portionId: number, userId: number, completed: boolean) => void;
  onRelease: (portionId: number, userId: number) => void;
}

/** One portion of a participant: its name and status, "Mark learned" / "Undo learned", and "Release". */
export function ParticipantLearningRow({
  userId,
  name,
  learning,
  busy,
  onComplete,
  onRelease,
}: ParticipantLearningRowProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const { locale } = useUiLocale();
  const [pressed, setPressed] = useState<LearningAction | null>(null);
  // A participant's learnings carry only their English labels: a Hebrew reader gets those, isolated.
  const names = labelNames(learning);
  const label = localName(names, locale);
  const learned = learning.status === 'completed';
  const act = (action: LearningAction) => {
    if (busy) return;
    setPressed(action);
    if (action === 'release') onRelease(learning.portionId, userId);
    else onComplete(learning.portionId, userId, action === 'complete');
  };
  // The first button keeps its place (and focus) as "Mark learned" turns into "Undo learned".
  const first: LearningAction = learned ? 'uncomplete' : 'complete';
  // The pressed button spins while the row is busy; the first one if the app marked it busy itself.
  const spinning = pressed === 'release' ? 'release' : first;
  return (
    <li className="siyum-participant__portion" data-status={learning.status}>
      <LocalName name={names} className="siyum-participant__label" />
      <span className="siyum-participant__chip" data-status={learning.status}>
        {learned ? <CheckIcon className="siyum-participant__check" /> : null}
        {statusText(learning.status, m)}
      </span>
      <span className="siyum-participant__portion-actions">
        <Button
          size="sm"
          variant={learned ? 'secondary' : 'primary'}
          aria-label={format(learned ? m.undoLearnedFor : m.markLearnedFor, { label, name })}
          busy={busy && spinning === first}
          disabled={busy && spinning !== first}
          onClick={() => act(first)}
        >
          {learned ? m.undoLearned : m.markLearned}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(m.releaseFor, { label, name })}
          busy={busy && spinning === 'release'}
          disabled={busy && spinning !== 'release'}
          onClick={() => act('release')}
        >
          {m.release}
        </Button>
      </span>
    </li>
  );
}

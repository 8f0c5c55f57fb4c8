import { format, type Participant, siyumManageMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import type { SelectOption } from '@siyum/ui/select';
import { memo, useRef, useState } from 'react';
import { AssignForm } from './AssignForm';
import { InvitationLink } from './InvitationLink';
import { displayName, fullName, learningKey, participantKey } from './manage';
import { ParticipantLearningRow, type ParticipantLearningRowProps } from './ParticipantLearningRow';
import { PersonHead } from './PersonHead';

export interface ParticipantCardProps {
  person: Participant;
  portionOptions: readonly SelectOption[];
  busyKeys: ReadonlySet<string>;
  onComplete: ParticipantLearningRowProps['onComplete'];
  onRelease: ParticipantLearningRowProps['onRelease'];
  onAssign: (portionId: number, userId: number) => void;
  onAskRemove: (person: Participant) => void;
  onFocusCard: (userId: number | null) => void;
  invitationUrl: (token: string) => string;
  copyText: (text: string) => Promise<void>;
}

type CardAction = 'remove' | 'assign';

/** One participant: who they are, their invitation link, "Assign" and "Remove", then their portions. */
export const ParticipantCard = memo(function ParticipantCard({
  person,
  portionOptions,
  busyKeys,
  onComplete,
  onRelease,
  onAssign,
  onAskRemove,
  onFocusCard,
  invitationUrl,
  copyText,
}: ParticipantCardProps) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const name = displayName(person);
  const busy = busyKeys.has(participantKey(person.userId));
  const [pressed, setPressed] = useState<CardAction | null>(null);
  const [assigning, setAssigning] = useState(false);
  const assignToggle = useRef<HTMLButtonElement>(null);

  const closeAssign = () => {
    setAssigning(false);
    // The panel and the button that had focus are gone: back to the button that opened it.
    requestAnimationFrame(() => assignToggle.current?.focus());
  };

  return (
    <li
      className="siyum-participant"
      data-user-id={person.userId}
      onFocus={() => onFocusCard(person.userId)}
      onBlur={() => onFocusCard(null)}
    >
      <PersonHead
        name={name}
        noName={fullName(person) === null}
        email={person.email}
        phone={person.cellPhone}
        invited={person.kind === 'guest'}
        focusableName
      >
        {person.inviteToken ? (
          <InvitationLink name={name} url={invitationUrl(person.inviteToken)} copyText={copyText} />
        ) : null}
        {portionOptions.length > 0 && !assigning ? (
          <Button
            ref={assignToggle}
            variant="secondary"
            size="sm"
            aria-label={format(m.assignFor, { name })}
            busy={busy && pressed === 'assign'}
            disabled={busy && pressed !== 'assign'}
            onClick={() => setAssigning(true)}
          >
            {m.assign}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="siyum-participant__remove"
          aria-label={format(m.removeFor, { name })}
          busy={busy && pressed !== 'assign'}
          onClick={() => {
            setPressed('remove');
            onAskRemove(person);
          }}
        >
          {m.remove}
        </Button>
      </PersonHead>

      {person.learnings.length > 0 ? (
        <ul className="siyum-participant__portions" aria-label={format(m.portionsOf, { name })}>
          {person.learnings.map((learning) => (
            <ParticipantLearningRow
              key={learning.portionId}
              userId={person.userId}
              name={name}
              learning={learning}
              busy={busyKeys.has(learningKey(person.userId, learning.portionId))}
              onComplete={onComplete}
              onRelease={onRelease}
            />
          ))}
        </ul>
      ) : (
        <p className="siyum-participant__none">{m.noPortions}</p>
      )}

      {assigning ? (
        <AssignForm
          name={name}
          options={portionOptions}
          onCancel={closeAssign}
          onAssign={(portionId) => {
            setPressed('assign');
            onAssign(portionId, person.userId);
            closeAssign();
          }}
        />
      ) : null}
    </li>
  );
});

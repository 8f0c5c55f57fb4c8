import { type Participant, type Portion, siyumManageMessages } from '@siyum/domain';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useMemo, useState } from 'react';
import { participantsCountText, participantTotals, portionOptionsOf } from './participants';

export interface ParticipantsManagerStateOptions {
  participants: readonly Participant[];
  openPortions: readonly Portion[];
  onRemove: (userId: number) => void;
}

/**
 * What the participants page keeps of its own: whose removal is being confirmed. The list and the
 * calls stay the app's; the pickers' options and the count line follow them.
 */
export function useParticipantsManagerState({
  participants,
  openPortions,
  onRemove,
}: ParticipantsManagerStateOptions) {
  const m = useUiMessages('siyumManage', siyumManageMessages);
  const { locale, tag } = useUiLocale();
  const portionOptions = useMemo(() => portionOptionsOf(openPortions, locale), [openPortions, locale]);
  const totals = useMemo(() => participantTotals(participants), [participants]);
  const [confirming, setConfirming] = useState<Participant | null>(null);

  /** "Remove" in the confirmation: the app removes them; the dialog closes. */
  const confirmRemove = () => {
    if (!confirming) return;
    setConfirming(null);
    onRemove(confirming.userId);
  };

  return {
    /** The page's strings, from the nearest `UiMessagesProvider`. */
    messages: m,
    portionOptions,
    countText: participantsCountText(participants.length, totals, m, tag),
    /** The participant whose removal the dialog asks about; null while it is closed. */
    confirming,
    askRemove: setConfirming,
    cancelRemove: () => setConfirming(null),
    confirmRemove,
  };
}

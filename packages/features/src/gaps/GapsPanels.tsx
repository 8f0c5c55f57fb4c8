import type { Participant } from '@siyum/domain';
import { daysLeft, type GapPortion, openPortionsOf, type Portion, type SplitAssignment } from '@siyum/domain';
import { useState } from 'react';
import { displayName } from '../manage/names';
import { GapsView } from './GapsView';
import { GiveMeMore, type TakeMoreOutcome } from './GiveMeMore';
import { type SplitOutcome, SplitProposal } from './SplitProposal';

interface GapsOf {
  /** The siyum's board (`siyum.portions`), in the text's order. */
  portions: readonly Portion[];
  /** The siyum's date, `YYYY-MM-DD`. */
  targetDate: string;
  /** Today in the siyum's time zone. */
  today: string;
}

/** Runs an action the page gives as a promise of its outcome: busy until it settles. */
function useOutcome<Outcome, Input>(act: ((input: Input) => Promise<Outcome>) | undefined) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = (input: Input) => {
    if (!act) return;
    setBusy(true);
    setOutcome(undefined);
    void act(input)
      .then(setOutcome)
      .finally(() => setBusy(false));
  };
  return { busy, outcome, run };
}

export interface SiyumGapsProps extends GapsOf {
  /** A signed-in learner's "give me N more": the page calls `gaps.takeMore`, reads the board again and answers the outcome. */
  onTakeMore?: ((count: number) => Promise<TakeMoreOutcome>) | undefined;
}

/** The siyum page's gaps (issue 24): what is open and the pace, and "give me more" for a signed-in learner. */
export function SiyumGaps({ portions, targetDate, today, onTakeMore }: SiyumGapsProps) {
  const take = useOutcome(onTakeMore);
  const open: GapPortion[] = openPortionsOf(portions);
  if (open.length === 0 && !take.outcome) return null;
  return (
    <div className="siyum-gaps-panel">
      <GapsView openPortions={open} targetDate={targetDate} today={today} />
      {onTakeMore && (
        <GiveMeMore openCount={open.length} onTake={take.run} busy={take.busy} outcome={take.outcome} />
      )}
    </div>
  );
}

export interface OrganizerGapsProps extends GapsOf {
  /** The siyum's participants: whom the organizer may give portions to. */
  participants: readonly Participant[];
  /**
   * "Assign these portions": the page calls `gaps.splitOpen`, reads the board again and answers
   * the outcome (`raced` when someone took one of them first: nothing was assigned).
   */
  onSplit: (assignments: SplitAssignment[]) => Promise<SplitOutcome>;
}

/** The participants page's gaps (issue 24): what is open and the pace, and the split among learners. */
export function OrganizerGaps({ portions, targetDate, today, participants, onSplit }: OrganizerGapsProps) {
  const split = useOutcome(onSplit);
  const open: GapPortion[] = openPortionsOf(portions);
  if (open.length === 0 && !split.outcome) return null;
  return (
    <div className="siyum-gaps-panel">
      <GapsView openPortions={open} targetDate={targetDate} today={today} />
      <SplitProposal
        openPortions={open}
        candidates={participants.map((p) => ({ userId: p.userId, name: displayName(p) }))}
        days={daysLeft(targetDate, today)}
        onConfirm={split.run}
        busy={split.busy}
        outcome={split.outcome}
      />
    </div>
  );
}

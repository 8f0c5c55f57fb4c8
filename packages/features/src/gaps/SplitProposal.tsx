import {
  type GapPortion,
  gapsMessages,
  proposeSplit,
  type SplitAssignment,
  splitAssignmentsOf,
  takenSince,
} from '@siyum/domain';
import { Button, Checkbox } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useId, useState } from 'react';
import { useReaderLocale } from '../shared/reader';
import { countText, paceText, rangeText } from './gapsText';
import '../shared/shared.css';
import './gaps.css';

/** Someone the organizer may give portions to: a participant of the siyum. */
export interface SplitCandidate {
  userId: number;
  name: string;
}

/**
 * How the last confirmation ended: the portions were assigned; someone took one of them while it
 * was on its way (nothing was assigned — the page reads the board again and a new proposal shows);
 * or another failure, in words.
 */
export type SplitOutcome =
  | { kind: 'assigned'; count: number }
  | { kind: 'raced' }
  | { kind: 'failed'; message: string };

export interface SplitProposalProps {
  /** The portions nobody learns yet, in the text's order. */
  openPortions: readonly GapPortion[];
  /** The participants, in the order the page lists them. */
  candidates: readonly SplitCandidate[];
  /** Days until the siyum (`daysLeft`), for each learner's pace. */
  days: number;
  /** "Assign these portions": the proposal as `gaps.splitOpen` takes it. */
  onConfirm: (assignments: SplitAssignment[]) => void;
  /** The confirmation is on its way. */
  busy?: boolean;
  outcome?: SplitOutcome | undefined;
  className?: string;
}

/**
 * "Split the open portions" (issue 24): the organizer ticks the learners who will take them and
 * sees the proposal — each a run of consecutive portions in the text's order, about the same
 * amount of learning each, with the pace it needs — then confirms. The proposal follows the open
 * portions it is given: after a lost race the page passes the board as it now is, and the new
 * proposal shows under the sentence saying how many were taken.
 */
export function SplitProposal({
  openPortions,
  candidates,
  days,
  onConfirm,
  busy = false,
  outcome,
  className,
}: SplitProposalProps) {
  const m = useUiMessages('gaps', gapsMessages);
  const { tag } = useUiLocale();
  const reader = useReaderLocale();
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [sent, setSent] = useState<SplitAssignment[]>([]);
  const learners = candidates.filter((c) => chosen.has(c.userId));
  const shares = proposeSplit(
    openPortions,
    learners.map((c) => c.userId),
    days,
  );
  const toggle = (userId: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const confirm = () => {
    const assignments = splitAssignmentsOf(shares);
    setSent(assignments);
    onConfirm(assignments);
  };

  return (
    <section className={cx('siyum-gaps siyum-split', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-gaps__heading">
        {m.splitHeading}
      </h2>
      <p className="siyum-gaps__intro">{m.splitIntro}</p>
      {candidates.length === 0 ? (
        <p>{m.noCandidates}</p>
      ) : (
        <fieldset className="siyum-split__learners">
          <legend>{m.learnersLegend}</legend>
          {candidates.map((candidate) => (
            <Checkbox
              key={candidate.userId}
              label={reader.isolate(candidate.name)}
              checked={chosen.has(candidate.userId)}
              onChange={(event) => toggle(candidate.userId, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      )}
      <SplitStatus outcome={outcome} taken={takenSince(sent, openPortions)} />
      {candidates.length > 0 && learners.length === 0 && openPortions.length > 0 && <p>{m.chooseLearners}</p>}
      {shares.length > 0 && openPortions.length > 0 && (
        <>
          <h3 className="siyum-split__proposal-heading">{m.proposalHeading}</h3>
          <ul className="siyum-split__shares">
            {shares.map((share, index) => (
              <li key={share.userId} className="siyum-split__share">
                <span className="siyum-split__name">{reader.isolate(learners[index]?.name ?? '')}</span>
                <span className="siyum-split__detail">
                  {share.portions.length === 0
                    ? m.nothingLeft
                    : [
                        rangeText(share.portions, reader.locale, m),
                        countText(share.portions.length, m.shareCountOne, m.shareCountOther, tag),
                        paceText(share.pace, m, tag),
                      ].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          <Button busy={busy} onClick={confirm}>
            {m.confirm}
          </Button>
        </>
      )}
    </section>
  );
}

/** The outcome's sentence: a status for success, an alert for a lost race or a failure. */
function SplitStatus({ outcome, taken }: { outcome: SplitOutcome | undefined; taken: number }) {
  const m = useUiMessages('gaps', gapsMessages);
  const { tag } = useUiLocale();
  if (outcome?.kind === 'assigned')
    return (
      <p role="status" className="siyum-gaps__status">
        {countText(outcome.count, m.assignedOne, m.assignedOther, tag)}
      </p>
    );
  if (outcome?.kind === 'raced')
    return (
      <p role="alert" className="siyum-gaps__alert">
        {taken === 0 ? m.racedSome : countText(taken, m.racedOne, m.racedOther, tag)}
      </p>
    );
  if (outcome?.kind === 'failed')
    return (
      <p role="alert" className="siyum-gaps__alert">
        {outcome.message}
      </p>
    );
  return null;
}

import { GAPS_LIMITS, gapsMessages } from '@siyum/domain';
import { Button, TextField } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { type FormEvent, useId, useState } from 'react';
import { countText } from './gapsText';
import '../shared/shared.css';
import './gaps.css';

/** How the last "give me more" ended: how many portions became the learner's, or why none did. */
export type TakeMoreOutcome = { kind: 'taken'; count: number } | { kind: 'failed'; message: string };

export interface GiveMeMoreProps {
  /** Portions still open: the most one can ask for (and at most GAPS_LIMITS.takeMoreMax). */
  openCount: number;
  /** "Give me more" with the number asked for; the server takes the next open ones in text order. */
  onTake: (count: number) => void;
  busy?: boolean;
  outcome?: TakeMoreOutcome | undefined;
  className?: string;
}

/**
 * A signed-in learner's "give me N more" (issue 24): a small number and a button; the next N open
 * portions in the text's order become theirs in one go. Nothing when no portion is open.
 */
export function GiveMeMore({ openCount, onTake, busy = false, outcome, className }: GiveMeMoreProps) {
  const m = useUiMessages('gaps', gapsMessages);
  const { tag } = useUiLocale();
  const headingId = useId();
  const most = Math.min(openCount, GAPS_LIMITS.takeMoreMax);
  const [count, setCount] = useState(() => Math.min(3, Math.max(1, most)));
  const status =
    outcome?.kind === 'taken' ? (
      <p role="status" className="siyum-gaps__status">
        {countText(outcome.count, m.moreTakenOne, m.moreTakenOther, tag)}
      </p>
    ) : outcome?.kind === 'failed' ? (
      <p role="alert" className="siyum-gaps__alert">
        {outcome.message}
      </p>
    ) : null;
  if (most < 1) return status && <div className={cx('siyum-gaps', className)}>{status}</div>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onTake(Math.min(most, Math.max(1, count)));
  };
  return (
    <section className={cx('siyum-gaps siyum-more', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-gaps__heading">
        {m.moreHeading}
      </h2>
      <p className="siyum-gaps__intro">{m.moreIntro}</p>
      <form className="siyum-more__form" onSubmit={submit}>
        <TextField
          label={m.moreCount}
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          step={1}
          value={Number.isNaN(count) ? '' : count}
          onChange={(event) => setCount(event.currentTarget.valueAsNumber)}
          className="siyum-more__count"
        />
        <Button type="submit" busy={busy}>
          {m.moreButton}
        </Button>
      </form>
      {status}
    </section>
  );
}

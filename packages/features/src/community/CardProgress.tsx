import { type Progress, siyumCommunityMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { progressLine } from './cardText';

export interface CardProgressProps {
  progress: Progress;
  /** Accessible name of the bar; defaults to "Portions learned". */
  label?: string;
}

const percent = (part: number, total: number) => (total > 0 ? Math.min(100, (part / total) * 100) : 0);

/**
 * The card's compact progress: a thin bar (learned, then being learned, then open) and the line
 * "120 of 525 learned · 105 open", which is also the bar's value text.
 */
export function CardProgress({ progress, label }: CardProgressProps) {
  const messages = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const line = progressLine(progress, messages);
  const learned = percent(progress.completed, progress.total);
  const taken = percent(progress.claimed, progress.total);
  return (
    <div className="siyum-card-progress">
      <div
        className="siyum-card-progress__bar"
        role="progressbar"
        aria-label={label ?? messages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={Math.max(progress.total, 1)}
        aria-valuenow={Math.min(progress.completed, Math.max(progress.total, 1))}
        aria-valuetext={line}
      >
        <span className="siyum-card-progress__learned" style={{ inlineSize: `${learned}%` }} />
        <span
          className="siyum-card-progress__taken"
          style={{ inlineSize: `${Math.min(taken, 100 - learned)}%` }}
        />
      </div>
      <p className="siyum-card-progress__text">{line}</p>
    </div>
  );
}

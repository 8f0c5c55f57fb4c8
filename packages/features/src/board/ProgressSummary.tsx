import { format, type Progress, siyumBoardMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { formatCount, percentLearned } from './board';
import './ProgressSummary.css';

export interface ProgressSummaryProps {
  /** The siyum's portion counts (`Siyum.progress`). */
  progress: Progress;
  /** Card size: a thin bar and one small line of text, no legend swatches. */
  compact?: boolean;
  className?: string;
}

const SEGMENTS = ['completed', 'claimed'] as const;

/**
 * A siyum's progress: the share learned, a bar of learned / being learned / open portions, and the
 * counts in words. The bar is decoration (hidden from assistive technology): the text says it all,
 * once, so a screen reader hears no second version of the same numbers.
 */
export function ProgressSummary({ progress, compact = false, className }: ProgressSummaryProps) {
  const m = useUiMessages('siyumBoard', siyumBoardMessages);
  const { tag } = useUiLocale();
  const count = (n: number) => formatCount(n, tag);
  const percent = percentLearned(progress);
  const parts = [
    {
      segment: 'completed',
      text: format(m.progressLearned, { completed: count(progress.completed), total: count(progress.total) }),
    },
    { segment: 'claimed', text: format(m.progressClaimed, { claimed: count(progress.claimed) }) },
    { segment: 'open', text: format(m.progressOpen, { open: count(progress.open) }) },
  ] as const;

  return (
    <div className={cx('siyum-progress', className)} data-compact={compact ? '' : undefined}>
      <p className="siyum-progress__percent">{format(m.progressPercent, { percent: count(percent) })}</p>
      <div className="siyum-progress__bar" aria-hidden="true">
        {SEGMENTS.map((segment) =>
          progress[segment] > 0 ? (
            <span
              key={segment}
              className="siyum-progress__segment"
              data-segment={segment}
              // Proportional widths from the counts; the open rest is the bar's own background.
              style={{ flexGrow: progress[segment], flexBasis: 0 }}
            />
          ) : null,
        )}
        {progress.open > 0 || progress.total === 0 ? (
          <span
            className="siyum-progress__segment"
            data-segment="open"
            style={{ flexGrow: Math.max(progress.open, 1), flexBasis: 0 }}
          />
        ) : null}
      </div>
      {compact ? (
        <p className="siyum-progress__line">{parts.map((part) => part.text).join(m.separator)}</p>
      ) : (
        <ul className="siyum-progress__legend">
          {parts.map((part) => (
            <li key={part.segment} className="siyum-progress__item">
              <span className="siyum-progress__swatch" data-segment={part.segment} aria-hidden="true" />
              {part.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { finishLineMessages, format, type Progress } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { type ReactNode, useId } from 'react';
import { formatCount, plural } from '../board/board';
import { useReaderLocale } from '../shared/reader';
import { useReducedMotion } from './useReducedMotion';
import './FinishCelebration.css';

export interface FinishCelebrationProps {
  progress: Progress;
  /**
   * How many people learned a portion, for the summary line; `'pending'` while the board that says
   * so loads after the siyum (the line's place is held, so nothing moves when it comes); without
   * it, no summary line (the lobby screen).
   */
  learners?: number | 'pending' | undefined;
  /** What follows the words: the organizer's links. */
  children?: ReactNode;
  className?: string;
}

/** Five stars around the banner, each twinkling in its own time (decoration only). */
const STARS = [0, 1, 2, 3, 4] as const;

/**
 * The siyum page's banner once the last portion is learned: "The siyum is complete!", who finished
 * how much, a blessing. It rises in and its stars twinkle a few times, then rest; a reader who asked
 * for less motion gets the same banner standing still (`data-motion="reduced"`, and the CSS's own
 * `prefers-reduced-motion` rule).
 */
export function FinishCelebration({ progress, learners, children, className }: FinishCelebrationProps) {
  const m = useUiMessages('finishLine', finishLineMessages);
  const { tag } = useReaderLocale();
  const reduced = useReducedMotion();
  const headingId = useId();
  const count = (n: number, one: string, other: string) =>
    format(plural(n, one, other, tag), { count: formatCount(n, tag) });
  const summaryOf = (people: number) =>
    format(plural(people, m.celebrationSummaryOne, m.celebrationSummaryOther, tag), {
      learners: count(people, m.celebrationLearnersOne, m.celebrationLearnersOther),
      portions: count(progress.total, m.celebrationPortionsOne, m.celebrationPortionsOther),
    });
  return (
    <section
      className={cx('siyum-celebration', className)}
      aria-labelledby={headingId}
      data-motion={reduced ? 'reduced' : 'gentle'}
    >
      <span className="siyum-celebration__stars" aria-hidden="true">
        {STARS.map((star) => (
          <span key={star} className="siyum-celebration__star" data-star={star}>
            ✦
          </span>
        ))}
      </span>
      <h2 id={headingId} className="siyum-celebration__title">
        {m.celebrationTitle}
      </h2>
      {learners === 'pending' ? (
        // The board (and so the count) comes after the siyum: its line is held, unseen, so the page
        // below does not move when the words arrive (a layout shift Lighthouse counted on /s/{id}).
        <p className="siyum-celebration__summary" data-pending="" aria-hidden="true">
          {summaryOf(progress.total)}
        </p>
      ) : learners !== undefined && learners > 0 ? (
        <p className="siyum-celebration__summary">{summaryOf(learners)}</p>
      ) : null}
      <p className="siyum-celebration__blessing">{m.celebrationBlessing}</p>
      {children}
    </section>
  );
}

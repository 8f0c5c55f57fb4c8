import { format, siyumDashboardMessages } from '@siyum/domain';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../form/Button';
import { cx } from '../../internal/cx';
import { CheckIcon } from '../../internal/icons';
import { SegmentedFilter } from '../../internal/SegmentedFilter';
import { useControllableState } from '../../internal/useControllableState';
import { AppLink } from '../../shell/navLink';
import { isoDateIn } from '../community/cardText';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import type { PillTone } from '../shared/pill';
import { EmptyMessage } from './EmptyMessage';
import type { DueState } from './learnings';
import {
  dueState,
  dueText,
  groupLearnings,
  isOpenLearning,
  LEARNING_FILTERS,
  type LearningFilter,
  learningsCountText,
  type MyLearning,
  visibleLearnings,
} from './learnings';
import '../shared/shared.css';
import './dashboard.css';

const m = siyumDashboardMessages.learnings;
const EMPTY_IDS: ReadonlySet<number> = new Set();
const DUE_TONES: Record<DueState['kind'] | 'learned', PillTone> = {
  upcoming: undefined,
  today: 'accent',
  overdue: 'destructive',
  learned: 'success',
};
const FILTER_OPTIONS = LEARNING_FILTERS.map((value) => ({ value, label: m.filter[value] }));

export interface MyLearningsProps {
  /** My learnings (`portion.mine`), in the API's order: by siyum date, then the text's order. */
  learnings: readonly MyLearning[];
  /** "Mark learned" (`true`) and "Undo" (`false`). */
  onComplete: (portionId: number, completed: boolean) => void;
  /** The link of a siyum's title (its public page, e.g. `/s/12`). */
  hrefFor: (siyumId: number) => string;
  /** Client-side navigation for the links; without it they load the page. */
  onNavigate?: ((path: string) => void) | undefined;
  /** Where the empty state sends me to find a siyum (`/community`). */
  communityHref: string;
  /** Today as `YYYY-MM-DD` (stories and tests pin it); defaults to today where the reader is. */
  today?: string | undefined;
  /** Rows waiting for the server: their button shows a spinner and ignores clicks. */
  busyPortionIds?: ReadonlySet<number>;
  /**
   * The dashboard's short list: only the first `limit` open learnings, no filter, and a link to
   * the full list (`allHref`) when it holds more.
   */
  limit?: number | undefined;
  /** The full list (`/learnings`), linked under a limited list. */
  allHref?: string | undefined;
  /** The filter, when the app owns it (e.g. in the URL); otherwise the list keeps its own. */
  filter?: LearningFilter | undefined;
  /** The first filter of an uncontrolled list. */
  defaultFilter?: LearningFilter;
  onFilterChange?: ((filter: LearningFilter) => void) | undefined;
  /** Level of each siyum's heading: 2 on /learnings, 3 under the dashboard's "My learnings". */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * My learnings across siyumim, grouped by siyum: the siyum (a link) with its date and how soon my
 * portions are due, then each portion with one button — "Mark learned", or "Undo" once learned.
 * A row I act on stays where it is under "Open", so the Undo is right there; the count line says
 * what changed.
 */
export function MyLearnings({
  learnings,
  onComplete,
  hrefFor,
  onNavigate,
  communityHref,
  today,
  busyPortionIds = EMPTY_IDS,
  limit,
  allHref,
  filter: filterProp,
  defaultFilter = 'open',
  onFilterChange,
  headingLevel = 2,
  className,
}: MyLearningsProps) {
  const limited = limit !== undefined;
  const [chosenFilter, setFilter] = useControllableState<LearningFilter>({
    value: filterProp,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  // The dashboard's short list is always the open ones.
  const filter: LearningFilter = limited ? 'open' : chosenFilter;
  // Rows acted on since the filter was chosen stay in view.
  const [kept, setKept] = useState<ReadonlySet<number>>(EMPTY_IDS);
  const day = today ?? isoDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  const visible = useMemo(
    () => visibleLearnings(learnings, filter, kept, limit),
    [learnings, filter, kept, limit],
  );
  const groups = useMemo(() => groupLearnings(visible), [visible]);
  const siyumimWithOpen = useMemo(
    () => new Set(learnings.filter(isOpenLearning).map((l) => l.siyumId)),
    [learnings],
  );

  const chooseFilter = (next: LearningFilter) => {
    setKept(EMPTY_IDS);
    setFilter(next);
  };

  const toggle = useCallback(
    (learning: MyLearning) => {
      if (busyPortionIds.has(learning.portionId)) return;
      setKept((prev) => (prev.has(learning.portionId) ? prev : new Set(prev).add(learning.portionId)));
      onComplete(learning.portionId, isOpenLearning(learning));
    },
    [busyPortionIds, onComplete],
  );

  if (learnings.length === 0)
    return (
      <div className={cx('siyum-learnings', className)}>
        <EmptyMessage
          title={m.emptyTitle}
          hint={m.emptyHint}
          href={communityHref}
          link={m.browseCommunity}
          onNavigate={onNavigate}
        />
      </div>
    );

  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('siyum-learnings', className)}>
      <div className="siyum-learnings__toolbar siyum-toolbar">
        {limited ? null : (
          <SegmentedFilter
            legend={siyumDashboardMessages.filterLegend}
            options={FILTER_OPTIONS}
            value={filter}
            onChange={chooseFilter}
          />
        )}
        <p className="siyum-learnings__count" role="status">
          {learningsCountText(learnings, filter)}
        </p>
      </div>

      {groups.length === 0 ? (
        <EmptyMessage
          title={m.allDoneTitle}
          hint={m.allDoneHint}
          href={communityHref}
          link={m.browseCommunity}
          onNavigate={onNavigate}
        />
      ) : (
        <div className="siyum-learnings__groups">
          {groups.map((group) => {
            const due = siyumimWithOpen.has(group.siyumId) ? dueState(group.targetDate, day) : null;
            return (
              <div key={group.siyumId} className="siyum-learnings__group">
                <div className="siyum-learnings__siyum">
                  <Heading className="siyum-learnings__title siyum-card-title">
                    <AppLink
                      className="siyum-learnings__link siyum-card-title__link"
                      href={hrefFor(group.siyumId)}
                      onNavigate={onNavigate}
                      dir="auto"
                    >
                      {group.siyumTitle}
                    </AppLink>
                  </Heading>
                  <p className="siyum-learnings__date">
                    <DateWithHebrew date={group.targetDate} template={m.siyumOn} />
                    <span
                      className="siyum-learnings__badge siyum-pill"
                      data-due={due ? due.kind : 'learned'}
                      data-tone={DUE_TONES[due ? due.kind : 'learned']}
                    >
                      {due ? dueText(due) : m.allLearned}
                    </span>
                  </p>
                </div>
                <ul className="siyum-learnings__list">
                  {group.learnings.map((learning) => (
                    <LearningRow
                      key={learning.portionId}
                      learning={learning}
                      busy={busyPortionIds.has(learning.portionId)}
                      onToggle={toggle}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}

      {limited && allHref && visible.length < learnings.length ? (
        <p className="siyum-learnings__all">
          <AppLink className="siyum-dashboard__more-link" href={allHref} onNavigate={onNavigate}>
            {m.seeAll}
          </AppLink>
        </p>
      ) : null}
    </div>
  );
}

interface LearningRowProps {
  learning: MyLearning;
  busy: boolean;
  onToggle: (learning: MyLearning) => void;
}

function LearningRow({ learning, busy, onToggle }: LearningRowProps) {
  const open = isOpenLearning(learning);
  const names = { label: learning.labelEn, siyum: learning.siyumTitle };
  return (
    <li className="siyum-learnings__row" data-status={learning.status} data-portion-id={learning.portionId}>
      <p className="siyum-learnings__portion">
        <span className="siyum-learnings__label">{learning.labelEn}</span>
        {learning.labelHe ? (
          <span className="siyum-learnings__label-he" lang="he" dir="rtl">
            {learning.labelHe}
          </span>
        ) : null}
      </p>
      <div className="siyum-learnings__actions">
        {open ? null : (
          <span className="siyum-learnings__learned">
            {m.learned}
            <CheckIcon className="siyum-learnings__check" />
            <span className="siyum-learnings__dot" aria-hidden="true">
              {siyumDashboardMessages.separator.trim()}
            </span>
          </span>
        )}
        {/* One button that changes its words, so focus stays on it from "Mark learned" to "Undo". */}
        <Button
          size="sm"
          variant={open ? 'primary' : 'secondary'}
          aria-label={format(open ? m.markLearnedFor : m.undoFor, names)}
          busy={busy}
          onClick={() => onToggle(learning)}
        >
          {open ? m.markLearned : m.undo}
        </Button>
      </div>
    </li>
  );
}

import { siyumDashboardMessages } from '@siyum/domain';
import { cx, SegmentedFilter } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { AppLink } from '@siyum/ui/shell';
import { useMemo } from 'react';
import { EmptyMessage } from './EmptyMessage';
import {
  dueState,
  LEARNING_FILTERS,
  type LearningFilter,
  learningsCountText,
  type MyLearning,
} from './learnings';
import { MyLearningGroup } from './MyLearningGroup';
import { MyLearningRow } from './MyLearningRow';
import { useMyLearningsState } from './useMyLearningsState';
import '../shared/shared.css';
import './dashboard.css';

const EMPTY_IDS: ReadonlySet<number> = new Set();

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
 * what changed. The state lives in `useMyLearningsState`.
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
  filter,
  defaultFilter = 'open',
  onFilterChange,
  headingLevel = 2,
  className,
}: MyLearningsProps) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const m = dashboard.learnings;
  const filterOptions = useMemo(
    () => LEARNING_FILTERS.map((value) => ({ value, label: m.filter[value] })),
    [m],
  );
  const limited = limit !== undefined;
  const list = useMyLearningsState({
    learnings,
    onComplete,
    today,
    busyPortionIds,
    limit,
    filter,
    defaultFilter,
    onFilterChange,
  });

  // The empty states: I learn nothing yet, or the filter shows nothing. Both send me to find a siyum.
  const findASiyum = (title: string, hint: string) => (
    <EmptyMessage
      title={title}
      hint={hint}
      link={m.browseCommunity}
      href={communityHref}
      onNavigate={onNavigate}
    />
  );
  if (learnings.length === 0)
    return <div className={cx('siyum-learnings', className)}>{findASiyum(m.emptyTitle, m.emptyHint)}</div>;

  return (
    <div className={cx('siyum-learnings', className)}>
      <div className="siyum-learnings__toolbar siyum-toolbar">
        {limited ? null : (
          <SegmentedFilter
            legend={dashboard.filterLegend}
            options={filterOptions}
            value={list.filter}
            onChange={list.chooseFilter}
          />
        )}
        <p className="siyum-learnings__count" role="status">
          {learningsCountText(learnings, list.filter, m, dashboard)}
        </p>
      </div>

      {list.groups.length === 0 ? (
        findASiyum(m.allDoneTitle, m.allDoneHint)
      ) : (
        <div className="siyum-learnings__groups">
          {list.groups.map((group) => (
            <MyLearningGroup
              key={group.siyumId}
              group={group}
              due={list.hasOpen(group.siyumId) ? dueState(group.targetDate, list.day) : null}
              href={hrefFor(group.siyumId)}
              onNavigate={onNavigate}
              headingLevel={headingLevel}
            >
              {group.learnings.map((learning) => (
                <MyLearningRow
                  key={learning.portionId}
                  learning={learning}
                  busy={busyPortionIds.has(learning.portionId)}
                  onToggle={list.toggle}
                />
              ))}
            </MyLearningGroup>
          ))}
        </div>
      )}

      {limited && allHref && list.shownCount < learnings.length ? (
        <p className="siyum-learnings__all">
          <AppLink className="siyum-dashboard__more-link" href={allHref} onNavigate={onNavigate}>
            {m.seeAll}
          </AppLink>
        </p>
      ) : null}
    </div>
  );
}

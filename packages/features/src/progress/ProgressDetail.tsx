import { type Portion, type Siyum, siyumDashboardMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { cx, SegmentedFilter } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useId, useMemo } from 'react';
import { ProgressSummary } from '../board/ProgressSummary';
import { isoDateIn } from '../community/cardText';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import { ProgressPortionRow } from './ProgressPortionRow';
import {
  PROGRESS_FILTERS,
  PROGRESS_PAGE_SIZE,
  type ProgressFilter,
  pacing,
  pacingText,
  tableCountText,
} from './progress';
import { useProgressDetailState } from './useProgressDetailState';
import '../shared/shared.css';
import './ProgressDetail.css';

export interface ProgressDetailProps {
  /** The siyum: its progress counts, date and time zone. */
  siyum: Siyum;
  /** Every portion of the siyum with its learners (the board's data). */
  portions: readonly Portion[];
  /** Today as `YYYY-MM-DD` (stories and tests pin it); defaults to today in the siyum's time zone. */
  today?: string | undefined;
  /** The filter, when the app owns it (e.g. in the URL); otherwise the table keeps its own. */
  filter?: ProgressFilter | undefined;
  /** The first filter of an uncontrolled table. */
  defaultFilter?: ProgressFilter;
  onFilterChange?: ((filter: ProgressFilter) => void) | undefined;
  /** Rows drawn at first and added by each "Show more" (a text of 2,711 dafim stays light). */
  pageSize?: number;
  /** Level of the "Pace" and "Every portion" headings (the page's title is the level above). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The /progress/{id} page body: the progress summary, the pace the group needs to finish on time,
 * and every portion with where it stands — gaps first (open, then being learned, then learned),
 * filtered by status, drawn a page of rows at a time (`useProgressDetailState`).
 */
export function ProgressDetail({
  siyum,
  portions,
  today,
  filter,
  defaultFilter = 'all',
  onFilterChange,
  pageSize = PROGRESS_PAGE_SIZE,
  headingLevel = 2,
  className,
}: ProgressDetailProps) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const m = dashboard.progress;
  const filterOptions = useMemo(
    () => PROGRESS_FILTERS.map((value) => ({ value, label: m.filter[value] })),
    [m],
  );
  const paceId = useId();
  const tableId = useId();
  const Heading = `h${headingLevel}` as const;
  const day = today ?? isoDateIn(siyum.timeZone);
  const pace = pacing(siyum.progress, siyum.targetDate, day);
  const paceText = pacingText(pace, siyum.targetDate, dashboard);

  const table = useProgressDetailState({ portions, filter, defaultFilter, onFilterChange, pageSize });
  const { rows, shown } = table;

  return (
    <div className={cx('siyum-progress-detail', className)}>
      <ProgressSummary progress={siyum.progress} />

      <section className="siyum-progress-detail__section" aria-labelledby={paceId}>
        <Heading id={paceId} className="siyum-progress-detail__heading">
          {m.pacingTitle}
        </Heading>
        <p className="siyum-progress-detail__date">
          <DateWithHebrew date={siyum.targetDate} template={m.siyumOn} />
        </p>
        <div className="siyum-progress-detail__pacing" data-kind={pace.kind}>
          <p className="siyum-progress-detail__pacing-headline">{paceText.headline}</p>
          {paceText.detail ? <p className="siyum-progress-detail__pacing-detail">{paceText.detail}</p> : null}
        </div>
      </section>

      <section className="siyum-progress-detail__section" aria-labelledby={tableId}>
        <Heading id={tableId} className="siyum-progress-detail__heading">
          {m.portionsTitle}
        </Heading>
        <div className="siyum-progress-detail__toolbar siyum-toolbar">
          <SegmentedFilter
            legend={dashboard.filterLegend}
            options={filterOptions}
            value={table.filter}
            onChange={table.chooseFilter}
          />
          {/* Focusable by script only: where focus goes when "Show more" leaves. */}
          <p ref={table.countLine} className="siyum-progress-detail__count" role="status" tabIndex={-1}>
            {tableCountText(shown.length, rows.length, dashboard)}
          </p>
        </div>

        {rows.length === 0 ? (
          <p className="siyum-progress-detail__empty siyum-empty-note">{m.empty[table.filter]}</p>
        ) : (
          <table className="siyum-progress-detail__table">
            <caption className="siyum-visually-hidden">{m.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.columnPortion}</th>
                <th scope="col" className="siyum-progress-detail__group-column">
                  {m.columnGroup}
                </th>
                <th scope="col">{m.columnStatus}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((portion) => (
                <ProgressPortionRow key={portion.id} portion={portion} />
              ))}
            </tbody>
          </table>
        )}

        {shown.length < rows.length ? (
          <div className="siyum-progress-detail__more">
            <Button variant="secondary" onClick={table.showMore}>
              {m.showMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

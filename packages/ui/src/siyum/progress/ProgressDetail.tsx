import { type Portion, type Siyum, siyumDashboardMessages } from '@siyum/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../form/Button';
import { cx } from '../../internal/cx';
import { SegmentedFilter } from '../../internal/SegmentedFilter';
import { useControllableState } from '../../internal/useControllableState';
import { ProgressSummary } from '../board/ProgressSummary';
import { isoDateIn } from '../community/cardText';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import {
  gapsFirst,
  matchesProgressFilter,
  PROGRESS_FILTERS,
  PROGRESS_PAGE_SIZE,
  type ProgressFilter,
  pacing,
  pacingText,
  portionStatus,
  portionStatusText,
  tableCountText,
} from './progress';
import '../shared/shared.css';
import './ProgressDetail.css';

const m = siyumDashboardMessages.progress;
const FILTER_OPTIONS = PROGRESS_FILTERS.map((value) => ({ value, label: m.filter[value] }));

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
 * filtered by status, drawn a page of rows at a time.
 */
export function ProgressDetail({
  siyum,
  portions,
  today,
  filter: filterProp,
  defaultFilter = 'all',
  onFilterChange,
  pageSize = PROGRESS_PAGE_SIZE,
  headingLevel = 2,
  className,
}: ProgressDetailProps) {
  const paceId = useId();
  const tableId = useId();
  const Heading = `h${headingLevel}` as const;
  const day = today ?? isoDateIn(siyum.timeZone);
  const pace = pacing(siyum.progress, siyum.targetDate, day);
  const paceText = pacingText(pace, siyum.targetDate);

  const [filter, setFilter] = useControllableState<ProgressFilter>({
    value: filterProp,
    defaultValue: defaultFilter,
    onChange: onFilterChange,
  });
  const [shownCount, setShownCount] = useState(pageSize);
  const ordered = useMemo(() => gapsFirst(portions), [portions]);
  const rows = useMemo(
    () => (filter === 'all' ? ordered : ordered.filter((p) => matchesProgressFilter(p, filter))),
    [ordered, filter],
  );
  const shown = rows.slice(0, shownCount);

  // "Show more" goes away with the last page; focus then moves to the count line, not the page top.
  const countLine = useRef<HTMLParagraphElement>(null);
  const [focusCount, setFocusCount] = useState(false);
  useEffect(() => {
    if (!focusCount) return;
    setFocusCount(false);
    countLine.current?.focus();
  }, [focusCount]);

  const chooseFilter = (next: ProgressFilter) => {
    setShownCount(pageSize);
    setFilter(next);
  };

  const showMore = () => {
    const next = shownCount + pageSize;
    setShownCount(next);
    if (next >= rows.length) setFocusCount(true);
  };

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
            legend={siyumDashboardMessages.filterLegend}
            options={FILTER_OPTIONS}
            value={filter}
            onChange={chooseFilter}
          />
          {/* Focusable by script only: where focus goes when "Show more" leaves. */}
          <p ref={countLine} className="siyum-progress-detail__count" role="status" tabIndex={-1}>
            {tableCountText(shown.length, rows.length)}
          </p>
        </div>

        {rows.length === 0 ? (
          <p className="siyum-progress-detail__empty siyum-empty-note">{m.empty[filter]}</p>
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
                <PortionRow key={portion.id} portion={portion} />
              ))}
            </tbody>
          </table>
        )}

        {shown.length < rows.length ? (
          <div className="siyum-progress-detail__more">
            <Button variant="secondary" onClick={showMore}>
              {m.showMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function PortionRow({ portion }: { portion: Portion }) {
  const status = portionStatus(portion);
  return (
    <tr className="siyum-progress-detail__row" data-status={status} data-portion-id={portion.id}>
      <th scope="row" className="siyum-progress-detail__portion">
        <span className="siyum-progress-detail__label">{portion.labelEn}</span>
        {portion.labelHe ? (
          <span className="siyum-progress-detail__label-he" lang="he" dir="rtl">
            {portion.labelHe}
          </span>
        ) : null}
        {/* A narrow table has no "Part" column: the group goes under the label instead. */}
        <span className="siyum-progress-detail__group-inline">{portion.groupEn}</span>
      </th>
      <td className="siyum-progress-detail__group-column">{portion.groupEn}</td>
      <td className="siyum-progress-detail__status">
        <span className="siyum-progress-detail__dot" data-status={status} aria-hidden="true" />
        {portionStatusText(portion)}
      </td>
    </tr>
  );
}

import { type ClaimPolicy, format, siyumBoardMessages as m, type Portion } from '@siyum/domain';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../form/Button';
import { cx } from '../../internal/cx';
import { CheckIcon, ChevronIcon } from '../../internal/icons';
import { SegmentedFilter } from '../../internal/SegmentedFilter';
import { useViewerId } from '../../session';
import {
  defaultOpenGroup,
  formatCount,
  formatNames,
  groupPortions,
  matchesFilter,
  otherLearners,
  PORTION_FILTERS,
  type PortionFilter,
  type PortionGroup,
  plural,
  type ViewerState,
  viewerStateOf,
} from './board';
import '../shared/shared.css';
import './PortionBoard.css';

/** A message the app shows on one row, e.g. the server's answer that someone else took the portion. */
export interface PortionNotice {
  portionId: number;
  message: string;
}

export interface PortionBoardProps {
  /** Every portion of the siyum, in the text's order (`siyum.portions`). */
  portions: readonly Portion[];
  /**
   * The signed-in user's id; `null` for a visitor (who sees no "Mine" filter). Unless given, the
   * nearest `ViewerProvider`'s user.
   */
  viewerId?: number | null;
  /** `multiple` lets the viewer sign up for a portion others already learn. */
  claimPolicy: ClaimPolicy;
  /** "Sign up": a visitor's click arrives here too, for the app to ask them to log in. */
  onSignUp: (portionId: number) => void;
  /** "Release": gives up one of the viewer's portions. */
  onRelease: (portionId: number) => void;
  /** "Mark learned" (`true`) and "Undo" (`false`) on the viewer's portions. */
  onComplete: (portionId: number, completed: boolean) => void;
  /** Rows waiting for the server: their button shows a spinner and ignores clicks. */
  busyPortionIds?: ReadonlySet<number>;
  /** A polite message shown on one row (and announced); the row stays visible under any filter. */
  notice?: PortionNotice;
  className?: string;
}

type PortionAction = 'signUp' | 'complete' | 'uncomplete' | 'release';

const FILTER_LABELS: Record<PortionFilter, string> = {
  all: m.filterAll,
  open: m.filterOpen,
  mine: m.filterMine,
};

const FILTER_OPTIONS = PORTION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
// A visitor has no portions of their own: no "Mine".
const VISITOR_FILTER_OPTIONS = FILTER_OPTIONS.filter((option) => option.value !== 'mine');

const EMPTY_IDS: ReadonlySet<number> = new Set();
const EMPTY_TEXT: Record<PortionFilter, string> = { all: m.emptyAll, open: m.emptyOpen, mine: m.emptyMine };

interface Totals {
  all: number;
  open: number;
  mine: number;
  mineCompleted: number;
}

function countText(filter: PortionFilter, totals: Totals): string {
  if (filter === 'open')
    return format(plural(totals.open, m.countOpenOne, m.countOpenOther), { shown: formatCount(totals.open) });
  if (filter === 'mine')
    return format(plural(totals.mine, m.countMineOne, m.countMineOther), {
      shown: formatCount(totals.mine),
      completed: formatCount(totals.mineCompleted),
    });
  return format(plural(totals.all, m.countAllOne, m.countAllOther), {
    shown: formatCount(totals.all),
    open: formatCount(totals.open),
  });
}

/**
 * The portion board of one siyum: a filter (All / Open / Mine), then the portions in collapsible
 * groups (seder, tractate, book). Only open groups render their rows, so a board of 2,711 dafim
 * draws its 37 group headings and one tractate. Controlled: the app owns the portions and the
 * calls; the board keeps only what the viewer is looking at (filter, open groups).
 */
export function PortionBoard({
  portions,
  viewerId: viewerIdProp,
  claimPolicy,
  onSignUp,
  onRelease,
  onComplete,
  busyPortionIds = EMPTY_IDS,
  notice,
  className,
}: PortionBoardProps) {
  const viewerId = useViewerId(viewerIdProp);
  const [chosenFilter, setChosenFilter] = useState<PortionFilter>('all');
  // A visitor has no portions: "Mine" is not offered, and a viewer who signs out falls back to All.
  const filter: PortionFilter = viewerId === null && chosenFilter === 'mine' ? 'all' : chosenFilter;
  const filterOptions = viewerId === null ? VISITOR_FILTER_OPTIONS : FILTER_OPTIONS;

  const groups = useMemo(() => groupPortions(portions, viewerId), [portions, viewerId]);
  const totals = useMemo<Totals>(() => {
    const result: Totals = { all: portions.length, open: 0, mine: 0, mineCompleted: 0 };
    for (const group of groups) {
      result.open += group.open;
      result.mine += group.mine;
    }
    for (const portion of portions)
      if (portion.learners.some((l) => l.userId === viewerId && l.status === 'completed'))
        result.mineCompleted++;
    return result;
  }, [groups, portions, viewerId]);

  // null until the viewer opens or closes a group (or acts): until then the board shows the first
  // group with an open portion, following the data as it arrives.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string> | null>(null);
  const fallbackOpen = defaultOpenGroup(groups);
  const currentOpen = (): ReadonlySet<string> => openGroups ?? new Set(fallbackOpen ? [fallbackOpen] : []);
  const isGroupOpen = (key: string) => (openGroups ? openGroups.has(key) : key === fallbackOpen);

  // Rows the viewer acted on since choosing the filter stay in view, so a row does not vanish
  // under the pointer (signing up under "Open", releasing under "Mine").
  const [kept, setKept] = useState<ReadonlySet<number>>(EMPTY_IDS);
  // Which button of a row was pressed, so the spinner shows on that one while the row is busy.
  const [pressed, setPressed] = useState<ReadonlyMap<number, PortionAction>>(new Map());
  const [announcement, setAnnouncement] = useState('');

  const noticeId = notice?.portionId;
  const visibleGroups = useMemo(() => {
    const shown: { group: PortionGroup; rows: Portion[] }[] = [];
    for (const group of groups) {
      const rows =
        filter === 'all'
          ? group.portions
          : group.portions.filter(
              (p) => matchesFilter(p, filter, viewerId) || kept.has(p.id) || p.id === noticeId,
            );
      if (rows.length > 0) shown.push({ group, rows });
    }
    return shown;
  }, [groups, filter, viewerId, kept, noticeId]);

  function chooseFilter(next: PortionFilter) {
    setChosenFilter(next);
    setKept(EMPTY_IDS);
    const withRows = groups.filter((g) => g.portions.some((p) => matchesFilter(p, next, viewerId)));
    const open = new Set(currentOpen());
    // "Mine" is short: open every group that holds one of the viewer's portions.
    if (next === 'mine') for (const group of withRows) open.add(group.key);
    else if (!withRows.some((g) => open.has(g.key))) {
      const first = defaultOpenGroup(withRows);
      if (first) open.add(first);
    }
    setOpenGroups(open);
    setAnnouncement(countText(next, totals));
  }

  function toggleGroup(key: string, open: boolean) {
    if (open === isGroupOpen(key)) return;
    const next = new Set(currentOpen());
    if (open) next.add(key);
    else next.delete(key);
    setOpenGroups(next);
  }

  // The rows get stable callbacks (they are memoised); these read the latest props through a ref.
  const latest = useRef({ onSignUp, onRelease, onComplete, busyPortionIds, fallbackOpen, portions });
  useLayoutEffect(() => {
    latest.current = { onSignUp, onRelease, onComplete, busyPortionIds, fallbackOpen, portions };
  });

  const act = useCallback((portionId: number, action: PortionAction) => {
    const current = latest.current;
    if (current.busyPortionIds.has(portionId)) return;
    setKept((prev) => (prev.has(portionId) ? prev : new Set(prev).add(portionId)));
    // From now on the open groups are the viewer's: data changing under them must not fold one.
    setOpenGroups((prev) => prev ?? new Set(current.fallbackOpen ? [current.fallbackOpen] : []));
    setPressed((prev) => new Map(prev).set(portionId, action));
    if (action === 'signUp') current.onSignUp(portionId);
    else if (action === 'release') current.onRelease(portionId);
    else current.onComplete(portionId, action === 'complete');
  }, []);

  // A row's buttons change with its state ("Release" goes away). When the focused button is gone,
  // focus moves to the same row's first button, or to the count line if the row left the view,
  // rather than falling to the top of the page.
  const focusedRow = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const trackFocus = useCallback((portionId: number | null) => {
    focusedRow.current = portionId;
  }, []);
  useLayoutEffect(() => {
    const portionId = focusedRow.current;
    if (portionId === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    focusedRow.current = null;
    const row = root.current?.querySelector(`[data-portion-id="${portionId}"]`);
    const target = row?.querySelector<HTMLButtonElement>('button') ?? countLine.current;
    target?.focus();
  });

  // A notice opens its row's group and is announced with the portion's name.
  const noticeMessage = notice?.message;
  useEffect(() => {
    if (noticeId === undefined || !noticeMessage) return;
    const { portions: all, fallbackOpen: fallback } = latest.current;
    const portion = all.find((p) => p.id === noticeId);
    if (!portion) return;
    setOpenGroups((prev) => {
      const base = prev ?? new Set(fallback ? [fallback] : []);
      return base.has(portion.groupEn) ? base : new Set(base).add(portion.groupEn);
    });
    setAnnouncement(format(m.noticeFor, { label: portion.labelEn, message: noticeMessage }));
  }, [noticeId, noticeMessage]);

  return (
    <div ref={root} className={cx('siyum-board', className)}>
      <div className="siyum-board__toolbar siyum-toolbar">
        <SegmentedFilter
          variant="compact"
          legend={m.filterLegend}
          options={filterOptions}
          value={filter}
          onChange={chooseFilter}
        />
        {/* Focusable by script only: where focus goes when the row it was on leaves the view. */}
        <p ref={countLine} className="siyum-board__count" tabIndex={-1}>
          {countText(filter, totals)}
        </p>
        {/* Always rendered, so screen readers already watch it when the first message arrives. */}
        <p role="status" className="siyum-visually-hidden">
          {announcement}
        </p>
      </div>
      {/* A visitor's "Sign up" asks them to log in first: say so before they choose. */}
      {viewerId === null ? <p className="siyum-board__hint">{m.visitorHint}</p> : null}

      {visibleGroups.length === 0 ? (
        <p className="siyum-board__empty siyum-empty-note">{EMPTY_TEXT[filter]}</p>
      ) : (
        <div className="siyum-board__groups">
          {visibleGroups.map(({ group, rows }) => {
            const open = isGroupOpen(group.key);
            return (
              <details
                key={group.key}
                className="siyum-board__group"
                open={open}
                onToggle={(event) => toggleGroup(group.key, event.currentTarget.open)}
              >
                <summary className="siyum-board__summary">
                  <ChevronIcon className="siyum-board__chevron" />
                  <span className="siyum-board__group-names">
                    <span className="siyum-board__group-name">{group.en}</span>
                    {group.he ? (
                      <span className="siyum-board__group-he" lang="he" dir="rtl">
                        {group.he}
                      </span>
                    ) : null}
                  </span>
                  <span className="siyum-board__group-count">
                    {format(m.groupOpen, {
                      open: formatCount(group.open),
                      total: formatCount(group.portions.length),
                    })}
                    {group.mine > 0
                      ? m.separator + format(m.groupMine, { count: formatCount(group.mine) })
                      : null}
                  </span>
                </summary>
                {/* Rows exist only while the group is open: a long text stays light. */}
                {open ? (
                  <ul className="siyum-board__list">
                    {rows.map((portion) => (
                      <PortionRow
                        key={portion.id}
                        portion={portion}
                        viewerId={viewerId}
                        claimPolicy={claimPolicy}
                        busy={busyPortionIds.has(portion.id)}
                        pressed={pressed.get(portion.id)}
                        notice={portion.id === noticeId ? noticeMessage : undefined}
                        onAction={act}
                        onFocusRow={trackFocus}
                      />
                    ))}
                  </ul>
                ) : null}
              </details>
            );
          })}
        </div>
      )}
    </div>
  );
}

interface RowButton {
  action: PortionAction;
  text: string;
  name: string;
  variant: 'primary' | 'secondary';
}

/** The row's buttons for the viewer: a first one in a fixed place (so focus stays on it as it changes), and "Release". */
function rowButtons(state: ViewerState, label: string): [RowButton | null, RowButton | null] {
  switch (state) {
    case 'open':
    case 'shared':
      return [
        { action: 'signUp', text: m.signUp, name: format(m.signUpFor, { label }), variant: 'primary' },
        null,
      ];
    case 'claimed':
      return [
        {
          action: 'complete',
          text: m.markLearned,
          name: format(m.markLearnedFor, { label }),
          variant: 'primary',
        },
        { action: 'release', text: m.release, name: format(m.releaseFor, { label }), variant: 'secondary' },
      ];
    case 'completed':
      return [
        { action: 'uncomplete', text: m.undo, name: format(m.undoFor, { label }), variant: 'secondary' },
        null,
      ];
    case 'taken':
      return [null, null];
  }
}

/** Who else learns the portion, in words: "Taken by Rivka L." or "Learning: … · Learned: …". */
function learnersText(state: ViewerState, portion: Portion, viewerId: number | null): string {
  const { learning, learned } = otherLearners(portion, viewerId);
  const parts: string[] = [];
  if (learning.length > 0)
    parts.push(format(state === 'taken' ? m.takenBy : m.learning, { names: formatNames(learning) }));
  if (learned.length > 0)
    parts.push(format(state === 'taken' ? m.learnedBy : m.learnedList, { names: formatNames(learned) }));
  return parts.join(m.separator);
}

interface PortionRowProps {
  portion: Portion;
  viewerId: number | null;
  claimPolicy: ClaimPolicy;
  busy: boolean;
  /** The button last pressed on this row, which shows the spinner while the row is busy. */
  pressed: PortionAction | undefined;
  notice: string | undefined;
  onAction: (portionId: number, action: PortionAction) => void;
  onFocusRow: (portionId: number | null) => void;
}

const PortionRow = memo(function PortionRow({
  portion,
  viewerId,
  claimPolicy,
  busy,
  pressed,
  notice,
  onAction,
  onFocusRow,
}: PortionRowProps) {
  const noticeId = useId();
  const state = viewerStateOf(portion, viewerId, claimPolicy);
  const buttons = rowButtons(state, portion.labelEn);
  const learners = learnersText(state, portion, viewerId);
  const spinning = busy
    ? (buttons.find((button) => button?.action === pressed) ?? buttons.find((button) => button !== null))
    : undefined;

  return (
    <li className="siyum-board__row" data-state={state} data-portion-id={portion.id}>
      <div className="siyum-board__main">
        <p className="siyum-board__title">
          <span className="siyum-board__label">{portion.labelEn}</span>
          {portion.labelHe ? (
            <span className="siyum-board__label-he" lang="he" dir="rtl">
              {portion.labelHe}
            </span>
          ) : null}
        </p>
        {state === 'claimed' ? <p className="siyum-board__status">{m.yoursClaimed}</p> : null}
        {state === 'completed' ? (
          <p className="siyum-board__status">
            {m.yoursLearned}
            <CheckIcon className="siyum-board__check" />
          </p>
        ) : null}
        {learners ? <p className="siyum-board__learners">{learners}</p> : null}
      </div>
      {buttons.some(Boolean) ? (
        <div className="siyum-board__actions">
          {buttons.map((button, index) =>
            button ? (
              <Button
                // By slot, not by action: "Sign up" turns into "Mark learned" on the same element.
                key={index === 0 ? 'first' : 'second'}
                size="sm"
                variant={button.variant}
                aria-label={button.name}
                aria-describedby={notice && index === 0 ? noticeId : undefined}
                busy={spinning === button}
                disabled={busy && spinning !== button}
                onClick={() => onAction(portion.id, button.action)}
                onFocus={() => onFocusRow(portion.id)}
                onBlur={() => onFocusRow(null)}
              >
                {button.text}
              </Button>
            ) : null,
          )}
        </div>
      ) : null}
      {notice ? (
        <p id={noticeId} className="siyum-board__notice">
          {notice}
        </p>
      ) : null}
    </li>
  );
});

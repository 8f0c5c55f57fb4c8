import type { ClaimPolicy, Portion } from '@siyum/domain';
import { cx, SegmentedFilter } from '@siyum/ui/kit';
import { useViewerId } from '@siyum/ui/session';
import { useMemo } from 'react';
import { useFocusRescue } from '../shared/useFocusRescue';
import { BoardGroup } from './BoardGroup';
import type { PortionNotice } from './boardState';
import { countText, emptyText, filterOptions } from './boardText';
import { PortionRow } from './PortionRow';
import { usePortionBoardState } from './usePortionBoardState';
import '../shared/shared.css';
import './PortionBoard.css';

export type { PortionNotice } from './boardState';

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

const EMPTY_IDS: ReadonlySet<number> = new Set();

/**
 * The portion board of one siyum: a filter (All / Open / Mine), then the portions in collapsible
 * groups (seder, tractate, book). Only open groups render their rows, so a board of 2,711 dafim
 * draws its 37 group headings and one tractate. Controlled: the app owns the portions and the
 * calls; the board keeps only what the viewer is looking at (`usePortionBoardState`).
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
  const board = usePortionBoardState({
    portions,
    viewerId,
    onSignUp,
    onRelease,
    onComplete,
    busyPortionIds,
    notice,
  });
  const m = board.messages;
  const visitor = viewerId === null;
  const options = useMemo(() => filterOptions(visitor, m), [visitor, m]);

  // A row's buttons change with its state ("Release" goes away). When the focused button is gone,
  // focus moves to the same row's first button, or to the count line if the row left the view.
  const focus = useFocusRescue<number>((portionId) => `[data-portion-id="${portionId}"]`, 'button');

  return (
    <div ref={focus.root} className={cx('siyum-board', className)}>
      <div className="siyum-board__toolbar siyum-toolbar">
        <SegmentedFilter
          variant="compact"
          legend={m.filterLegend}
          options={options}
          value={board.filter}
          onChange={board.chooseFilter}
        />
        {/* Focusable by script only: where focus goes when the row it was on leaves the view. */}
        <p ref={focus.countLine} className="siyum-board__count" tabIndex={-1}>
          {countText(board.filter, board.totals, m, board.tag)}
        </p>
        {/* Always rendered, so screen readers already watch it when the first message arrives. */}
        <p role="status" className="siyum-visually-hidden">
          {board.announcement}
        </p>
      </div>
      {/* A visitor's "Sign up" asks them to log in first: say so before they choose. */}
      {visitor ? <p className="siyum-board__hint">{m.visitorHint}</p> : null}

      {board.shown.length === 0 ? (
        <p className="siyum-board__empty siyum-empty-note">{emptyText(board.filter, m)}</p>
      ) : (
        <div className="siyum-board__groups">
          {board.shown.map(({ group, rows }) => (
            <BoardGroup
              key={group.key}
              group={group}
              open={board.isGroupOpen(group.key)}
              onToggle={board.toggleGroup}
            >
              {() =>
                rows.map((portion) => (
                  <PortionRow
                    key={portion.id}
                    portion={portion}
                    viewerId={viewerId}
                    claimPolicy={claimPolicy}
                    busy={busyPortionIds.has(portion.id)}
                    pressed={board.pressed.get(portion.id)}
                    notice={portion.id === board.noticeId ? board.noticeMessage : undefined}
                    onAction={board.act}
                    onFocusRow={focus.track}
                  />
                ))
              }
            </BoardGroup>
          ))}
        </div>
      )}
    </div>
  );
}

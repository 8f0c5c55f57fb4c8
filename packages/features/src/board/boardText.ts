/**
 * What the portion board says, as pure functions: the filter's names, the count line, a row's
 * buttons and who else learns its portion. The views (`PortionBoard`, `PortionRow`) draw these with
 * the strings of the nearest `UiMessagesProvider`; without them, the English catalogue's.
 */
import { format, type Portion, siyumBoardMessages } from '@siyum/domain';
import type { ReactNode } from 'react';
import { ENGLISH_READER, formatNodes, joinNodes, type ReaderLocale } from '../shared/reader';
import {
  type BoardMessages,
  formatCount,
  formatNames,
  otherLearners,
  PORTION_FILTERS,
  type PortionFilter,
  plural,
  type ViewerState,
} from './board';
import type { BoardTotals } from './boardState';

/** What a row's button does: its press reaches the app as `onSignUp`, `onComplete` or `onRelease`. */
export type PortionAction = 'signUp' | 'complete' | 'uncomplete' | 'release';

const filterLabel = (filter: PortionFilter, m: BoardMessages): string =>
  ({ all: m.filterAll, open: m.filterOpen, mine: m.filterMine })[filter];

/** The filter's choices; a visitor has no portions of their own: no "Mine". */
export function filterOptions(
  visitor: boolean,
  m: BoardMessages = siyumBoardMessages,
): { value: PortionFilter; label: string }[] {
  return PORTION_FILTERS.filter((value) => !visitor || value !== 'mine').map((value) => ({
    value,
    label: filterLabel(value, m),
  }));
}

/** What the board says when a filter shows nothing. */
export function emptyText(filter: PortionFilter, m: BoardMessages = siyumBoardMessages): string {
  return { all: m.emptyAll, open: m.emptyOpen, mine: m.emptyMine }[filter];
}

/** "63 portions · 12 open", "12 open portions", "You have 3 portions · 1 learned"; numbers in `tag`'s locale. */
export function countText(
  filter: PortionFilter,
  totals: BoardTotals,
  m: BoardMessages = siyumBoardMessages,
  tag = ENGLISH_READER.tag,
): string {
  const count = (n: number) => formatCount(n, tag);
  if (filter === 'open')
    return format(plural(totals.open, m.countOpenOne, m.countOpenOther, tag), { shown: count(totals.open) });
  if (filter === 'mine')
    return format(plural(totals.mine, m.countMineOne, m.countMineOther, tag), {
      shown: count(totals.mine),
      completed: count(totals.mineCompleted),
    });
  return format(plural(totals.all, m.countAllOne, m.countAllOther, tag), {
    shown: count(totals.all),
    open: count(totals.open),
  });
}

export interface RowButton {
  action: PortionAction;
  text: string;
  /** The accessible name, which says which portion. */
  name: string;
  variant: 'primary' | 'secondary';
}

/**
 * The row's buttons for the viewer: a first one in a fixed place (so focus stays on it as it
 * changes), and "Release". `label` is the portion's name in the reader's language (`localName`).
 */
export function rowButtons(
  state: ViewerState,
  label: string,
  m: BoardMessages = siyumBoardMessages,
): [RowButton | null, RowButton | null] {
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

/**
 * The button that shows the spinner on a busy row: the one last pressed, or the first one when
 * the app marked the row busy itself. None on a row that is not busy.
 */
export function spinningButton(
  buttons: readonly (RowButton | null)[],
  busy: boolean,
  pressed: PortionAction | undefined,
): RowButton | null | undefined {
  if (!busy) return undefined;
  return buttons.find((button) => button?.action === pressed) ?? buttons.find((button) => button !== null);
}

/**
 * Who else learns the portion, in words: "Taken by Rivka L." or "Learning: … · Learned: …"; the
 * names listed the reader's way and isolated on a right-to-left page (`reader`). For an English
 * reader, the plain string ('' when nobody else learns it).
 */
export function learnersText(
  state: ViewerState,
  portion: Portion,
  viewerId: number | null,
  m: BoardMessages = siyumBoardMessages,
  reader: ReaderLocale = ENGLISH_READER,
): ReactNode {
  const { learning, learned } = otherLearners(portion, viewerId);
  const parts: ReactNode[] = [];
  if (learning.length > 0)
    parts.push(
      formatNodes(state === 'taken' ? m.takenBy : m.learning, { names: formatNames(learning, m, reader) }),
    );
  if (learned.length > 0)
    parts.push(
      formatNodes(state === 'taken' ? m.learnedBy : m.learnedList, {
        names: formatNames(learned, m, reader),
      }),
    );
  return joinNodes(parts, m.separator);
}

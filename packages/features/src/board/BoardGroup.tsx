import { format, siyumBoardMessages } from '@siyum/domain';
import { ChevronIcon } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import type { ReactNode } from 'react';
import { NameWithHebrew } from '../shared/NameWithHebrew';
import { formatCount, type PortionGroup } from './board';

export interface BoardGroupProps {
  group: PortionGroup;
  open: boolean;
  onToggle: (key: string, open: boolean) => void;
  /** Draws the group's rows; called only while it is open, so a long text stays light. */
  children: () => ReactNode;
}

/** A collapsible group of the board (a seder, a tractate, a book): its names and counts, then its rows. */
export function BoardGroup({ group, open, onToggle, children }: BoardGroupProps) {
  const m = useUiMessages('siyumBoard', siyumBoardMessages);
  const { tag } = useUiLocale();
  return (
    <details
      className="siyum-board__group"
      open={open}
      onToggle={(event) => onToggle(group.key, event.currentTarget.open)}
    >
      <summary className="siyum-board__summary">
        <ChevronIcon className="siyum-board__chevron" />
        <span className="siyum-board__group-names">
          <NameWithHebrew
            en={group.en}
            he={group.he}
            enClassName="siyum-board__group-name"
            heClassName="siyum-board__group-he"
          />
        </span>
        <span className="siyum-board__group-count">
          {format(m.groupOpen, {
            open: formatCount(group.open, tag),
            total: formatCount(group.portions.length, tag),
          })}
          {group.mine > 0 ? m.separator + format(m.groupMine, { count: formatCount(group.mine, tag) }) : null}
        </span>
      </summary>
      {open ? <ul className="siyum-board__list">{children()}</ul> : null}
    </details>
  );
}

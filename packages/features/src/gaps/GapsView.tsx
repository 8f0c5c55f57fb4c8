import {
  daysLeft,
  format,
  type GapPortion,
  gapsMessages,
  groupOpenPortions,
  labelNames,
  localName,
  type OpenGroup,
  paceFor,
} from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { useId, useState } from 'react';
import { LocalName } from '../shared/NameWithHebrew';
import { countText, daysLeftText, openText, paceText } from './gapsText';
import '../shared/shared.css';
import './gaps.css';

/** Groups shown before "Show all": a Shas by daf has 40 tractates open, which would push the board away. */
const GROUPS_SHOWN = 6;

export interface GapsViewProps {
  /** The portions nobody learns yet, in the text's order (`openPortionsOf(board)`). */
  openPortions: readonly GapPortion[];
  /** The siyum's date, `YYYY-MM-DD`. */
  targetDate: string;
  /** Today in the siyum's time zone (`isoDateIn(siyum.timeZone)`). */
  today: string;
  className?: string;
}

/**
 * What is left to fill (issue 24): how many portions are still open and how many days remain, the
 * pace that finishes on time, and the open portions by seder, tractate or book — each group's
 * count at a glance, its portions listed when opened. Nothing when every portion is taken.
 */
export function GapsView({ openPortions, targetDate, today, className }: GapsViewProps) {
  const m = useUiMessages('gaps', gapsMessages);
  const { tag } = useUiLocale();
  const headingId = useId();
  const [allGroups, setAllGroups] = useState(false);
  if (openPortions.length === 0) return null;
  const days = daysLeft(targetDate, today);
  const pace = paceText(paceFor(openPortions.length, days), m, tag);
  const groups = groupOpenPortions(openPortions);
  const shown = allGroups ? groups : groups.slice(0, GROUPS_SHOWN);
  return (
    <section className={cx('siyum-gaps', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-gaps__heading">
        {m.heading}
      </h2>
      <p className="siyum-gaps__summary">
        {openText(openPortions.length, m, tag)}
        {' · '}
        {daysLeftText(days, m, tag)}
      </p>
      <p className="siyum-gaps__pace">{pace && format(m.paceNeeded, { pace })}</p>
      <ul className="siyum-gaps__groups" aria-label={m.groupsLabel}>
        {shown.map((group) => (
          <GapGroup key={group.key} group={group} />
        ))}
      </ul>
      {shown.length < groups.length && (
        <Button size="sm" variant="secondary" className="siyum-gaps__all" onClick={() => setAllGroups(true)}>
          {countText(groups.length, m.showAllGroups, m.showAllGroups, tag)}
        </Button>
      )}
    </section>
  );
}

/** One group: its name and open count; its portions drawn only once opened (a Shas board has thousands). */
function GapGroup({ group }: { group: OpenGroup }) {
  const m = useUiMessages('gaps', gapsMessages);
  const { tag, locale } = useUiLocale();
  const [open, setOpen] = useState(false);
  return (
    <li className="siyum-gaps__group">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="siyum-gaps__group-summary">
          <LocalName name={{ en: group.en, he: group.he }} />
          <span className="siyum-gaps__count">
            {countText(group.portions.length, m.groupOpenOne, m.groupOpenOther, tag)}
          </span>
        </summary>
        {open && (
          <ul className="siyum-gaps__portions">
            {group.portions.map((portion) => (
              <li key={portion.id}>{localName(labelNames(portion), locale)}</li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

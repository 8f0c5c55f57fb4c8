import { siyumDashboardMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import type { ReactNode } from 'react';
import { CardTitle } from '../shared/CardTitle';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import type { PillTone } from '../shared/pill';
import { type DueState, dueText, type LearningGroup } from './learnings';

const DUE_TONES: Record<DueState['kind'] | 'learned', PillTone> = {
  upcoming: undefined,
  today: 'accent',
  overdue: 'destructive',
  learned: 'success',
};

export interface MyLearningGroupProps {
  group: LearningGroup;
  /** How soon my portions of the siyum are due; null once I have learned them all. */
  due: DueState | null;
  href: string;
  onNavigate: ((path: string) => void) | undefined;
  headingLevel: 2 | 3 | 4;
  /** My portions of the siyum, as rows. */
  children: ReactNode;
}

/** One siyum in my learnings: its title (a link), its date with how soon it is due, then my portions. */
export function MyLearningGroup({
  group,
  due,
  href,
  onNavigate,
  headingLevel,
  children,
}: MyLearningGroupProps) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const m = dashboard.learnings;
  const badge = due ? due.kind : 'learned';
  return (
    <div className="siyum-learnings__group">
      <div className="siyum-learnings__siyum">
        <CardTitle level={headingLevel} block="siyum-learnings" href={href} onNavigate={onNavigate}>
          {group.siyumTitle}
        </CardTitle>
        <p className="siyum-learnings__date">
          <DateWithHebrew date={group.targetDate} template={m.siyumOn} />
          <span className="siyum-learnings__badge siyum-pill" data-due={badge} data-tone={DUE_TONES[badge]}>
            {due ? dueText(due, m, dashboard) : m.allLearned}
          </span>
        </p>
      </div>
      <ul className="siyum-learnings__list">{children}</ul>
    </div>
  );
}

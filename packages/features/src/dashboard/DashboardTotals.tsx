import { siyumDashboardMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { formatCount } from '../community/cardText';
import type { MyTotals } from './learnings';
import './dashboard.css';

export interface DashboardTotalsProps {
  /** My numbers, e.g. from `dashboardTotals(learnings, mine)`. */
  totals: MyTotals;
  className?: string;
}

const ITEMS = ['learned', 'inProgress', 'siyumim'] as const;

/**
 * My totals in three tiles: portions learned, portions in progress, siyumim I'm part of. A
 * description list, so each number is read with its name ("Portions learned: 12").
 */
export function DashboardTotals({ totals, className }: DashboardTotalsProps) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  return (
    <dl className={cx('siyum-totals', className)}>
      {ITEMS.map((key) => (
        <div key={key} className="siyum-totals__item" data-total={key}>
          <dt className="siyum-totals__label">{dashboard.totals[key]}</dt>
          <dd className="siyum-totals__value">{formatCount(totals[key], dashboard)}</dd>
        </div>
      ))}
    </dl>
  );
}

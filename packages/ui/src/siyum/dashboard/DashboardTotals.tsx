import { siyumDashboardMessages } from '@siyum/domain';
import { cx } from '../../internal/cx';
import { formatCount } from '../community/cardText';
import type { MyTotals } from './learnings';
import './dashboard.css';

const m = siyumDashboardMessages.totals;

export interface DashboardTotalsProps {
  /** My numbers, e.g. from `dashboardTotals(learnings, mine)`. */
  totals: MyTotals;
  className?: string;
}

const ITEMS = [
  { key: 'learned', label: m.learned },
  { key: 'inProgress', label: m.inProgress },
  { key: 'siyumim', label: m.siyumim },
] as const;

/**
 * My totals in three tiles: portions learned, portions in progress, siyumim I'm part of. A
 * description list, so each number is read with its name ("Portions learned: 12").
 */
export function DashboardTotals({ totals, className }: DashboardTotalsProps) {
  return (
    <dl className={cx('siyum-totals', className)}>
      {ITEMS.map((item) => (
        <div key={item.key} className="siyum-totals__item" data-total={item.key}>
          <dt className="siyum-totals__label">{item.label}</dt>
          <dd className="siyum-totals__value">{formatCount(totals[item.key])}</dd>
        </div>
      ))}
    </dl>
  );
}

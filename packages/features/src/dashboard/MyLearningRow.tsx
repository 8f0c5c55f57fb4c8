import { format, labelNames, localName, siyumDashboardMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { CheckIcon } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { PortionLabel } from '../shared/NameWithHebrew';
import { TextLink } from '../shared/TextLink';
import { isOpenLearning, type MyLearning } from './learnings';

export interface MyLearningRowProps {
  learning: MyLearning;
  busy: boolean;
  onToggle: (learning: MyLearning) => void;
}

/** One of my portions: its names, "Learned ✓" once learned, and its one button. */
export function MyLearningRow({ learning, busy, onToggle }: MyLearningRowProps) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const m = dashboard.learnings;
  const { locale } = useUiLocale();
  const open = isOpenLearning(learning);
  const names = { label: localName(labelNames(learning), locale), siyum: learning.siyumTitle };
  return (
    <li className="siyum-learnings__row" data-status={learning.status} data-portion-id={learning.portionId}>
      <p className="siyum-learnings__portion">
        <PortionLabel portion={learning} block="siyum-learnings" />
        <TextLink portion={learning} />
      </p>
      <div className="siyum-learnings__actions">
        {open ? null : (
          <span className="siyum-learnings__learned">
            {m.learned}
            <CheckIcon className="siyum-learnings__check" />
            <span className="siyum-learnings__dot" aria-hidden="true">
              {dashboard.separator.trim()}
            </span>
          </span>
        )}
        {/* One button that changes its words, so focus stays on it from "Mark learned" to "Undo". */}
        <Button
          size="sm"
          variant={open ? 'primary' : 'secondary'}
          aria-label={format(open ? m.markLearnedFor : m.undoFor, names)}
          busy={busy}
          onClick={() => onToggle(learning)}
        >
          {open ? m.markLearned : m.undo}
        </Button>
      </div>
    </li>
  );
}

import { groupNames, type Portion, siyumBoardMessages, siyumDashboardMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { LocalName, PortionLabel } from '../shared/NameWithHebrew';
import { useReaderLocale } from '../shared/reader';
import { portionStatus, portionStatusText } from './progress';

/** One portion of the progress table: its names and part, and where it stands with who learns it. */
export function ProgressPortionRow({ portion }: { portion: Portion }) {
  const dashboard = useUiMessages('siyumDashboard', siyumDashboardMessages);
  const board = useUiMessages('siyumBoard', siyumBoardMessages);
  const reader = useReaderLocale();
  const status = portionStatus(portion);
  const group = <LocalName name={groupNames(portion)} />;
  return (
    <tr className="siyum-progress-detail__row" data-status={status} data-portion-id={portion.id}>
      <th scope="row" className="siyum-progress-detail__portion">
        <PortionLabel portion={portion} block="siyum-progress-detail" />
        {/* A narrow table has no "Part" column: the group goes under the label instead. */}
        <span className="siyum-progress-detail__group-inline">{group}</span>
      </th>
      <td className="siyum-progress-detail__group-column">{group}</td>
      <td className="siyum-progress-detail__status">
        <span className="siyum-progress-detail__dot" data-status={status} aria-hidden="true" />
        {portionStatusText(portion, dashboard, board, reader)}
      </td>
    </tr>
  );
}

import { type ClaimPolicy, labelNames, localName, type Portion, siyumBoardMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { CheckIcon } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { memo, useId } from 'react';
import type { DataState } from '../shared/dataState';
import { PortionLabel } from '../shared/NameWithHebrew';
import { useReaderLocale } from '../shared/reader';
import { TextLink } from '../shared/TextLink';
import { viewerStateOf } from './board';
import { learnersText, type PortionAction, rowButtons, spinningButton } from './boardText';

export interface PortionRowProps {
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

/** One portion of the board: its names, where it stands for the viewer, who else learns it, its buttons. */
export const PortionRow = memo(function PortionRow({
  portion,
  viewerId,
  claimPolicy,
  busy,
  pressed,
  notice,
  onAction,
  onFocusRow,
}: PortionRowProps) {
  const m = useUiMessages('siyumBoard', siyumBoardMessages);
  const reader = useReaderLocale();
  const noticeId = useId();
  const state = viewerStateOf(portion, viewerId, claimPolicy);
  const buttons = rowButtons(state, localName(labelNames(portion), reader.locale), m);
  const learners = learnersText(state, portion, viewerId, m, reader);
  const spinning = spinningButton(buttons, busy, pressed);

  return (
    <li className="siyum-board__row" data-state={state satisfies DataState} data-portion-id={portion.id}>
      <div className="siyum-board__main">
        <p className="siyum-board__title">
          <PortionLabel portion={portion} block="siyum-board" />
          <TextLink portion={portion} />
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

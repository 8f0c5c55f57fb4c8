import { dateTimeFormat, format, pluralForm, type SentLearnerMessage } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useId, useMemo } from 'react';
import { useSiyumDateLocale } from '../shared/DateWithHebrew';
import { useReaderLocale } from '../shared/reader';
import {
  deliveryState,
  deliveryText,
  historyLineText,
  type LearnerMessageStrings,
} from './learnerMessageText';

export interface LearnerMessageHistoryProps {
  m: LearnerMessageStrings;
  /** Newest first. */
  history: readonly SentLearnerMessage[];
  /** The zone the times are shown in; the browser's unless given. */
  timeZone?: string | undefined;
  /** Sends a message's failed copies again; without it, no "send again" button. */
  onResend?: ((messageId: number) => void) | undefined;
  /** The message whose failed copies are being sent again. */
  resending?: number | null | undefined;
}

/** "Sent messages": each message's subject, when and by whom, and how its deliveries stand. */
export function LearnerMessageHistory({
  m,
  history,
  timeZone,
  onResend,
  resending = null,
}: LearnerMessageHistoryProps) {
  const headingId = useId();
  const reader = useReaderLocale();
  // Written like the siyum widgets' dates ("12 Mar 2030, 09:00" in English), in the reader's locale.
  const dateLocale = useSiyumDateLocale();
  const dates = useMemo(
    () => dateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [dateLocale, timeZone],
  );
  return (
    <section className="siyum-learner-message__history" aria-labelledby={headingId}>
      <h3 id={headingId} className="siyum-learner-message__history-heading">
        {m.history}
      </h3>
      {history.length === 0 ? (
        <p className="siyum-empty-note">{m.historyEmpty}</p>
      ) : (
        <ul className="siyum-learner-message__list">
          {history.map((message) => (
            <li key={message.id} className="siyum-learner-message__item">
              <strong className="siyum-learner-message__item-subject">{message.subject}</strong>
              <span className="siyum-learner-message__item-line">
                {historyLineText(m, message, dates, reader)}
              </span>
              <span
                className="siyum-learner-message__delivery"
                data-state={deliveryState(message)}
                data-failed={message.failed > 0 ? '' : undefined}
              >
                {deliveryText(m, message)}
              </span>
              {onResend && deliveryState(message) === 'done' && message.failed > 0 ? (
                <Button
                  variant="secondary"
                  className="siyum-learner-message__resend"
                  busy={resending === message.id}
                  busyLabel={m.resending}
                  onClick={() => onResend(message.id)}
                >
                  {format(pluralForm(message.failed, m.resendOne, m.resend, reader.tag), {
                    count: message.failed,
                  })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

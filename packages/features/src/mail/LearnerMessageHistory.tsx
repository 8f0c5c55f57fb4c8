import type { SentLearnerMessage } from '@siyum/domain';
import { useId, useMemo } from 'react';
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
}

/** "Sent messages": each message's subject, when and by whom, and how its deliveries stand. */
export function LearnerMessageHistory({ m, history, timeZone }: LearnerMessageHistoryProps) {
  const headingId = useId();
  const dates = useMemo(
    () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [timeZone],
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
              <span className="siyum-learner-message__item-line">{historyLineText(m, message, dates)}</span>
              <span
                className="siyum-learner-message__delivery"
                data-state={deliveryState(message)}
                data-failed={message.failed > 0 ? '' : undefined}
              >
                {deliveryText(m, message)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

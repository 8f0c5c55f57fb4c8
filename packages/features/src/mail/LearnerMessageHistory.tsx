import { dateTimeFormat, type SentLearnerMessage } from '@siyum/domain';
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
}

/** "Sent messages": each message's subject, when and by whom, and how its deliveries stand. */
export function LearnerMessageHistory({ m, history, timeZone }: LearnerMessageHistoryProps) {
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

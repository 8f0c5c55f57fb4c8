import { type MailTopic, mailPrefsMessages, unsubscribeMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { Spinner } from '@siyum/ui/spinner';
import { useEffect, useRef } from 'react';
import { formatNodes, useReaderLocale } from '../shared/reader';
import { TOPIC_STRINGS } from './topicLabels';
import './UnsubscribePanel.css';

/** What the /unsubscribe page knows: checking the link, a bad link, or one topic of one address. */
export type UnsubscribeState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | {
      status: 'confirm' | 'unsubscribed' | 'resubscribed';
      topic: MailTopic;
      /** Already masked (`maskedEmail`): the page never holds the whole address. */
      email: string;
      /** The request this state's button sent is on its way. */
      busy?: boolean;
      /** The request this state's button sent failed; the button is there to try again. */
      failed?: boolean;
    };

export interface UnsubscribePanelProps {
  state: UnsubscribeState;
  onUnsubscribe: () => void;
  onResubscribe: () => void;
  /** The signed-in email settings (/preferences). */
  settingsHref: string;
}

/**
 * The body of the page an email's unsubscribe link opens: one question and one button, then what
 * happened, a way to undo it, and the way to every email setting.
 */
export function UnsubscribePanel({
  state,
  onUnsubscribe,
  onResubscribe,
  settingsHref,
}: UnsubscribePanelProps) {
  const m = useUiMessages('unsubscribe', unsubscribeMessages);
  const topics = useUiMessages('mailPrefs', mailPrefsMessages);
  const { isolate } = useReaderLocale();
  const undoButton = useRef<HTMLButtonElement>(null);
  const sentenceRef = useRef<HTMLParagraphElement>(null);

  // The button just pressed goes away with the state it belonged to: focus follows to what replaced it.
  useEffect(() => {
    if (state.status === 'unsubscribed') undoButton.current?.focus();
    else if (state.status === 'resubscribed') sentenceRef.current?.focus();
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <div className="siyum-unsubscribe" aria-busy="true">
        <Spinner size={48} className="siyum-unsubscribe__spinner" />
      </div>
    );
  }

  const settingsLink = (
    <a className="siyum-unsubscribe__settings" href={settingsHref}>
      {m.allSettings}
    </a>
  );

  if (state.status === 'invalid') {
    return (
      <div className="siyum-unsubscribe">
        <p className="siyum-unsubscribe__text">{m.invalid}</p>
        {settingsLink}
      </div>
    );
  }

  // The address keeps its own direction inside a Hebrew sentence.
  const words = { topic: topics[TOPIC_STRINGS[state.topic].label], email: isolate(state.email) };
  const failure = state.failed ? (state.status === 'confirm' ? m.failed : m.resubscribeFailed) : undefined;
  const sentence =
    state.status === 'confirm'
      ? formatNodes(m.question, words)
      : state.status === 'unsubscribed'
        ? formatNodes(m.done, words)
        : formatNodes(m.resubscribed, words);

  return (
    <div className="siyum-unsubscribe" data-status={state.status}>
      {/* The question's paragraph turns into the outcome: one live region, so the change is announced. */}
      <p ref={sentenceRef} role="status" tabIndex={-1} className="siyum-unsubscribe__text">
        {sentence}
      </p>
      {state.status !== 'resubscribed' && (
        <div className="siyum-unsubscribe__actions">
          {state.status === 'confirm' ? (
            <Button busy={state.busy} busyLabel={m.working} onClick={onUnsubscribe}>
              {m.confirm}
            </Button>
          ) : (
            <Button ref={undoButton} variant="secondary" busy={state.busy} onClick={onResubscribe}>
              {m.undo}
            </Button>
          )}
          {failure && (
            <p role="alert" className="siyum-unsubscribe__failed">
              {failure}
            </p>
          )}
        </div>
      )}
      {state.status !== 'confirm' && settingsLink}
    </div>
  );
}

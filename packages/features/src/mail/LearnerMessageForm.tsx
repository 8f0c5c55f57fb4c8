import {
  LEARNER_MESSAGE_AUDIENCES,
  LEARNER_MESSAGE_BODY_MAX,
  LEARNER_MESSAGE_SUBJECT_MAX,
  type LearnerMessageAudience,
  type LearnerMessageDraft,
  learnerMessageMessages,
  type SentLearnerMessage,
} from '@siyum/domain';
import { Button, FormError, TextField } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { RadioGroup, type RadioOption, Textarea } from '@siyum/ui/primitives';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LearnerMessageHistory } from './LearnerMessageHistory';
import { LearnerMessagePreview } from './LearnerMessagePreview';
import { learnerMessageResolver } from './learnerMessageResolver';
import { learnerMessageStatus } from './learnerMessageText';
import '../shared/shared.css';
import './LearnerMessageForm.css';

export interface LearnerMessageFormProps {
  siyumTitle: string;
  /** Messages this siyum may still send today (LEARNER_MESSAGES_PER_DAY minus those sent in 24 h). */
  remainingToday: number;
  /** Earlier messages, newest first. */
  history: readonly SentLearnerMessage[];
  onSend: (draft: LearnerMessageDraft) => void;
  /** The send is on its way. */
  sending?: boolean;
  /**
   * The last send's answer: how many learners it went to (0 = nobody matched). The form clears
   * after a send with recipients.
   */
  sentTo?: number | null;
  /** The last send's failure sentence (the app has it from the API). */
  error?: string | undefined;
  /** The zone the history's times are shown in (the organizer's preference); the browser's unless given. */
  timeZone?: string | undefined;
  /** Sends a sent message's failed copies again (the history's button); absent → no button. */
  onResend?: ((messageId: number) => void) | undefined;
  /** The message whose failed copies are on their way again. */
  resending?: number | null | undefined;
  className?: string;
}

const EMPTY: LearnerMessageDraft = { subject: '', body: '', audience: 'all' };

/** Where focus goes after the next render: each move follows something the organizer did. */
type FocusTarget = 'preview' | 'subject' | 'status';

/**
 * The organizer's "write to all learners" form on the participants page (issue 22): subject,
 * message and audience, checked by the server's schema; a preview of the email; Send, off once the
 * day's messages are used; one status line for the outcome and what is left; then the messages
 * already sent with how their deliveries stand. Controlled: the app sends and passes the answer back.
 */
export function LearnerMessageForm({
  siyumTitle,
  remainingToday,
  history,
  onSend,
  sending = false,
  sentTo = null,
  error,
  timeZone,
  onResend,
  resending,
  className,
}: LearnerMessageFormProps) {
  const m = useUiMessages('learnerMessages', learnerMessageMessages);
  const { tag } = useUiLocale();
  const resolver = useMemo(() => learnerMessageResolver(m), [m]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    trigger,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LearnerMessageDraft, unknown, LearnerMessageDraft>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const [previewing, setPreviewing] = useState(false);
  const headingId = useId();
  const statusId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const limitReached = remainingToday <= 0;

  const audienceLabels: Record<LearnerMessageAudience, string> = { all: m.audienceAll, open: m.audienceOpen };
  const audienceOptions: readonly RadioOption<LearnerMessageAudience>[] = LEARNER_MESSAGE_AUDIENCES.map(
    (value) => ({ value, label: audienceLabels[value] }),
  );

  const focusNext = useRef<FocusTarget | null>(null);
  // Runs after every render: the element to focus exists (or is shown) only once it is committed.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'preview') previewHeadingRef.current?.focus();
    else if (target === 'status') statusRef.current?.focus();
    else setFocus('subject');
  });

  // A send with recipients landed: clear the form for the next one. "Landed" is a new count, or
  // the end of a send while a count is shown, so two sends reaching as many learners both clear.
  const lastAnswer = useRef({ sending, sentTo });
  useEffect(() => {
    const before = lastAnswer.current;
    lastAnswer.current = { sending, sentTo };
    const landed = sentTo !== before.sentTo || (before.sending && !sending);
    if (!landed || sentTo === null || sentTo <= 0 || error !== undefined) return;
    reset(EMPTY);
    setPreviewing(false);
    // Focus goes to the status line, not the subject: it says whom the message reached and how many
    // more may go today, which is what the organizer needs next (a second message at once is the
    // exception, at three a day), and the list below it now shows the message. It also keeps focus
    // from being lost when the preview's content leaves.
    focusNext.current = 'status';
  }, [sending, sentTo, error, reset]);

  const send = handleSubmit((draft) => {
    // The button is busy or off then; Enter in the subject must not send either.
    if (sending || limitReached) return;
    onSend(draft);
  });

  const openPreview = async () => {
    // An empty message has nothing to preview: the fields say what is missing, the first is focused.
    if (!(await trigger(undefined, { shouldFocus: true }))) return;
    focusNext.current = 'preview';
    setPreviewing(true);
  };

  const closePreview = () => {
    focusNext.current = 'subject';
    setPreviewing(false);
  };

  const draft = getValues();

  return (
    <section className={cx('siyum-learner-message', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="siyum-learner-message__heading">
        {m.heading}
      </h2>
      <p className="siyum-learner-message__intro">{m.intro}</p>
      <form
        className="siyum-learner-message__form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void send(event)}
      >
        {previewing && (
          <LearnerMessagePreview
            m={m}
            siyumTitle={siyumTitle}
            subject={draft.subject}
            body={draft.body}
            audienceLabel={audienceLabels[draft.audience]}
            headingRef={previewHeadingRef}
          />
        )}
        {/* Hidden, not removed, while previewing: what was typed stays, and Edit brings it back as it was. */}
        <div className="siyum-learner-message__fields" hidden={previewing}>
          <TextField
            label={m.subject}
            required
            autoComplete="off"
            maxLength={LEARNER_MESSAGE_SUBJECT_MAX}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <Textarea
            label={m.body}
            required
            rows={8}
            maxLength={LEARNER_MESSAGE_BODY_MAX}
            description={m.bodyDescription}
            error={errors.body?.message}
            {...register('body')}
          />
          <Controller
            control={control}
            name="audience"
            render={({ field }) => (
              <RadioGroup
                legend={m.audience}
                options={audienceOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        </div>
        <FormError>{error}</FormError>
        <div className="siyum-learner-message__actions">
          <Button variant="secondary" onClick={previewing ? closePreview : () => void openPreview()}>
            {previewing ? m.editAgain : m.preview}
          </Button>
          <Button
            type="submit"
            busy={sending}
            busyLabel={m.sending}
            disabled={limitReached}
            aria-describedby={limitReached ? statusId : undefined}
          >
            {m.send}
          </Button>
        </div>
        {/* Focusable by script only: where focus lands after a send cleared the form. */}
        <p
          id={statusId}
          ref={statusRef}
          role="status"
          tabIndex={-1}
          className="siyum-learner-message__status"
          data-outcome={sentTo === null ? undefined : sentTo > 0 ? 'sent' : 'nobody'}
        >
          {learnerMessageStatus(m, remainingToday, sentTo, tag)}
        </p>
      </form>
      <LearnerMessageHistory
        m={m}
        history={history}
        timeZone={timeZone}
        onResend={onResend}
        resending={resending}
      />
    </section>
  );
}

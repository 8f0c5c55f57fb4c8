import { format, learnerMessageParagraphs } from '@siyum/domain';
import { type Ref, useId } from 'react';
import type { LearnerMessageStrings } from './learnerMessageText';

export interface LearnerMessagePreviewProps {
  m: LearnerMessageStrings;
  siyumTitle: string;
  subject: string;
  body: string;
  /** The chosen audience, in words. */
  audienceLabel: string;
  /** The heading takes focus when the preview opens, so what follows is read next. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The email as a learner will read it: its subject line, who it goes to, and the paragraphs. */
export function LearnerMessagePreview({
  m,
  siyumTitle,
  subject,
  body,
  audienceLabel,
  headingRef,
}: LearnerMessagePreviewProps) {
  const headingId = useId();
  return (
    <section className="siyum-learner-message__preview" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="siyum-learner-message__preview-heading">
        {m.previewHeading}
      </h3>
      <dl className="siyum-learner-message__envelope">
        <dt>{m.subject}</dt>
        <dd className="siyum-learner-message__email-subject">
          {format(m.emailSubject, { subject: subject.trim(), title: siyumTitle })}
        </dd>
        <dt>{m.audience}</dt>
        <dd>{audienceLabel}</dd>
      </dl>
      <div className="siyum-learner-message__email-body">
        {learnerMessageParagraphs(body).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity; the list is drawn whole each time
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

import { learnerMessageParagraphs } from '@siyum/domain';
import { type Ref, useId } from 'react';
import { formatNodes, useReaderLocale } from '../shared/reader';
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
  const { isolate } = useReaderLocale();
  return (
    <section className="siyum-learner-message__preview" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="siyum-learner-message__preview-heading">
        {m.previewHeading}
      </h3>
      <dl className="siyum-learner-message__envelope">
        <dt>{m.subject}</dt>
        <dd className="siyum-learner-message__email-subject">
          {formatNodes(m.emailSubject, { subject: isolate(subject.trim()), title: isolate(siyumTitle) })}
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

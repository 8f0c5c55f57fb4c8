import { finishLineMessages, format, type Portion, type Siyum, siyumCommunityMessages } from '@siyum/domain';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useId } from 'react';
import { formatCount } from '../board/board';
import { dedicationLine } from '../community/cardText';
import { DateWithHebrew } from '../shared/DateWithHebrew';
import { formatNodes, useReaderLocale } from '../shared/reader';
import { certificateLearners, isComplete, portionNames, siyumTextLines } from './finishLine';
import './CompletionCertificate.css';

export interface CompletionCertificateProps {
  siyum: Pick<
    Siyum,
    | 'title'
    | 'dedicationKind'
    | 'dedicationNames'
    | 'corpus'
    | 'unit'
    | 'scope'
    | 'targetDate'
    | 'user'
    | 'progress'
  >;
  /** The board (`siyum.portions`): who learned which portion. */
  portions: readonly Portion[];
  className?: string;
}

/**
 * A siyum's completion page: the title and dedication, the text learned, the siyum's date in both
 * calendars, and every learner with the portions they finished. Made to be printed: its stylesheet's
 * print rules set it black on white and keep each learner's entry on one page. Before the last
 * portion is learned it says how far the siyum has come, and lists those who finished so far.
 */
export function CompletionCertificate({ siyum, portions, className }: CompletionCertificateProps) {
  const m = useUiMessages('finishLine', finishLineMessages);
  const community = useUiMessages('siyumCommunity', siyumCommunityMessages);
  const reader = useReaderLocale();
  const titleId = useId();
  const learnersId = useId();
  const learners = certificateLearners(portions);
  const dedication = dedicationLine(siyum.dedicationKind, siyum.dedicationNames, community);
  const { text, scope } = siyumTextLines(siyum, reader.locale, reader.tag, community);
  const count = (n: number) => formatCount(n, reader.tag);
  return (
    <article className={cx('siyum-certificate', className)} aria-labelledby={titleId}>
      <header className="siyum-certificate__head">
        <p className="siyum-certificate__kind">{m.certificateTitle}</p>
        <h1 id={titleId} className="siyum-certificate__title" dir="auto">
          {siyum.title}
        </h1>
        {dedication && (
          <p className="siyum-certificate__dedication" dir="auto">
            {dedication}
          </p>
        )}
      </header>
      <dl className="siyum-certificate__facts">
        <div>
          <dt>{m.certificateText}</dt>
          <dd>
            {text}
            {scope && <span className="siyum-certificate__scope">{scope}</span>}
          </dd>
        </div>
        <div>
          <dt>{m.certificateDate}</dt>
          <dd>
            <DateWithHebrew date={siyum.targetDate} />
          </dd>
        </div>
      </dl>
      {!isComplete(siyum.progress) && (
        <p className="siyum-certificate__under-way">
          {format(m.certificateUnderWay, {
            completed: count(siyum.progress.completed),
            total: count(siyum.progress.total),
          })}
        </p>
      )}
      <section className="siyum-certificate__learners" aria-labelledby={learnersId}>
        <h2 id={learnersId} className="siyum-certificate__heading">
          {m.certificateLearners}
        </h2>
        {learners.length === 0 ? (
          <p className="siyum-certificate__empty">{m.certificateNoLearners}</p>
        ) : (
          <ul className="siyum-certificate__list">
            {learners.map((learner) => (
              <li key={learner.userId} className="siyum-certificate__learner">
                <span className="siyum-certificate__name">{reader.isolate(learner.name)}</span>
                <span className="siyum-certificate__portions">
                  {portionNames(learner.portions, reader.locale, reader.tag)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="siyum-certificate__organizer">
        {formatNodes(m.certificateOrganizer, { name: reader.isolate(siyum.user.name) })}
      </p>
    </article>
  );
}

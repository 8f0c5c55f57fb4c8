import type { BilingualName } from '@siyum/domain';
import { Fragment } from 'react';
import type { OutgoingMail } from '../mailer';
import { framedMail, MailList } from './MailLayout';
import { type MailLanguage, mailWriter } from './parts';
import { pacingSentence } from './reminder';

/** One siyum in the summary: what is left of the learner's part and how long there is. */
export interface WeeklySiyum {
  title: string;
  targetDate: string;
  daysLeft: number;
  open: readonly BilingualName[];
}

export interface WeeklyDigestInput {
  to: string;
  firstName: string | null;
  siyumim: readonly WeeklySiyum[];
  /** Where they see all their portions (My Learnings). */
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
  /** The learner's language. */
  language: MailLanguage;
}

/** The learner's Sunday summary (issue 22): each siyum's open portions, its date and the pace. */
export function weeklyDigestMail(input: WeeklyDigestInput): OutgoingMail {
  const w = mailWriter(input.language);
  const { m } = w;
  const total = input.siyumim.reduce((sum, siyum) => sum + siyum.open.length, 0);
  const sections = input.siyumim.map((siyum) => ({
    heading: w.fill(m.weeklySiyum, {
      title: w.typed(siyum.title),
      date: w.date(siyum.targetDate),
      days: w.counted(siyum.daysLeft, m.reminderDaysOne, m.reminderDaysOther),
    }),
    open: siyum.open.map(w.name),
    pace: pacingSentence(siyum.open.length, siyum.daysLeft, w),
  }));
  const { text, html } = framedMail(
    w,
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      why: w.fill(m.weeklyWhy, { product: w.typed(input.productName) }),
      link: { line: m.weeklyLink, label: m.openLearnings },
    },
    {
      text: [
        m.weeklyIntro,
        '',
        ...sections.flatMap((section) => [
          section.heading.text,
          ...section.open.map((item) => `- ${item.text}`),
          section.pace,
          '',
        ]),
      ],
      html: (
        <>
          <p>{m.weeklyIntro}</p>
          {sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two siyumim may share a title; rendered once, in order
            <Fragment key={index}>
              <p>
                <strong>{section.heading.html}</strong>
              </p>
              <MailList items={section.open} />
              <p>{section.pace}</p>
            </Fragment>
          ))}
        </>
      ),
    },
  );
  return {
    to: input.to,
    subject: w.fill(m.weeklySubject, {
      portions: w.counted(total, m.reminderPortionsOne, m.reminderPortionsOther),
    }).text,
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}

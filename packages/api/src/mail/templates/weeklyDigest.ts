import { escapeHtml, format, longDate, mailMessages as m } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { counted, framedMail } from './parts';
import { pacingSentence } from './reminder';

/** One siyum in the summary: what is left of the learner's part and how long there is. */
export interface WeeklySiyum {
  title: string;
  targetDate: string;
  daysLeft: number;
  open: readonly string[];
}

export interface WeeklyDigestInput {
  to: string;
  firstName: string | null;
  siyumim: readonly WeeklySiyum[];
  /** Where they see all their portions (My Learnings). */
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/** The learner's Sunday summary (issue 22): each siyum's open portions, its date and the pace. */
export function weeklyDigestMail(input: WeeklyDigestInput): OutgoingMail {
  const total = input.siyumim.reduce((sum, siyum) => sum + siyum.open.length, 0);
  const sections = input.siyumim.map((siyum) => ({
    heading: format(m.weeklySiyum, {
      title: siyum.title,
      date: longDate(siyum.targetDate, m.locale),
      days: counted(siyum.daysLeft, m.reminderDaysOne, m.reminderDaysOther),
    }),
    open: siyum.open,
    pace: pacingSentence(siyum.open.length, siyum.daysLeft),
  }));
  const { text, html } = framedMail(
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      why: format(m.weeklyWhy, { product: input.productName }),
      link: { line: m.weeklyLink, label: m.openLearnings },
    },
    {
      text: [
        m.weeklyIntro,
        '',
        ...sections.flatMap((section) => [
          section.heading,
          ...section.open.map((item) => `- ${item}`),
          section.pace,
          '',
        ]),
      ],
      html: [
        `<p>${escapeHtml(m.weeklyIntro)}</p>`,
        ...sections.map(
          (section) =>
            `<p><strong>${escapeHtml(section.heading)}</strong></p>\n<ul>${section.open.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>\n<p>${escapeHtml(section.pace)}</p>`,
        ),
      ].join('\n'),
    },
  );
  return {
    to: input.to,
    subject: format(m.weeklySubject, {
      portions: counted(total, m.reminderPortionsOne, m.reminderPortionsOther),
    }),
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}

import {
  type DedicationKind,
  dedicationText,
  escapeHtml,
  format,
  mailMessages as m,
  siyumIcs,
} from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { datePhrase, framedMail } from './parts';

export interface ClaimConfirmationInput {
  to: string;
  firstName: string | null;
  siyum: {
    id: number;
    title: string;
    dedicationKind: DedicationKind;
    dedicationNames: string;
    targetDate: string;
  };
  /** The learner's portions in this siyum, as the board names them (e.g. "Berakhot 3"). */
  portions: readonly string[];
  /** The siyum page's absolute URL. */
  url: string;
  /** The unsubscribe page (the footer's link) and the one-click URL (the List-Unsubscribe header). */
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/**
 * "You are learning for …": what a learner receives after signing up for portions (issue 22) — the
 * portions, the siyum with its dedication, the date in both calendars, the link back, and the date
 * as a calendar file. Text and HTML say the same.
 */
export function claimConfirmationMail(input: ClaimConfirmationInput): OutgoingMail {
  const dedication = dedicationText(input.siyum.dedicationKind, input.siyum.dedicationNames);
  const when = datePhrase(m.claimConfirmationDate, {}, input.siyum.targetDate);
  const { text, html } = framedMail(
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [
        m.claimConfirmationIntro,
        ...input.portions.map((portion) => `- ${portion}`),
        '',
        `“${input.siyum.title}”${dedication ? ` — ${dedication}` : ''}`,
        when.text,
        m.claimConfirmationCalendar,
      ],
      html: `<p>${escapeHtml(m.claimConfirmationIntro)}</p>
<ul>${input.portions.map((portion) => `<li>${escapeHtml(portion)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(input.siyum.title)}</strong>${dedication ? `<br>${escapeHtml(dedication)}` : ''}</p>
<p>${when.html}<br>${escapeHtml(m.claimConfirmationCalendar)}</p>`,
    },
  );
  return {
    to: input.to,
    subject: format(m.claimConfirmationSubject, { title: input.siyum.title }),
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
    attachments: [
      {
        filename: 'siyum.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: siyumIcs({
          uid: `siyum-${input.siyum.id}@${new URL(input.url).host}`,
          title: input.siyum.title,
          date: input.siyum.targetDate,
          url: input.url,
          ...(dedication ? { description: dedication } : {}),
        }),
      },
    ],
  };
}

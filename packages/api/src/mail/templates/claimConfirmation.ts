import {
  type DedicationKind,
  dedicationText,
  escapeHtml,
  format,
  hebrewDate,
  longDate,
  mailMessages as m,
  siyumIcs,
} from '@siyum/domain';
import type { OutgoingMail } from '../mailer';

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
  productName: string;
}

/**
 * "You are learning for …": what a learner receives after signing up for portions (issue 22) — the
 * portions, the siyum with its dedication, the date in both calendars, the link back, and the date
 * as a calendar file. Text and HTML say the same; the HTML is plain, so it reads in any client and
 * in dark mode.
 */
export function claimConfirmationMail(input: ClaimConfirmationInput): OutgoingMail {
  const date = longDate(input.siyum.targetDate, m.locale);
  const greeting = input.firstName ? format(m.greeting, { name: input.firstName }) : m.greetingNoName;
  const dedication = dedicationText(input.siyum.dedicationKind, input.siyum.dedicationNames);
  const hebrew = hebrewDate(input.siyum.targetDate, 'he');
  // The Hebrew date is isolated from the English around it, so its brackets and order stay right.
  const when = format(m.claimConfirmationDate, { date, hebrewDate: `\u2068${hebrew}\u2069` });
  const [before = '', after = ''] = format(m.claimConfirmationDate, { date, hebrewDate: '\n' }).split('\n');
  const whenHtml = `${escapeHtml(before)}<bdi lang="he" dir="rtl">${escapeHtml(hebrew)}</bdi>${escapeHtml(after)}`;
  const signature = format(m.signature, { product: input.productName });
  const why = format(m.whyYouGetThis, { product: input.productName });
  const text = [
    greeting,
    '',
    m.claimConfirmationIntro,
    ...input.portions.map((portion) => `- ${portion}`),
    '',
    `“${input.siyum.title}”${dedication ? ` — ${dedication}` : ''}`,
    when,
    m.claimConfirmationCalendar,
    format(m.claimConfirmationLink, { url: input.url }),
    '',
    signature,
    '',
    why,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;margin:0;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.claimConfirmationIntro)}</p>
<ul>${input.portions.map((portion) => `<li>${escapeHtml(portion)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(input.siyum.title)}</strong>${dedication ? `<br>${escapeHtml(dedication)}` : ''}</p>
<p>${whenHtml}<br>${escapeHtml(m.claimConfirmationCalendar)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(m.openSiyum)}</a></p>
<p>${escapeHtml(signature)}</p>
<p style="font-size:12px;opacity:.75">${escapeHtml(why)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: format(m.claimConfirmationSubject, { title: input.siyum.title }),
    text,
    html,
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

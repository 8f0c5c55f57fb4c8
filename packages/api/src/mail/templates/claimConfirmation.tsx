import { type DedicationKind, LOCALE_TAGS, siyumIcs } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail, MailList } from './MailLayout';
import { type Both, type MailLanguage, type MailPortion, type MailWriter, mailWriter } from './parts';

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
  portions: readonly MailPortion[];
  /** The siyum page's absolute URL. */
  url: string;
  /** The unsubscribe page (the footer's link) and the one-click URL (the List-Unsubscribe header). */
  unsubscribe: { page: string; oneClick: string };
  productName: string;
  /** The recipient's language; the dedication is worded from its `siyumCommunity` section. */
  language: MailLanguage<'siyumCommunity'>;
}

/**
 * "You are learning for …": what a learner receives after signing up for portions (issue 22) — the
 * portions, the siyum with its dedication, the date in both calendars, the link back, and the date
 * as a calendar file. Text and HTML say the same, in the learner's language (issue 23), and so does
 * the calendar file's description.
 */
export function claimConfirmationMail(input: ClaimConfirmationInput): OutgoingMail {
  const w = mailWriter(input.language);
  const { m } = w;
  const dedication = dedicationOf(w, input.siyum, input.language.text.siyumCommunity);
  const title = w.typed(input.siyum.title);
  const portions = input.portions.map(w.portion);
  const when = w.datePhrase(m.claimConfirmationDate, {}, input.siyum.targetDate);
  const { text, html } = framedMail(
    w,
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [
        m.claimConfirmationIntro,
        ...portions.map((portion) => `- ${portion.text}`),
        '',
        `“${title.text}”${dedication ? ` — ${dedication.text}` : ''}`,
        when.text,
        m.claimConfirmationCalendar,
      ],
      html: (
        <>
          <p>{m.claimConfirmationIntro}</p>
          <MailList items={portions} />
          <p>
            <strong>{title.html}</strong>
            {dedication && (
              <>
                <br />
                {dedication.html}
              </>
            )}
          </p>
          <p>
            {when.html}
            <br />
            {m.claimConfirmationCalendar}
          </p>
        </>
      ),
    },
  );
  return {
    to: input.to,
    subject: w.fill(m.claimConfirmationSubject, { title }).text,
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
          ...(dedication
            ? {
                description: dedication.text,
                // Only words of the catalogue are tagged: the title is in whatever language it was typed.
                ...(w.rightToLeft ? { descriptionLanguage: LOCALE_TAGS[w.locale] } : {}),
              }
            : {}),
        }),
      },
    ],
  };
}

/**
 * "L’iluy nishmas Sarah bat Avraham" in the reader's words, the names isolated; null for none (the
 * rule of the domain's `dedicationText`, which writes the text alone).
 */
function dedicationOf(
  w: MailWriter,
  siyum: ClaimConfirmationInput['siyum'],
  words: MailLanguage<'siyumCommunity'>['text']['siyumCommunity'],
): Both | null {
  const kind = siyum.dedicationKind;
  const names = siyum.dedicationNames.trim();
  if (kind === 'none' || names === '') return null;
  return w.fill(words.dedication[kind], { names: w.typed(names) });
}

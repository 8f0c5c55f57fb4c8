import { type Catalogue, en, mailMessages, unsubscribeUrls } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  type ClaimConfirmationInput,
  claimConfirmationMail,
} from '../packages/api/src/mail/templates/claimConfirmation';
import { learnerMessageMail } from '../packages/api/src/mail/templates/learnerMessage';
import { organizerDigestMail } from '../packages/api/src/mail/templates/organizerDigest';
import type { MailLanguage, MailPortion } from '../packages/api/src/mail/templates/parts';
import { reminderMail } from '../packages/api/src/mail/templates/reminder';
import { siyumCompleteMail } from '../packages/api/src/mail/templates/siyumComplete';
import { weeklyDigestMail } from '../packages/api/src/mail/templates/weeklyDigest';

/** The email as a mail client shows it: its HTML in a frame, its plain-text part beside it. */
function EmailPreview({ html, text, subject }: { html: string; text: string; subject: string }) {
  return (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}
    >
      <section aria-label="HTML part">
        <h2 style={{ fontSize: '1rem' }}>{subject}</h2>
        <iframe
          title="The email as HTML"
          srcDoc={html}
          style={{ width: '100%', height: '28rem', border: '1px solid' }}
        />
      </section>
      <section aria-label="Plain-text part">
        <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.85rem' }}>{text}</pre>
      </section>
    </div>
  );
}

/** The recipient's language, as the mail jobs pass it (services/mailLedger.ts `mailLanguage`). */
const english: MailLanguage<keyof Catalogue> = { locale: 'en', text: en };
const hebrew: MailLanguage<keyof Catalogue> = { locale: 'he', text: he };

/** The sample portions' Hebrew labels, as the board has them beside the English ones. */
const HEBREW_LABELS: Readonly<Record<string, string>> = {
  Berakhot: 'ברכות',
  Peah: 'פאה',
  Demai: 'דמאי',
  Kelim: 'כלים',
  Oholot: 'אהלות',
  Negaim: 'נגעים',
  Parah: 'פרה',
  Tahorot: 'טהרות',
  Mikvaot: 'מקואות',
  Niddah: 'נדה',
  'Psalm 23': 'מזמור כג',
};
/** A sample portion with its ref (the link to its text): the sample tractates, and one psalm. */
const portions = (...labels: string[]): MailPortion[] =>
  labels.map((label) => ({
    en: label,
    he: HEBREW_LABELS[label],
    ref: label.startsWith('Psalm ') ? `tehillim/${label.slice(6)}` : `mishnah/${label.toLowerCase()}`,
  }));

const confirmationInput = {
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyum: {
    id: 1,
    title: 'Mishnah in memory of Sarah bat Avraham',
    dedicationKind: 'memory',
    dedicationNames: 'Sarah bat Avraham',
    targetDate: '2027-03-01',
  },
  portions: portions('Berakhot', 'Peah', 'Demai'),
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'claimConfirmation'),
  productName: 'Siyum',
} satisfies Omit<ClaimConfirmationInput, 'language'>;
const confirmation = claimConfirmationMail({ ...confirmationInput, language: english });
/** The same confirmation to a learner who reads Hebrew (issue 23). */
const hebrewConfirmation = claimConfirmationMail({ ...confirmationInput, language: hebrew });

const reminder = reminderMail({
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyum: { title: 'Mishnah in memory of Sarah bat Avraham', targetDate: '2027-03-01' },
  daysLeft: 18,
  open: portions('Peah', 'Demai'),
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'reminders'),
  productName: 'Siyum',
  language: english,
});

const organizerMessage = learnerMessageMail({
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyumTitle: 'Mishnah in memory of Sarah bat Avraham',
  subject: 'The siyum is on Sunday',
  body: 'Dear learners,\n\nWe finish on Sunday at 8 in the evening, in the shul.\nFamilies are welcome.\n\nThank you all.',
  sender: { name: 'Moshe Cohen', email: 'moshe@example.org' },
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'organizerMessages'),
  productName: 'Siyum',
  language: english,
});

/**
 * The same kind of message to a learner who reads Hebrew: the organizer wrote in Hebrew with one
 * English line, and each paragraph takes its own direction.
 */
const hebrewOrganizerMessage = learnerMessageMail({
  to: 'rivka@example.org',
  firstName: 'רבקה',
  siyumTitle: 'משניות לעילוי נשמת שרה בת אברהם',
  subject: 'הסיום ביום ראשון',
  body: 'לומדים יקרים,\n\nנסיים ביום ראשון בשמונה בערב, בבית הכנסת.\nהמשפחות מוזמנות.\n\nKiddush sponsored by the Levi family.',
  sender: { name: 'משה כהן', email: 'moshe@example.org' },
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'organizerMessages'),
  productName: 'Siyum',
  language: hebrew,
});

const complete = siyumCompleteMail({
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyum: {
    title: 'Mishnah in memory of Sarah bat Avraham',
    targetDate: '2027-03-01',
    portions: 63,
    learners: 41,
  },
  mine: portions('Berakhot', 'Peah'),
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'siyumComplete'),
  productName: 'Siyum',
  language: english,
});

const digest = organizerDigestMail({
  to: 'moshe@example.org',
  firstName: 'Moshe',
  siyum: {
    title: 'Mishnah in memory of Sarah bat Avraham',
    targetDate: '2027-03-01',
    total: 63,
    claimed: 58,
    completed: 31,
  },
  signedUp: [{ name: 'Rivka Levi', portions: portions('Kelim', 'Oholot') }],
  learned: [{ name: 'Dovid Katz', portions: portions('Berakhot') }],
  open: portions('Negaim', 'Parah', 'Tahorot', 'Mikvaot', 'Niddah'),
  moreOpen: 0,
  url: 'https://siyum.example.org/s/1',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'organizerDigest'),
  productName: 'Siyum',
  language: english,
});

const weekly = weeklyDigestMail({
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyumim: [
    {
      title: 'Mishnah in memory of Sarah bat Avraham',
      targetDate: '2027-03-01',
      daysLeft: 18,
      open: portions('Peah', 'Demai'),
    },
    {
      title: 'Tehillim for a refuah shleimah',
      targetDate: '2027-05-10',
      daysLeft: 88,
      open: portions('Psalm 23'),
    },
  ],
  url: 'https://siyum.example.org/learnings',
  unsubscribe: unsubscribeUrls('https://siyum.example.org', 'x'.repeat(43), 'weeklyDigest'),
  productName: 'Siyum',
  language: english,
});

/** The product's emails (issue 22), rendered by the same functions the API sends them with. */
const meta = {
  title: 'Emails/Learners',
  component: EmailPreview,
  args: { html: confirmation.html, text: confirmation.text, subject: confirmation.subject },
} satisfies Meta<typeof EmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After signing up: the portions, the siyum and its dedication, both dates, the link back. */
export const ClaimConfirmation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: confirmation.subject })).toBeVisible();
    const text = canvas.getByText(/Thank you for taking part/);
    await expect(text).toHaveTextContent('- Berakhot');
    await expect(text).toHaveTextContent('L’iluy nishmas Sarah bat Avraham');
    await expect(text).toHaveTextContent('https://siyum.example.org/s/1');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain(`>${mailMessages.openSiyum}</a>`);
    await expect(frame.srcdoc).toContain('color-scheme');
    // Rendered from the React templates, after the doctype mail clients expect.
    await expect(frame.srcdoc).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional/);
  },
};

/** Before the date: what is still open, both dates, and the pace that finishes on time. */
export const Reminder: Story = {
  args: { html: reminder.html, text: reminder.text, subject: reminder.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '18 days to the siyum “Mishnah in memory of Sarah bat Avraham”' }),
    ).toBeVisible();
    const text = canvas.getByText(/Still to learn/);
    await expect(text).toHaveTextContent('- Peah');
    await expect(text).toHaveTextContent('2 portions, 18 days: about one every 9 days.');
    await expect(text).toHaveTextContent('https://siyum.example.org/unsubscribe?');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain(`>${mailMessages.stopThese}</a>`);
  },
};

/** What the organizer wrote: their paragraphs as typed, signed with their name; replies go to them. */
export const OrganizerMessage: Story = {
  args: { html: organizerMessage.html, text: organizerMessage.text, subject: organizerMessage.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'The siyum is on Sunday — Mishnah in memory of Sarah bat Avraham',
      }),
    ).toBeVisible();
    const text = canvas.getByText(/We finish on Sunday/);
    await expect(text).toHaveTextContent('Moshe Cohen');
    await expect(text).toHaveTextContent('Replies go to the organizer.');
    await expect(organizerMessage.replyTo).toBe('"Moshe Cohen" <moshe@example.org>');
  },
};

/**
 * Issue 23: an organizer's message in Hebrew, right to left; each paragraph in its own direction,
 * so the English line reads left to right; their line breaks kept.
 */
export const OrganizerMessageInHebrew: Story = {
  globals: { locale: 'he' },
  args: {
    html: hebrewOrganizerMessage.html,
    text: hebrewOrganizerMessage.text,
    subject: hebrewOrganizerMessage.subject,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: '\u2068הסיום ביום ראשון\u2069 — \u2068משניות לעילוי נשמת שרה בת אברהם\u2069',
      }),
    ).toBeVisible();
    const text = canvas.getByText(/נסיים ביום ראשון/);
    await expect(text).toHaveTextContent('\u2068משה כהן\u2069');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain(
      '<p dir="auto" style="white-space:pre-wrap">נסיים ביום ראשון בשמונה בערב, בבית הכנסת.\nהמשפחות מוזמנות.</p>',
    );
    await waitFor(() => expect(frame.contentDocument?.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(frame.contentDocument?.body).toHaveTextContent(
      he.learnerMessages.whyYouGetThis.slice(0, 20),
    );
  },
};

/** The last portion learned: the final numbers, the learner's own part, both dates. */
export const SiyumComplete: Story = {
  args: { html: complete.html, text: complete.text, subject: complete.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '“Mishnah in memory of Sarah bat Avraham” is complete' }),
    ).toBeVisible();
    const text = canvas.getByText(/Every portion/);
    await expect(text).toHaveTextContent('63 portions by 41 learners.');
    await expect(text).toHaveTextContent('Your part: - Berakhot - Peah');
  },
};

/** The organizer's day, a week before the date: the news, the gap list, the progress. */
export const OrganizerDigest: Story = {
  args: { html: digest.html, text: digest.text, subject: digest.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: '“Mishnah in memory of Sarah bat Avraham”: 5 still open, a week to go',
      }),
    ).toBeVisible();
    const text = canvas.getByText(/Since yesterday/);
    await expect(text).toHaveTextContent('- Signed up: Rivka Levi — Kelim, Oholot');
    await expect(text).toHaveTextContent('these portions are still open: - Negaim');
    await expect(text).toHaveTextContent('So far: 31 of 63 learned, 58 taken.');
  },
};

/** Sunday morning: each siyum's open portions, its date and the pace; a link to all of them. */
export const WeeklyDigest: Story = {
  args: { html: weekly.html, text: weekly.text, subject: weekly.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your learning this week: 3 portions to go' }),
    ).toBeVisible();
    const text = canvas.getByText(/Here is what is left/);
    await expect(text).toHaveTextContent('2 portions, 18 days: about one every 9 days.');
    await expect(text).toHaveTextContent('All your portions: https://siyum.example.org/learnings');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain(`>${mailMessages.openLearnings}</a>`);
  },
};

/**
 * Issue 23: the confirmation to a learner who chose Hebrew — every word of the product in Hebrew,
 * right to left, the portions by their Hebrew names, the Hebrew date first, and the siyum's English
 * title and the dedication's names isolated so they keep their own order inside the Hebrew lines.
 */
export const ClaimConfirmationInHebrew: Story = {
  globals: { locale: 'he' },
  args: { html: hebrewConfirmation.html, text: hebrewConfirmation.text, subject: hebrewConfirmation.subject },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'נרשמתם ללימוד בסיום “\u2068Mishnah in memory of Sarah bat Avraham\u2069”',
      }),
    ).toBeVisible();
    const text = canvas.getByText(new RegExp(he.mail.claimConfirmationIntro));
    // Each portion with its text on Sefaria, in Hebrew (issue 24).
    await expect(text).toHaveTextContent(
      '- ברכות — ללימוד בספריא: https://www.sefaria.org/Mishnah_Berakhot.1?lang=he - פאה —',
    );
    await expect(text).toHaveTextContent('לעילוי נשמת \u2068Sarah bat Avraham\u2069');
    await expect(text).toHaveTextContent('תאריך הסיום: כ״ב אדר א׳ תשפ״ז (1 במרץ 2027).');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain('<html lang="he-IL" dir="rtl">');
    await expect(frame.srcdoc).toContain(`>${he.mail.openSiyum}</a>`);
    await expect(frame.srcdoc).toContain(
      '<strong><bdi>Mishnah in memory of Sarah bat Avraham</bdi></strong>',
    );
    // The page the client shows reads right to left.
    await waitFor(() => expect(frame.contentDocument?.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(frame.contentDocument?.body).toHaveTextContent(he.mail.claimConfirmationIntro);
  },
};

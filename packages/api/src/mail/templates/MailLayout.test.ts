import { type Catalogue, en, mailMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { describe, expect, it } from 'vitest';
import { learnerMessageMail } from './learnerMessage';
import { framedMail } from './MailLayout';
import { type MailLanguage, mailWriter } from './parts';
import { reminderMail } from './reminder';
import { EMAIL_DOCTYPE } from './render';

const english: MailLanguage<keyof Catalogue> = { locale: 'en', text: en };
const hebrew: MailLanguage<keyof Catalogue> = { locale: 'he', text: he };
const UNSUBSCRIBE = 'https://siyum.example.org/unsubscribe?token=abc&topic=reminders';
const frame = {
  firstName: 'Rivka',
  productName: 'Siyum',
  url: 'https://siyum.example.org/s/1',
  unsubscribePage: UNSUBSCRIBE,
};
const SCRIPT_TITLE = '<script>alert("x")</script> & Co';

const reminder = (language: MailLanguage, title: string) =>
  reminderMail({
    to: 'rivka@example.org',
    firstName: 'Rivka',
    siyum: { title, targetDate: '2027-03-01' },
    daysLeft: 18,
    open: [{ en: 'Peah', he: 'פאה', ref: 'mishnah/peah' }],
    url: frame.url,
    unsubscribe: { page: UNSUBSCRIBE, oneClick: `${UNSUBSCRIBE}&oneClick=1` },
    productName: 'Siyum',
    language,
  });

describe('MailLayout, the frame of every email', () => {
  it('is one HTML page after the XHTML doctype, in light and dark, in English left to right', () => {
    const { html } = framedMail(mailWriter(english), frame, { text: [], html: 'The content.' });
    expect(html.startsWith(`${EMAIL_DOCTYPE}<html lang="en">`)).toBe(true);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).not.toContain('dir="rtl"');
    expect(html).toContain('<p>Dear Rivka,</p>The content.<p><a href=');
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('links to the siyum and to the unsubscribe page (its query escaped as an attribute)', () => {
    const { html, text } = framedMail(mailWriter(english), frame, { text: ['The content.'], html: null });
    expect(html).toContain(`<a href="https://siyum.example.org/s/1">${mailMessages.openSiyum}</a>`);
    expect(html).toContain(
      `<a href="https://siyum.example.org/unsubscribe?token=abc&amp;topic=reminders">${mailMessages.stopThese}</a>`,
    );
    // The plain-text part: greeting, content, link, signature, why and how to stop — one per line.
    expect(text.split('\n')).toEqual([
      'Dear Rivka,',
      '',
      'The content.',
      expect.stringContaining('https://siyum.example.org/s/1'),
      '',
      'The Siyum team',
      '',
      expect.stringContaining('Siyum'),
      expect.stringContaining(UNSUBSCRIBE),
    ]);
  });

  it('writes a Hebrew email right to left, on <html> and again inside <body> for webmail', () => {
    const { html } = framedMail(mailWriter(hebrew), frame, { text: [], html: null });
    expect(html).toContain('<html lang="he-IL" dir="rtl">');
    expect(html).toContain('<div dir="rtl"><p>');
    expect(html).toContain(`>${he.mail.stopThese}</a>`);
    // The product's name is words from elsewhere: isolated in the Hebrew lines.
    expect(html).toContain('<bdi>Siyum</bdi>');
  });

  it('escapes a title with markup in it, in English and in Hebrew; the text part keeps it as typed', () => {
    for (const language of [english, hebrew]) {
      const mail = reminder(language, SCRIPT_TITLE);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(mail.text).toContain(SCRIPT_TITLE);
    }
  });

  it('keeps an organizer’s paragraphs and line breaks, and escapes their markup', () => {
    const mail = learnerMessageMail({
      to: 'rivka@example.org',
      firstName: null,
      siyumTitle: 'Mishnah',
      subject: 'Sunday',
      body: 'Dear <b>learners</b>,\n\nWe finish\non Sunday.',
      sender: { name: 'Moshe', email: 'moshe@example.org' },
      url: frame.url,
      unsubscribe: { page: UNSUBSCRIBE, oneClick: UNSUBSCRIBE },
      productName: 'Siyum',
      language: english,
    });
    expect(mail.html).toContain(
      '<p style="white-space:pre-wrap">Dear &lt;b&gt;learners&lt;/b&gt;,</p><p style="white-space:pre-wrap">We finish\non Sunday.</p>',
    );
    expect(mail.text).toContain('Dear <b>learners</b>,\n\nWe finish\non Sunday.\n');
  });
});

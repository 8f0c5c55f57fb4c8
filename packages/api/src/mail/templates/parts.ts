import { escapeHtml, format, hebrewDate, longDate, mailMessages as m, pluralForm } from '@siyum/domain';

/**
 * What every email shares: the date in both calendars (the Hebrew one isolated, so its order and
 * brackets stay right inside English), and the page around the body — plain HTML that reads in any
 * client and in dark mode, with the footer's reason and unsubscribe link.
 */
export function datePhrase(template: string, values: Record<string, string>, isoDate: string) {
  const date = longDate(isoDate, m.locale);
  const hebrew = hebrewDate(isoDate, 'he');
  const text = format(template, { ...values, date, hebrewDate: `\u2068${hebrew}\u2069` });
  const [before = '', after = ''] = format(template, { ...values, date, hebrewDate: '\n' }).split('\n');
  const html = `${escapeHtml(before)}<bdi lang="he" dir="rtl">${escapeHtml(hebrew)}</bdi>${escapeHtml(after)}`;
  return { text, html };
}

/** What frames every email's own words: whom it greets, where it links, who sent it, how to stop it. */
export interface MailFrame {
  firstName: string | null;
  productName: string;
  /** The siyum page's absolute URL. */
  url: string;
  unsubscribePage: string;
  /** Who signs it (default: the product's team) and why the reader gets it (default: a sign-up). */
  signature?: string;
  why?: string;
  /** The link's plain-text line (`{url}` in it) and its HTML label (default: the siyum's page). */
  link?: { line: string; label: string };
}

/**
 * An email's plain-text and HTML parts from its own content: the greeting above, then the link
 * back, the signature and the footer (why you get it, how to stop it) below — the same in every email.
 */
export function framedMail(frame: MailFrame, body: { text: readonly string[]; html: string }) {
  const greeting = greetingFor(frame.firstName);
  const signature = frame.signature ?? format(m.signature, { product: frame.productName });
  const why = frame.why ?? format(m.whyYouGetThis, { product: frame.productName });
  const text = [
    greeting,
    '',
    ...body.text,
    format(frame.link?.line ?? m.claimConfirmationLink, { url: frame.url }),
    '',
    signature,
    '',
    why,
    format(m.stopTheseText, { url: frame.unsubscribePage }),
  ].join('\n');
  const html = mailPage(
    `<p>${escapeHtml(greeting)}</p>
${body.html}
<p><a href="${escapeHtml(frame.url)}">${escapeHtml(frame.link?.label ?? m.openSiyum)}</a></p>
<p>${escapeHtml(signature)}</p>`,
    { why, unsubscribePage: frame.unsubscribePage },
  );
  return { text, html };
}

function mailPage(bodyHtml: string, footer: { why: string; unsubscribePage: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;margin:0;padding:24px">
${bodyHtml}
<p style="font-size:12px;opacity:.75">${escapeHtml(footer.why)} <a href="${escapeHtml(footer.unsubscribePage)}">${escapeHtml(m.stopThese)}</a></p>
</body></html>`;
}

function greetingFor(firstName: string | null): string {
  return firstName ? format(m.greeting, { name: firstName }) : m.greetingNoName;
}

/** "1 portion" / "3 portions": a count in the emails' locale, by the one plural rule. */
export function counted(count: number, one: string, other: string): string {
  return format(pluralForm(count, one, other, m.locale), { count });
}

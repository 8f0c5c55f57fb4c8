import {
  type BilingualName,
  type Catalogue,
  escapeHtml,
  format,
  formatNumber,
  hebrewDate,
  LOCALE_TAGS,
  type Locale,
  localeDirection,
  localName,
  localNameLocale,
  longDate,
  pluralForm,
  sefariaUrl,
} from '@siyum/domain';

/**
 * The language an email is written in (issue 23): its recipient's locale and the catalogue sections
 * its template reads — `mail` always, and any other it names (`MailLanguage<'siyumCommunity'>`).
 * English's sections (`mailMessages`, …) and Hebrew's (`he.mail`, …) both fit.
 */
export interface MailLanguage<Section extends keyof Catalogue = 'mail'> {
  locale: Locale;
  text: Pick<Catalogue, 'mail' | Section>;
}

/** A piece of an email in both its parts: the plain text and the HTML (escaped), saying the same. */
export interface Both {
  text: string;
  html: string;
}

type Value = string | number | Both;

/** A learner's portion as an email lists it: its names, and its ref for the link to its text. */
export interface MailPortion extends BilingualName {
  ref: string;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const isolated = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * How one email writes for its reader: the wording of their language, its numbers, plurals and
 * dates, and how words from elsewhere are set into its sentences. In a right-to-left email (Hebrew)
 * the words people typed — a title, a name, a dedication's names — are isolated (`<bdi>` in HTML,
 * FSI … PDI in text), so an English title keeps its order inside a Hebrew line; in English they stay
 * the plain text they always were, so English emails are byte for byte what they were before.
 */
export interface MailWriter {
  locale: Locale;
  /** The mail section of the reader's language. */
  m: Catalogue['mail'];
  rightToLeft: boolean;
  /** Words a person typed (a title, a name): isolated in a right-to-left email, as they are otherwise. */
  typed(words: string): Both;
  /** A portion's name in the reader's language ("ברכות"); one with only an English name is isolated. */
  name(name: BilingualName): Both;
  /** A portion as a list item: its name and the link to its text on Sefaria (issue 24), when it has one. */
  portion(portion: MailPortion): Both;
  /** Names in a row ("Kelim, Oholot"). */
  names(names: readonly BilingualName[]): Both;
  /** A count in the reader's locale (English keeps its bare digits, "2711", as it always wrote them). */
  number(value: number): string;
  /** "1 portion" / "3 portions" (Hebrew: "יומיים" for two days): one plural rule, the reader's locale. */
  counted(count: number, one: string, other: string): string;
  /** `format` for both parts: each value escaped in the HTML, a `Both` (a typed word) set as it is. */
  fill(template: string, values: Readonly<Record<string, Value>>): Both;
  /**
   * A sentence with the siyum's date in both calendars (`{date}` and `{hebrewDate}` in it): in
   * English the Gregorian date in the words and the Hebrew one after it, isolated so its order and
   * brackets stay right; in Hebrew the Hebrew date leads and the Gregorian (in Hebrew) follows.
   */
  datePhrase(template: string, values: Readonly<Record<string, Value>>, isoDate: string): Both;
  /** A date on its own: "1 March 2027" in English; the Hebrew date, then the Gregorian, in Hebrew. */
  date(isoDate: string): string;
}

/** The writer of one email, in `language`. */
export function mailWriter(language: MailLanguage): MailWriter {
  const { locale } = language;
  const m = language.text.mail;
  const rightToLeft = localeDirection(locale) === 'rtl';
  const number = (value: number) => (rightToLeft ? formatNumber(value, m.locale) : String(value));
  const typed = (words: string): Both =>
    rightToLeft
      ? { text: isolated(words), html: `<bdi>${escapeHtml(words)}</bdi>` }
      : { text: words, html: escapeHtml(words) };
  const name = (portion: BilingualName): Both => {
    const words = localName(portion, locale);
    return localNameLocale(portion, locale) === locale
      ? { text: words, html: escapeHtml(words) }
      : typed(words);
  };
  const fill = (template: string, values: Readonly<Record<string, Value>>): Both => {
    const asText = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'object' ? value.text : value]),
    );
    let html = '';
    let from = 0;
    for (const match of template.matchAll(/\{(\w+)\}/g)) {
      const value = values[match[1] ?? ''];
      if (value === undefined) continue;
      html += escapeHtml(template.slice(from, match.index));
      html += typeof value === 'object' ? value.html : escapeHtml(String(value));
      from = match.index + match[0].length;
    }
    html += escapeHtml(template.slice(from));
    return { text: format(template, asText), html };
  };
  const gregorian = (isoDate: string) => longDate(isoDate, m.locale);
  return {
    locale,
    m,
    rightToLeft,
    typed,
    name,
    portion: (portion) => {
      const named = name(portion);
      const href = sefariaUrl(portion.ref, locale);
      if (!href) return named;
      return {
        text: `${named.text} — ${m.textLink}: ${href}`,
        html: `${named.html} · <a href="${escapeHtml(href)}">${escapeHtml(m.textLink)}</a>`,
      };
    },
    names: (names) => {
      const each = names.map(name);
      return { text: each.map((n) => n.text).join(', '), html: each.map((n) => n.html).join(', ') };
    },
    number,
    counted: (count, one, other) => format(pluralForm(count, one, other, m.locale), { count: number(count) }),
    fill,
    datePhrase(template, values, isoDate) {
      const hebrew = hebrewDate(isoDate, 'he');
      if (rightToLeft) return fill(template, { ...values, date: hebrew, hebrewDate: gregorian(isoDate) });
      return fill(template, {
        ...values,
        date: gregorian(isoDate),
        hebrewDate: { text: isolated(hebrew), html: `<bdi lang="he" dir="rtl">${escapeHtml(hebrew)}</bdi>` },
      });
    },
    date: (isoDate) =>
      rightToLeft ? `${hebrewDate(isoDate, 'he')} (${gregorian(isoDate)})` : gregorian(isoDate),
  };
}

/** What frames every email's own words: whom it greets, where it links, who sent it, how to stop it. */
export interface MailFrame {
  firstName: string | null;
  productName: string;
  /** The siyum page's absolute URL. */
  url: string;
  unsubscribePage: string;
  /** Who signs it (default: the product's team) and why the reader gets it (default: a sign-up). */
  signature?: Both;
  why?: Both;
  /** The link's plain-text line (`{url}` in it) and its HTML label (default: the siyum's page). */
  link?: { line: string; label: string };
}

/**
 * An email's plain-text and HTML parts from its own content: the greeting above, then the link
 * back, the signature and the footer (why you get it, how to stop it) below — the same in every email.
 */
export function framedMail(w: MailWriter, frame: MailFrame, body: { text: readonly string[]; html: string }) {
  const { m } = w;
  const product = w.typed(frame.productName);
  const greeting = frame.firstName
    ? w.fill(m.greeting, { name: w.typed(frame.firstName) })
    : w.fill(m.greetingNoName, {});
  const signature = frame.signature ?? w.fill(m.signature, { product });
  const why = frame.why ?? w.fill(m.whyYouGetThis, { product });
  const text = [
    greeting.text,
    '',
    ...body.text,
    format(frame.link?.line ?? m.claimConfirmationLink, { url: frame.url }),
    '',
    signature.text,
    '',
    why.text,
    format(m.stopTheseText, { url: frame.unsubscribePage }),
  ].join('\n');
  const html = mailPage(
    w,
    `<p>${greeting.html}</p>
${body.html}
<p><a href="${escapeHtml(frame.url)}">${escapeHtml(frame.link?.label ?? m.openSiyum)}</a></p>
<p>${signature.html}</p>`,
    { why: why.html, unsubscribePage: frame.unsubscribePage },
  );
  return { text, html };
}

/**
 * The page around the body: plain HTML that reads in any client and in dark mode, in the reader's
 * language and direction. A right-to-left page says so on `<html>` and again on a wrapper inside
 * `<body>`, because webmail (Gmail among them) drops the attributes of `<html>` and `<body>`.
 */
function mailPage(w: MailWriter, bodyHtml: string, footer: { why: string; unsubscribePage: string }): string {
  const dir = w.rightToLeft ? ' dir="rtl"' : '';
  const content = `${bodyHtml}
<p style="font-size:12px;opacity:.75">${footer.why} <a href="${escapeHtml(footer.unsubscribePage)}">${escapeHtml(w.m.stopThese)}</a></p>`;
  return `<!doctype html><html lang="${LOCALE_TAGS[w.locale]}"${dir}><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;margin:0;padding:24px">
${w.rightToLeft ? `<div dir="rtl">\n${content}\n</div>` : content}
</body></html>`;
}

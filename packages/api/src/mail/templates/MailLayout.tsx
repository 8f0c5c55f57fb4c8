import { Body } from '@react-email/body';
import { Head } from '@react-email/head';
import { format, LOCALE_TAGS } from '@siyum/domain';
import type { ReactNode } from 'react';
import type { Both, MailWriter } from './parts';
import { renderEmailHtml } from './render';
import { mailStyles } from './tokens';

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

/** An email's own content, in both parts: its plain-text lines and its React tree. */
export interface MailBody {
  text: readonly string[];
  html: ReactNode;
}

interface MailLayoutProps {
  w: MailWriter;
  greeting: Both;
  link: { url: string; label: string };
  signature: Both;
  why: Both;
  unsubscribePage: string;
  children: ReactNode;
}

/**
 * The page around every email's content: plain HTML that reads in any client and in dark mode (no
 * colours of its own), in the reader's language and direction. A right-to-left page says so on
 * `<html>` and again on a wrapper inside `<body>`, because webmail (Gmail among them) drops the
 * attributes of `<html>` and `<body>`.
 */
export function MailLayout({
  w,
  greeting,
  link,
  signature,
  why,
  unsubscribePage,
  children,
}: MailLayoutProps) {
  const content = (
    <>
      <p>{greeting.html}</p>
      {children}
      <p>
        <a href={link.url}>{link.label}</a>
      </p>
      <p>{signature.html}</p>
      <p style={mailStyles.footer}>
        {why.html} <a href={unsubscribePage}>{w.m.stopThese}</a>
      </p>
    </>
  );
  return (
    <html lang={LOCALE_TAGS[w.locale]} dir={w.rightToLeft ? 'rtl' : undefined}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Body style={mailStyles.page}>{w.rightToLeft ? <div dir="rtl">{content}</div> : content}</Body>
    </html>
  );
}

/** A bulleted list of pieces of an email (portions, people, news). */
export function MailList({ items }: { items: readonly Both[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static markup, never reordered
        <li key={index}>{item.html}</li>
      ))}
    </ul>
  );
}

/**
 * An email's plain-text and HTML parts from its own content: the greeting above, then the link
 * back, the signature and the footer (why you get it, how to stop it) below — the same in every email.
 */
export function framedMail(w: MailWriter, frame: MailFrame, body: MailBody): { text: string; html: string } {
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
  const html = renderEmailHtml(
    <MailLayout
      w={w}
      greeting={greeting}
      link={{ url: frame.url, label: frame.link?.label ?? m.openSiyum }}
      signature={signature}
      why={why}
      unsubscribePage={frame.unsubscribePage}
    >
      {body.html}
    </MailLayout>,
  );
  return { text, html };
}

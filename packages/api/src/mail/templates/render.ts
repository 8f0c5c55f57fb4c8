import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The doctype react-email's `render` gives an email: the one mail clients have long expected. */
export const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** An email's React tree as its HTML part: static markup (no React attributes), after the doctype. */
export function renderEmailHtml(email: ReactElement): string {
  return `${EMAIL_DOCTYPE}${renderToStaticMarkup(email)}`;
}

import type { CSSProperties } from 'react';

/**
 * The emails' look, from the product's tokens (packages/ui/src/styles/tokens.css): its sans-serif
 * stack, `--leading`, `--space-6` and `--text-xs`, in pixels since mail clients vary in what a rem
 * is. No colours: the client's own text and background read in light and dark mode alike, and the
 * footer is quieter by opacity, which works on either.
 */
export const mailTokens = {
  fontFamily: "system-ui,-apple-system,'Segoe UI',sans-serif",
  leading: 1.5,
  pagePadding: '24px',
  smallText: '12px',
  quietOpacity: 0.75,
} as const;

/** The inline styles the templates use (mail clients drop `<style>` too often to rely on it). */
export const mailStyles = {
  page: {
    fontFamily: mailTokens.fontFamily,
    lineHeight: mailTokens.leading,
    margin: 0,
    padding: mailTokens.pagePadding,
  },
  footer: { fontSize: mailTokens.smallText, opacity: mailTokens.quietOpacity },
  /** Words a person typed, with their line breaks. */
  asTyped: { whiteSpace: 'pre-wrap' },
} as const satisfies Record<string, CSSProperties>;

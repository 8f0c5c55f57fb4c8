import { escapeHtml } from '@siyum/domain/html';

/**
 * The site header as static HTML, for a page to show before its scripts have run: the logo alone,
 * which is the first frame of `SiteHeader` too (the links, controls and sister sites come with the
 * app), so the app's first render replaces it without anything moving. No words beyond the
 * product's name: the language is not known until the page's scripts run.
 */
export function siteHeaderShell(productName: string): string {
  return `<header class="siyum-header" data-routes="shown"><a class="siyum-header__logo" href="/">${escapeHtml(productName)}</a></header>`;
}

import type { Plugin } from 'vite';
import { siteHeaderShell } from '../packages/ui/src/shell/headerShell.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Draws the site header into index.html's `#root`, so a page shows it as soon as its style sheets
 * have arrived instead of a blank page until its scripts have run (on a slow phone network, most
 * of a second). React's first render replaces it with the same header. Storybook's and the test
 * runner's pages have no such root and are left alone.
 */
export function appShell(options: { productName: string }): Plugin {
  return {
    name: 'siyum-app-shell',
    transformIndexHtml: (html) =>
      html.replace(EMPTY_ROOT, `<div id="root">${siteHeaderShell(options.productName)}</div>`),
  };
}

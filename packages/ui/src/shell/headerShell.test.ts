import { describe, expect, it } from 'vitest';
import { siteHeaderShell } from './headerShell';

describe('the header a page shows before its scripts run', () => {
  it('is the header with its logo linking home, in the classes SiteHeader draws', () => {
    expect(siteHeaderShell('Siyum')).toBe(
      '<header class="siyum-header" data-routes="shown"><a class="siyum-header__logo" href="/">Siyum</a></header>',
    );
  });

  it('escapes a configured product name', () => {
    expect(siteHeaderShell('Torah & <Siyum> "A\'s"')).toContain(
      '>Torah &#38; &#60;Siyum&#62; &#34;A&#39;s&#34;</a>',
    );
  });
});

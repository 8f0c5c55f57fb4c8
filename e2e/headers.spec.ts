import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { authMessages, navMessages, pageMessages } from '@siyum/domain';
import { MAILING_LIST_SANDBOX, mailingListDocument } from '../packages/ui/src/shell/mailingList.ts';
import { contentSecurityPolicy, HEADERS_FILE, securityHeaders } from '../scripts/securityHeaders.ts';
import { E2E_PASSWORD, expect, test } from './fixtures';

/**
 * The production build under the headers it ships with (scripts/securityHeaders.ts writes them into
 * the build's `_headers`; the production server sends what that file says), and the pages a visitor
 * and a signing-in user see run without one policy violation.
 */

/** CSP violations, from the page's `securitypolicyviolation` events and Chromium's console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return violations;
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('the HTML is served with the policy, framing refused and a referrer policy', async ({
  request,
  stack,
}) => {
  for (const path of ['/', '/community', '/s/1']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  // The build's _headers carries the same set; only the local identity provider's origin differs.
  const file = readFileSync(join(stack.webDir, HEADERS_FILE), 'utf8');
  const served = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const shipped = /^ {2}Content-Security-Policy: (.+)$/m.exec(file)?.[1] ?? '';
  expect(shipped).not.toBe('');
  expect(served.replace(' http://127.0.0.1:* http://localhost:*', '')).toBe(shipped);
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (name !== 'Content-Security-Policy') expect(file).toContain(`  ${name}: ${value}\n`);
  }
});

test('the build has no inline script or style and references no source map', ({ stack }) => {
  const html = readFileSync(join(stack.webDir, 'index.html'), 'utf8');
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc=/);
  expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  const assets = readdirSync(join(stack.webDir, 'assets'));
  const scripts = assets.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const tail = readFileSync(join(stack.webDir, 'assets', file), 'utf8')
      .trimEnd()
      .slice(-300);
    expect(tail, file).not.toMatch(/\/\/[#@] sourceMappingURL=/);
  }
  for (const file of assets.filter((name) => name.endsWith('.css'))) {
    expect(readFileSync(join(stack.webDir, 'assets', file), 'utf8'), file).not.toContain('sourceMappingURL');
  }
  // Written for upload to an error tracker, not linked from what browsers load.
  expect(assets.some((file) => file.endsWith('.js.map'))).toBe(true);
});

test('home, community and signing in run without a policy violation', async ({ page, identity }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const email = identity.uniqueEmail('headers');
  await identity.createUser(email);

  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/');
  await expect(heading).toBeVisible();
  await page.goto('/community');
  await expect(heading).toHaveText(pageMessages.community);
  // The footer (and its lazy parts) comes into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

  // The login dialog: Radix writes its scroll lock <style>, Amplify calls the identity provider.
  await page.getByRole('banner').getByRole('button', { name: navMessages.login }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: authMessages.loginTitle })).toBeVisible();
  await dialog.getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await dialog
    .getByLabel(new RegExp(`^${authMessages.password}\\*?$`), { exact: false })
    .and(page.locator('input'))
    .fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: navMessages.logout, exact: true }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(heading).toHaveText(navMessages.myDashboard);

  expect(violations).toEqual([]);
});

test('the mailing-list frame runs its bootstrap and the provider script under the policy', async ({
  page,
}) => {
  // A page served with the policy a build with a mailing-list provider ships, framing the document
  // the footer builds: a srcdoc frame inherits its page's policy, so the frame's inline parts need
  // their hashes. (Playwright's routing does not see a sandboxed frame's requests: a real server.)
  let policy = '';
  const server = createServer((request, response) => {
    const provider = `http://127.0.0.1:${portOf(server)}`;
    if (request.url === '/embed.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(
        `document.getElementById('signup').textContent = typeof __siyumMailingListReport === 'function' ? 'bootstrap ran' : 'no bootstrap';`,
      );
      return;
    }
    const frame = mailingListDocument(`${provider}/embed.js`, 'signup', {
      colorScheme: 'light',
      color: 'black',
      fontFamily: 'serif',
      fontSize: '16px',
    });
    const srcdoc = frame.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', policy);
    response.end(
      `<!doctype html><title>probe</title><iframe sandbox="${MAILING_LIST_SANDBOX}" srcdoc="${srcdoc}"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const provider = `http://127.0.0.1:${portOf(server)}`;
    // The page on another origin than the provider's, as in production.
    const pageUrl = `http://localhost:${portOf(server)}/`;
    policy = contentSecurityPolicy({ mailingListScriptUrl: `${provider}/embed.js` });
    const violations = await watchViolations(page);
    const signup = page.frameLocator('iframe').locator('#signup');
    await page.goto(pageUrl);
    await expect(signup).toHaveText('bootstrap ran');
    expect(violations).toEqual([]);

    // The probe sees a refusal: without the hashes the bootstrap is blocked (and reported).
    policy = policy.replace(/ 'unsafe-hashes'| 'sha256-[^']+'/g, '');
    await page.goto(pageUrl);
    await expect(signup).toHaveText('no bootstrap');
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  } finally {
    server.close();
  }
});

import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { authMessages, navMessages, type Siyum } from '@siyum/domain';
import { readBoard } from '../../packages/api/test/support/board';
import { ok, Rpc } from '../../packages/api/test/support/rpc';
import { E2E_PASSWORD, type LocalIdentity } from './identity';

/** A confirmed account with its product record, able to call the API as itself. */
export interface Member {
  email: string;
  token: string;
  rpc: Rpc;
  /** A Mishnah siyum by tractate, dated 2031-01-01 unless told. */
  createSiyum(title?: string, targetDate?: string): Promise<Siyum>;
}

/** The tRPC wire format over plain fetch, and the board as the app reads it, shared with the server tests. */
export { ok, Rpc, readBoard };

export async function createMember(identity: LocalIdentity, apiUrl: string, prefix: string): Promise<Member> {
  const { email } = await identity.createUser(identity.uniqueEmail(prefix), {
    givenName: prefix,
    familyName: 'Tester',
  });
  const token = await identity.accessToken(email);
  const rpc = new Rpc(apiUrl);
  ok(await rpc.mutation('auth.createUser', { platform: 'siyum' }, token));
  return {
    email,
    token,
    rpc,
    createSiyum: async (title = `${prefix}'s siyum`, targetDate = '2031-01-01') =>
      ok(
        await rpc.mutation<Siyum>(
          'siyum.create',
          { title, corpus: 'mishnah', unit: 'tractate', targetDate },
          token,
        ),
      ),
  };
}

/** Logs in through the real dialog, as a user would, and waits for the signed-in header. */
export async function logIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog');
  // /login opens the dialog itself, maybe not yet: opening /login afresh would drop the page to come
  // back to (its redirectUrl), as it did on a slow machine (2026-11-27).
  const onLogin = new URL(page.url()).pathname === '/login';
  if (!onLogin && !(await dialog.isVisible())) await page.goto('/login');
  await dialog.getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await dialog
    .getByLabel(/^Password\*?$/)
    .and(page.locator('input'))
    .fill(password);
  await dialog.getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: navMessages.logout, exact: true }),
  ).toBeVisible();
}

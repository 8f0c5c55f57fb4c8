import type { Page } from '@playwright/test';
import { navMessages } from '@siyum/domain';

/** The auth dialog as the specs drive it: the dialog, a password field by its label, the signed-in header. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** A password input by its label (with or without the required mark). */
export const passwordInput = (page: Page, label: string) =>
  dialog(page)
    .getByLabel(new RegExp(`^${label}\\*?$`), { exact: false })
    .and(page.locator('input'));

/** Signed in: the header's user-status control offers Logout. */
export const signedIn = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: navMessages.logout, exact: true });

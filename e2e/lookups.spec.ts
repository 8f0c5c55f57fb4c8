import type { Page, Request } from '@playwright/test';
import {
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  addressMessages,
  authMessages,
  authScreenMessages,
  format,
  navMessages,
  type User,
  validationMessages,
} from '@siyum/domain';
import { E2E_PASSWORD, expect, LOCAL_CODE, test } from './fixtures';
import type { LocalIdentity } from './support/identity';
import { ok, Rpc } from './support/members';
import { routeAddressLookups, type SmartyLookups, startSmartyLookups } from './support/smartyLookups';
import type { StackEnv } from './support/stackEnv';

/**
 * Issue 18: the registration form asks the API's look-ups as a person fills it in — the phone as
 * it is typed, street suggestions after the 400 ms pause, the units of a building, a US zip's city
 * and state — and the product record is saved verified only for an address chosen from the
 * suggestions. Once with the stack as it runs without keys (honest: no suggestions), once with
 * Smarty's recorded answers behind the API's address look-ups.
 */
const dialog = (page: Page) => page.getByRole('dialog');
const street = (page: Page) =>
  dialog(page).getByRole('combobox', { name: addressMessages.street, exact: true });
const passwordInput = (page: Page, label: string) =>
  dialog(page)
    .getByLabel(new RegExp(`^${label}\\*?$`), { exact: false })
    .and(page.locator('input'));
const isAddressLookup = (request: Request) => request.url().includes('/api/lookup/address/us');

/** Login → Sign up → Continue with email → names, email, a phone checked by the API, the US. */
async function startRegistration(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: navMessages.login }).click();
  await dialog(page).getByRole('button', { name: authMessages.signUpLink }).click();
  await dialog(page).getByRole('button', { name: authMessages.continueWithEmail }).click();
  await dialog(page).getByRole('textbox', { name: authScreenMessages.firstName }).fill('Chana');
  await dialog(page).getByRole('textbox', { name: authScreenMessages.lastName }).fill('Weiss');
  await dialog(page).getByRole('textbox', { name: authScreenMessages.email }).fill(email);

  const phone = dialog(page).getByRole('textbox', { name: authScreenMessages.phone });
  // Too short for any US number: refused at once, before any look-up.
  await phone.fill('555');
  await expect(dialog(page).getByText(validationMessages.phoneNotAllowed)).toBeVisible();
  const phoneChecked = page.waitForResponse((response) =>
    response.url().includes('/api/lookup/phone?phone=%2B12025550143'),
  );
  await phone.fill('2025550143');
  const phoneAnswer = await phoneChecked;
  expect(new URL(phoneAnswer.url()).searchParams.get('phone')).toBe('+12025550143');
  expect(await phoneAnswer.json()).toEqual({
    valid: true,
    nationalFormat: '(202) 555-0143',
    countryCode: 'US',
  });
  // The answer's national format is what the field shows.
  await expect(phone).toHaveValue('(202) 555-0143');
  await expect(dialog(page).getByText(validationMessages.phoneNotAllowed)).toBeHidden();

  await dialog(page).getByRole('combobox', { name: addressMessages.country, exact: true }).click();
  await page.keyboard.type('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
}

/**
 * Types a street key by key, faster than the debounce, and answers when it was done: one look-up
 * for the whole text, sent no sooner than the pause after the last key.
 */
async function typeStreet(page: Page, text: string): Promise<number> {
  await street(page).pressSequentially(text, { delay: 30 });
  return Date.now();
}

async function finishRegistration(page: Page) {
  await passwordInput(page, authMessages.password).fill(E2E_PASSWORD);
  await passwordInput(page, authScreenMessages.confirmPassword).fill(E2E_PASSWORD);
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: authScreenMessages.signUpButton, exact: true }).click();
  await dialog(page).getByRole('textbox', { name: authScreenMessages.confirmationCode }).fill(LOCAL_CODE);
  await dialog(page).getByRole('button', { name: authScreenMessages.confirmButton }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: navMessages.logout, exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
}

/** The product record as the API has it, once the registration's auth.updateUser has landed. */
async function savedUser(identity: LocalIdentity, stack: StackEnv, email: string): Promise<User> {
  const token = await identity.accessToken(email);
  const rpc = new Rpc(stack.apiUrl);
  let user: User | undefined;
  await expect
    .poll(async () => {
      user = ok(await rpc.query<User>('auth.me', { platform: 'siyum' }, token));
      return user.street;
    })
    .not.toBeNull();
  if (!user) throw new Error('auth.me never answered');
  return user;
}

test('offline look-ups: no suggestions said honestly, the zip fills city and state, saved unverified', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(120_000);
  const email = identity.uniqueEmail('lookup-offline');
  const addressLookups: Request[] = [];
  page.on('request', (request) => {
    if (isAddressLookup(request)) addressLookups.push(request);
  });
  await startRegistration(page, email);

  const zipAnswered = page.waitForResponse((response) => response.url().includes('/api/lookup/zip/us?'));
  await dialog(page).getByRole('textbox', { name: addressMessages.zip, exact: true }).fill('08701');
  expect(await (await zipAnswered).json()).toEqual({ zip: '08701', city: 'Lakewood', state: 'NJ' });

  const answered = page.waitForResponse((response) => isAddressLookup(response.request()));
  const typedAt = await typeStreet(page, '123 Main St');
  const answer = await answered;
  expect(answer.headers()['x-lookup-source']).toBe('offline');
  expect(await answer.json()).toEqual({ suggestions: [] });
  await expect(
    dialog(page).getByRole('status').filter({ hasText: addressMessages.noSuggestions }),
  ).toBeVisible();
  await expect(street(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // Debounced: one look-up for eleven keys, with the zip as its filter.
  expect(addressLookups).toHaveLength(1);
  const sent = new URL(addressLookups[0]?.url() ?? '').searchParams;
  expect(Object.fromEntries(sent)).toEqual({ search: '123 Main St', include_only_zip_codes: '08701' });
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(ADDRESS_SUGGESTION_DEBOUNCE_MS - 100);

  await finishRegistration(page);
  const user = await savedUser(identity, stack, email);
  expect(user).toMatchObject({
    street: '123 Main St',
    city: 'Lakewood',
    state: 'NJ',
    zip: '08701',
    country: 'US',
    cellPhone: '+12025550143',
    // Typed, not chosen from a suggestion.
    verified: false,
  });
});

test.describe('with Smarty (recorded answers)', () => {
  // A fake per test: its request log is that test's alone.
  let lookups: SmartyLookups;
  test.beforeEach(async () => {
    lookups = await startSmartyLookups();
  });
  test.afterEach(async () => {
    await lookups.close();
  });

  test('suggestions after the pause, a building’s units, the chosen address saved verified', async ({
    page,
    identity,
    stack,
  }) => {
    test.setTimeout(120_000);
    await routeAddressLookups(page, lookups);
    const email = identity.uniqueEmail('lookup-smarty');
    const browserUrls: string[] = [];
    page.on('request', (request) => browserUrls.push(request.url()));
    await startRegistration(page, email);

    const typedAt = await typeStreet(page, '123 Main');
    const suggestions = page.getByRole('listbox', { name: addressMessages.suggestions });
    await expect(suggestions.getByRole('option')).toHaveCount(2);
    const firstAsked = lookups.smarty.requests[0];
    expect(lookups.smarty.requests).toHaveLength(1);
    expect(firstAsked?.query.get('search')).toBe('123 Main');
    // The keys are the server's: the fake got them, the browser never saw them.
    expect(firstAsked?.query.get('auth-id')).toBe('e2e-id');
    expect(browserUrls.filter((url) => /auth-(id|token)=/.test(url))).toEqual([]);
    // The list came after the pause, not on a key.
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(ADDRESS_SUGGESTION_DEBOUNCE_MS - 100);
    await page.screenshot({ path: test.info().outputPath('registration-suggestions-open.png') });

    // The building with four units: its text goes in the field and its units are asked for at once.
    await suggestions
      .getByRole('option')
      .filter({ hasText: format(addressMessages.moreEntries, { count: 4 }) })
      .click();
    const units = page.getByRole('listbox', { name: addressMessages.units });
    await expect(units.getByRole('option')).toHaveCount(2);
    expect(lookups.smarty.requests.at(-1)?.query.get('selected')).toBe(
      '123 Main St Apt (4) Springfield IL 62704',
    );
    await units.getByRole('option').filter({ hasText: 'Apt 1' }).click();

    await expect(street(page)).toHaveValue('123 Main St');
    await expect(street(page)).toHaveAccessibleDescription(addressMessages.verified);
    await expect(dialog(page).getByRole('textbox', { name: addressMessages.street2 })).toHaveValue('Apt 1');
    await expect(dialog(page).getByRole('textbox', { name: addressMessages.zip, exact: true })).toHaveValue(
      '62704',
    );

    await finishRegistration(page);
    const user = await savedUser(identity, stack, email);
    expect(user).toMatchObject({
      street: '123 Main St',
      street2: 'Apt 1',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      country: 'US',
      verified: true,
    });
    expect(lookups.logged).toEqual([]);
  });
});

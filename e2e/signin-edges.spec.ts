import type { Page, Request } from '@playwright/test';
import {
  addressMessages,
  authMessages,
  authScreenMessages,
  format,
  identityErrorsMessages,
  navMessages,
  validationMessages,
} from '@siyum/domain';
import { decodeJWT } from 'aws-amplify/auth';
import { E2E_PASSWORD, expect, LOCAL_CODE, test } from './fixtures';
import { dialog, passwordInput, signedIn } from './support/authDialog';
import { type FakeHostedUi, type FakeTokens, startFakeHostedUi } from './support/fakeHostedUi';
import type { StackEnv } from './support/stackEnv';

/**
 * Sign-in's edges against the real stack (issue 18): the pool's password policy reaches the forms
 * through the public config, and a reload in the middle of a confirmation or a challenge comes back
 * to it.
 */

/** The identity-provider operations the page calls (Cognito names each in X-Amz-Target). */
function identityCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const target = request.headers()['x-amz-target'];
    if (target?.startsWith('AWSCognitoIdentityProviderService.'))
      calls.push(target.slice('AWSCognitoIdentityProviderService.'.length));
  });
  return calls;
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: navMessages.login }).click();
  await expect(dialog(page).getByRole('heading', { name: authMessages.loginTitle })).toBeVisible();
}

/** Login → Sign up → Continue with email → every field but the passwords, as a US registrant. */
async function fillRegistration(page: Page, email: string) {
  await openLogin(page);
  await dialog(page).getByRole('button', { name: authMessages.signUpLink }).click();
  await dialog(page).getByRole('button', { name: authMessages.continueWithEmail }).click();
  await dialog(page).getByRole('textbox', { name: authScreenMessages.firstName }).fill('Chana');
  await dialog(page).getByRole('textbox', { name: authScreenMessages.lastName }).fill('Weiss');
  await dialog(page).getByRole('textbox', { name: authScreenMessages.email }).fill(email);
  await dialog(page).getByRole('textbox', { name: authScreenMessages.phone }).fill('2025550143');
  await dialog(page).getByRole('combobox', { name: addressMessages.country, exact: true }).click();
  await page.keyboard.type('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await dialog(page).getByRole('combobox', { name: addressMessages.street, exact: true }).fill('123 Main St');
  await dialog(page).getByRole('textbox', { name: addressMessages.zip, exact: true }).fill('08701');
  await dialog(page).getByRole('checkbox').check();
}

async function choosePassword(page: Page, password: string) {
  await passwordInput(page, authMessages.password).fill(password);
  await passwordInput(page, authScreenMessages.confirmPassword).fill(password);
  await dialog(page).getByRole('button', { name: authScreenMessages.signUpButton, exact: true }).click();
}

test('a password shorter than the pool’s 8 is refused in the form, with the policy’s sentence', async ({
  page,
  identity,
  request,
}) => {
  // The pool's policy as the public config serves it.
  const config = (await (await request.get('/api/config')).json()) as {
    passwordPolicy?: { minLength: number };
  };
  expect(config.passwordPolicy).toEqual({ minLength: 8 });

  const calls = identityCalls(page);
  const email = identity.uniqueEmail('policy');
  await page.goto('/');
  await fillRegistration(page, email);
  for (const short of ['Abc-12', 'Abc-123']) {
    await choosePassword(page, short);
    await expect(
      dialog(page)
        .getByText(format(validationMessages.passwordMinLength, { min: 8 }))
        .first(),
    ).toBeVisible();
  }
  // Refused here, not later by the pool: no sign-up reached it and no account exists.
  expect(calls).not.toContain('SignUp');
  expect(await identity.userStatus(email)).toBeUndefined();

  // Eight characters pass the form, and the pool takes them.
  await choosePassword(page, 'Abcd-123');
  await expect(
    dialog(page).getByRole('textbox', { name: authScreenMessages.confirmationCode }),
  ).toBeVisible();
  expect(await identity.userStatus(email)).toBe('UNCONFIRMED');
});

test('a reload during confirmation comes back to the code, for the same pending username', async ({
  page,
  identity,
}) => {
  test.setTimeout(90_000);
  const email = identity.uniqueEmail('reload-confirm');
  await page.goto('/');
  await fillRegistration(page, email);
  await choosePassword(page, E2E_PASSWORD);
  await expect(
    dialog(page).getByRole('textbox', { name: authScreenMessages.confirmationCode }),
  ).toBeVisible();

  await page.reload();
  const code = dialog(page).getByRole('textbox', { name: authScreenMessages.confirmationCode });
  await expect(code).toBeVisible({ timeout: 15_000 });
  await code.fill(LOCAL_CODE);
  await dialog(page).getByRole('button', { name: authScreenMessages.confirmButton }).click();
  await expect.poll(() => identity.userStatus(email)).toBe('CONFIRMED');

  // The reload lost the password (never kept): the login form opens for that username.
  await expect(dialog(page).getByRole('textbox', { name: authMessages.usernameOrEmail })).toHaveValue(email);
  await passwordInput(page, authMessages.password).fill(E2E_PASSWORD);
  await dialog(page).getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });

  // Done: a later reload opens nothing.
  await page.reload();
  await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
  await expect(dialog(page)).toBeHidden();
});

test('a pending challenge (new password required) resumes after a reload within its 3 minutes', async ({
  page,
  identity,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await identity.createUser(identity.uniqueEmail('reload-challenge'), {
    mustChangePassword: true,
  });
  await page.goto('/');
  await openLogin(page);
  await dialog(page).getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await passwordInput(page, authMessages.password).fill(password);
  await dialog(page).getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  const title = dialog(page).getByRole('heading', { name: authScreenMessages.forceNewPasswordTitle });
  await expect(title).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  const newPassword = `${E2E_PASSWORD}-new`;
  await passwordInput(page, authScreenMessages.newPassword).fill(newPassword);
  await passwordInput(page, authScreenMessages.confirmPassword).fill(newPassword);
  await dialog(page).getByRole('button', { name: authScreenMessages.changePasswordButton }).click();
  await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
  expect(await identity.userStatus(email)).toBe('CONFIRMED');
});

test('closing the dialog abandons the flow: the next reload opens nothing', async ({ page, identity }) => {
  const { email, password } = await identity.createUser(identity.uniqueEmail('abandon'), {
    mustChangePassword: true,
  });
  await page.goto('/');
  await openLogin(page);
  await dialog(page).getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await passwordInput(page, authMessages.password).fill(password);
  await dialog(page).getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(
    dialog(page).getByRole('heading', { name: authScreenMessages.forceNewPasswordTitle }),
  ).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
});

async function logIn(page: Page, email: string, password: string) {
  await openLogin(page);
  await dialog(page).getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
  await passwordInput(page, authMessages.password).fill(password);
  await dialog(page).getByRole('button', { name: authMessages.logInButton, exact: true }).click();
  await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
}

/** The token with its `exp` ten minutes past, read with Amplify's decodeJWT (the app's JWT reader). */
function expired(token: string): string {
  const [header, , signature] = token.split('.');
  const claims = { ...decodeJWT(token).payload, exp: Math.floor(Date.now() / 1000) - 600 };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/**
 * Ages the stored session as an hour would: the access and id tokens' `exp` in the past (Amplify
 * reads them without checking signatures), and the refresh token replaced (or removed when null).
 */
async function ageSession(page: Page, refreshToken: string | null) {
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('CognitoIdentityServiceProvider.')),
  );
  const changes: [string, string | null][] = [];
  for (const [key, value] of stored) {
    if (key.endsWith('.accessToken') || key.endsWith('.idToken')) changes.push([key, expired(value)]);
    if (key.endsWith('.refreshToken')) changes.push([key, refreshToken]);
  }
  await page.evaluate((entries) => {
    for (const [key, value] of entries) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, changes);
}

test('§4 refresh: an expired session with no refresh token is signed out and sent to /', async ({
  page,
  identity,
}) => {
  const { email, password } = await identity.createUser(identity.uniqueEmail('no-refresh'));
  await page.goto('/');
  await logIn(page, email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: navMessages.myDashboard })).toBeVisible();

  await ageSession(page, null);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: navMessages.login })).toBeVisible();
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'isAuthenticated'),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.accessToken'))),
  ).toEqual([]);
});

test('§4 refresh: a refresh the provider refuses is logged and signs out (to the logout page, here /)', async ({
  page,
  identity,
}) => {
  const { email, password } = await identity.createUser(identity.uniqueEmail('refused-refresh'));
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/');
  await logIn(page, email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: navMessages.myDashboard })).toBeVisible();

  await ageSession(page, 'not-a-refresh-token');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: navMessages.login })).toBeVisible();
  expect(logged.some((text) => text.startsWith('Error refreshing token:'))).toBe(true);
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'isAuthenticated'),
  ).toBeUndefined();
});

// ---------- Hosted sign-in (Google / Apple) against a stand-in provider ----------

/** The tokens the real local provider gives `email` (what Cognito's hosted sign-in would). */
async function tokensFor(stack: StackEnv, email: string, password: string): Promise<FakeTokens> {
  const response = await fetch(`${stack.identity.endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: stack.identity.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const result = ((await response.json()) as { AuthenticationResult: Record<string, string> })
    .AuthenticationResult;
  return {
    access_token: result.AccessToken ?? '',
    id_token: result.IdToken ?? '',
    refresh_token: result.RefreshToken ?? '',
  };
}

/** The public config with a hosted sign-in at `fake`, its return URLs listed for `origins`. */
async function withHostedUi(page: Page, fake: FakeHostedUi, origins: string[]) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...json,
        hostedUiDomain: fake.origin,
        hostedUiRedirectSignIn: origins.map((origin) => `${origin}/auth-callback`),
        hostedUiRedirectSignOut: origins.map((origin) => `${origin}/sign-out`),
      },
    });
  });
}

test.describe('hosted sign-in', () => {
  let fake: FakeHostedUi;
  test.beforeEach(async () => {
    fake = await startFakeHostedUi();
  });
  test.afterEach(async () => {
    await fake.close();
  });

  test('Google: login_hint and lang go along; the session’s logout goes through the provider to /sign-out', async ({
    page,
    identity,
    stack,
  }) => {
    test.setTimeout(90_000);
    const { email, password } = await identity.createUser(identity.uniqueEmail('hosted'));
    fake.answer = { tokens: await tokensFor(stack, email, password) };
    await withHostedUi(page, fake, [stack.webUrl]);
    await page.goto('/');
    await openLogin(page);
    // A first attempt gives the machine the username: the provider's form starts with it.
    await dialog(page).getByRole('textbox', { name: authMessages.usernameOrEmail }).fill(email);
    await passwordInput(page, authMessages.password).fill('not-the-password');
    await dialog(page).getByRole('button', { name: authMessages.logInButton, exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await dialog(page).getByRole('button', { name: authMessages.google }).click();

    await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
    const authorize = fake.requests.find((request) => request.path === '/oauth2/authorize');
    expect(authorize?.query).toMatchObject({
      identity_provider: 'Google',
      redirect_uri: `${stack.webUrl}/auth-callback`,
      login_hint: email,
      lang: 'en',
      code_challenge_method: 'S256',
    });

    await page.getByRole('banner').getByRole('button', { name: navMessages.logout }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: navMessages.login })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(`${stack.webUrl}/`);
    const logout = fake.requests.find((request) => request.path === '/logout');
    expect(logout?.query).toEqual({
      client_id: stack.identity.userPoolClientId,
      logout_uri: `${stack.webUrl}/sign-out`,
    });
  });

  test('a login cancelled at the provider (?error=) says “User cancelled OAuth flow.”', async ({
    page,
    stack,
  }) => {
    fake.answer = { cancel: true };
    await withHostedUi(page, fake, [stack.webUrl]);
    await page.goto('/');
    await openLogin(page);
    await dialog(page).getByRole('button', { name: authMessages.apple }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(identityErrorsMessages.oauthCancelled, {
      timeout: 20_000,
    });
    await expect(page).toHaveURL(`${stack.webUrl}/`);
    // Nobody is signed in: no flag, no tokens.
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'isAuthenticated'),
    ).toBeUndefined();
    expect(fake.requests.map((request) => request.path)).toEqual(['/oauth2/authorize']);
  });

  test('a provider that answers without an access token: “No access token returned from OAuth flow.”', async ({
    page,
    stack,
  }) => {
    fake.answer = { tokens: { id_token: 'x.y.z' } };
    await withHostedUi(page, fake, [stack.webUrl]);
    await page.goto('/');
    await openLogin(page);
    await dialog(page).getByRole('button', { name: authMessages.google }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(identityErrorsMessages.oauthNoToken, {
      timeout: 20_000,
    });
  });

  test('a return URL of another origin is refused before leaving for the provider (§5)', async ({ page }) => {
    await withHostedUi(page, fake, ['https://siyum.example.org']);
    await page.goto('/');
    await openLogin(page);
    await dialog(page).getByRole('button', { name: authMessages.google }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(identityErrorsMessages.invalidOrigin);
    expect(fake.requests).toEqual([]);
  });
});

test('no user pool configured: the login says “Configuration error (see console) …”', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The API serves no /api/config when it has no identity configuration.
  await page.route('**/api/config', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/');
  await openLogin(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(identityErrorsMessages.configuration);
  expect(errors.some((text) => text.includes('identity configuration'))).toBe(true);
});

import { expect, test } from './fixtures';

test('the web origin answers /api with the API', async ({ request, stack }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  // Same answer straight from the API (the same port for the production server; a dev or preview
  // server forwards rather than answers).
  const direct = await request.get(`${stack.apiUrl}/api/health`);
  expect(await direct.json()).toEqual(await health.json());
});

test('the browser config points Amplify at the local identity provider', async ({ request, stack }) => {
  const response = await request.get('/api/config');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    identityMode: 'local',
    userPoolId: stack.identity.userPoolId,
    userPoolClientId: stack.identity.userPoolClientId,
    userPoolEndpoint: stack.identity.endpoint,
  });
});

test('the local identity provider signs a confirmed user up', async ({ identity }) => {
  const email = identity.uniqueEmail('signup');
  await identity.signUp(email);
  expect(await identity.userStatus(email)).toBe('UNCONFIRMED');
  await identity.confirmSignUp(email);
  expect(await identity.userStatus(email)).toBe('CONFIRMED');
});

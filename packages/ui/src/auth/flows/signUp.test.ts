import { confirmSignUpErrorsMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { authError, toAuthError, USER_ALREADY_CONFIRMED } from '../authService';
import { authErrorMessage } from '../errorMessages';
import { createAuthenticator } from '../machine';
import { createSampleAuthService, SAMPLE_PASSWORD } from '../sampleAuthService';

/** A machine on the confirm step of a new sign-up, whose confirmation fails with `error`. */
async function confirmFailingWith(error: Error) {
  const machine = createAuthenticator({
    services: {
      ...createSampleAuthService(),
      confirmSignUp: async () => {
        throw error;
      },
    },
    initialState: 'signUp',
  });
  await machine.send({ type: 'INIT' });
  await machine.send({
    type: 'SIGN_UP',
    username: 'new@example.org',
    password: SAMPLE_PASSWORD,
    userAttributes: {},
  });
  await machine.send({ type: 'CONFIRM_SIGN_UP', code: '123456' });
  return machine.state;
}

describe('sign-up: an account confirmed already ends the flow, by error name (issue 19)', () => {
  it('the name takes the transition, whatever the text', async () => {
    const state = await confirmFailingWith(authError(USER_ALREADY_CONFIRMED, 'Schon bestätigt.'));
    expect(state).toMatchObject({ name: 'signIn', username: 'new@example.org' });
    expect(state.error).toBeUndefined();
  });

  it('Cognito’s own report of it (InvalidParameterException, no name of its own) is given the name', async () => {
    const cognito = authError('InvalidParameterException', 'User is already confirmed.');
    expect(toAuthError(cognito).name).toBe(USER_ALREADY_CONFIRMED);
    expect((await confirmFailingWith(cognito)).name).toBe('signIn');
  });

  it('NotAuthorizedException with another text stays, worded by §8', async () => {
    const cognito = authError(
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
    );
    const state = await confirmFailingWith(cognito);
    expect(state).toMatchObject({ name: 'confirmSignUp', error: { name: 'NotAuthorizedException' } });
    expect(authErrorMessage(state.error as NonNullable<typeof state.error>)).toBe(
      confirmSignUpErrorsMessages.NotAuthorizedException,
    );
  });
});

import {
  authScreenMessages,
  identityErrorsMessages,
  loginErrorsMessages,
  validationMessages,
} from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { MFA_SETUP_INVALID, MFA_TYPE_INVALID } from './authService';
import { authErrorMessage, ENGLISH_AUTH_ERROR_STRINGS } from './errorMessages';
import type { AuthFlow } from './machine';

const error = (name: string, flow: AuthFlow, message = name) => ({ name, message, flow });

/** A sister app's wording for a few sentences; the others stay English. */
const strings = {
  ...ENGLISH_AUTH_ERROR_STRINGS,
  loginErrors: { ...loginErrorsMessages, NotAuthorizedException: 'Mot de passe incorrect.' },
  identityErrors: { ...identityErrorsMessages, alreadySignedIn: 'Déjà connecté.' },
  authScreens: { ...authScreenMessages, socialNotConfigured: '{provider} : pas configuré.' },
};

describe('authErrorMessage: the screens’ sentence for an error name (§8), in the wording given', () => {
  it.each([
    ['a §8 row', error('NotAuthorizedException', 'signIn'), 'Mot de passe incorrect.'],
    ['a row not reworded', error('NetworkError', 'signIn'), loginErrorsMessages.NetworkError],
    ['an unknown name: the table’s other row', error('Whatever', 'signIn'), loginErrorsMessages.other],
    ['our own check', error('UserAlreadyAuthenticatedException', 'signIn'), 'Déjà connecté.'],
    [
      'a social provider not configured',
      error('NotConfiguredException', 'signIn', 'Google sign-in is not configured.'),
      'Google : pas configuré.',
    ],
  ])('%s', (_, raised, shown) => {
    expect(authErrorMessage(raised, strings)).toBe(shown);
  });

  it('the English catalogue unless given', () => {
    expect(authErrorMessage(error('NotAuthorizedException', 'signIn'))).toBe(
      loginErrorsMessages.NotAuthorizedException,
    );
  });

  it.each([
    [MFA_TYPE_INVALID, authScreenMessages.mfaTypeInvalid],
    [MFA_SETUP_INVALID, validationMessages.mfaSetupInvalid],
  ])('a challenge answer refused before it is sent (%s) is worded by the screen', (name, shown) => {
    expect(authErrorMessage(error(name, 'challenge'))).toBe(shown);
  });
});

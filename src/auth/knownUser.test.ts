import { describe, expect, it } from 'vitest';
import { emitAuthEvent } from './authEvents';
import { knownUser } from './knownUser';

const RIVKA = { username: 'rivka@example.org', userId: 'sub-1' };

function named(name: string): Error {
  return Object.assign(new Error(name), { name });
}

/** A known user over an Amplify that answers `answers` in turn, counting the questions. */
function asking(...answers: (typeof RIVKA | null | Error)[]) {
  let asked = 0;
  const user = knownUser(async () => {
    const answer = answers[asked++];
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  });
  return { user, asked: () => asked };
}

/** A sign-in call as Amplify makes it: the signedIn event (with `data`) before the answer. */
const signIn = (data: unknown) => async () => {
  emitAuthEvent({ event: 'signedIn', data });
  return { isSignedIn: true };
};

describe('who is signed in, asked of Amplify once per dialog', () => {
  it('the first answer is kept', async () => {
    const { user, asked } = asking(null);
    expect(await user.get()).toBeNull();
    expect(await user.get()).toBeNull();
    expect(asked()).toBe(1);
  });

  it('a failed answer is not kept', async () => {
    const { user, asked } = asking(named('NetworkError'), null);
    await expect(user.get()).rejects.toThrow('NetworkError');
    expect(await user.get()).toBeNull();
    expect(asked()).toBe(2);
  });

  it('a sign-in names its user from Amplify’s signedIn event; a sign-out leaves nobody', async () => {
    const { user, asked } = asking(null);
    await user.get();
    await user.signingIn(signIn({ ...RIVKA, signInDetails: { loginId: 'rivka@example.org' } }));
    expect(await user.get()).toEqual(RIVKA);
    user.signedOut();
    expect(await user.get()).toBeNull();
    expect(asked()).toBe(1);
  });

  it('a sign-in whose event names nobody usable: the next question goes to Amplify', async () => {
    const { user, asked } = asking(null, RIVKA);
    await user.get();
    await user.signingIn(signIn({ username: 'rivka@example.org' }));
    expect(await user.get()).toEqual(RIVKA);
    expect(asked()).toBe(2);
  });

  it('a challenge signs nobody in; an event after the call is not taken for it', async () => {
    const { user, asked } = asking(null);
    await user.get();
    await user.signingIn(async () => ({ isSignedIn: false }));
    emitAuthEvent({ event: 'signedIn', data: RIVKA });
    expect(await user.get()).toBeNull();
    expect(asked()).toBe(1);
  });

  it('refused because someone signed in elsewhere: asked again; a wrong password changes nothing', async () => {
    const { user, asked } = asking(null, RIVKA);
    await user.get();
    const refuse = (name: string) => () => Promise.reject(named(name));
    await expect(user.signingIn(refuse('NotAuthorizedException'))).rejects.toThrow();
    expect(await user.get()).toBeNull();
    await expect(user.signingIn(refuse('UserAlreadyAuthenticatedException'))).rejects.toThrow();
    expect(await user.get()).toEqual(RIVKA);
    expect(asked()).toBe(2);
  });
});

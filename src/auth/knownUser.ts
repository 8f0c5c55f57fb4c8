import type { CurrentUser } from '@siyum/ui/auth';
import { listenAuthEvents } from './authEvents';

/**
 * Who is signed in, as one dialog's services know it (issue 19: the machine asked 3 times per
 * sign-in). Amplify is asked once; after that a sign-in through these services names its user on
 * Amplify's `signedIn` event (raised before the sign-in answers) and a sign-out leaves nobody.
 * Keeping "nobody" from the opening is safe: Amplify's own signIn still refuses when someone signed
 * in meanwhile (another tab), and that refusal makes the next question go to Amplify again.
 */
export interface KnownUser {
  get(): Promise<CurrentUser | null>;
  /** Runs one sign-in call (signIn, confirmSignIn, autoSignIn) and learns its outcome. */
  signingIn<T extends { isSignedIn: boolean }>(call: () => Promise<T>): Promise<T>;
  signedOut(): void;
}

const ALREADY_SIGNED_IN = 'UserAlreadyAuthenticatedException';

function currentUserOf(data: unknown): CurrentUser | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { username, userId } = data as Partial<Record<'username' | 'userId', unknown>>;
  return typeof username === 'string' && typeof userId === 'string' ? { username, userId } : undefined;
}

export function knownUser(ask: () => Promise<CurrentUser | null>): KnownUser {
  let known: Promise<CurrentUser | null> | undefined;
  return {
    get() {
      if (known) return known;
      const asking = ask();
      known = asking;
      // A failed answer is not kept: the next question asks again.
      asking.catch(() => {
        if (known === asking) known = undefined;
      });
      return asking;
    },
    async signingIn(call) {
      let named: CurrentUser | undefined;
      const stop = listenAuthEvents((message) => {
        if (message.event === 'signedIn') named = currentUserOf(message.data);
      });
      try {
        const output = await call();
        if (output.isSignedIn) known = named ? Promise.resolve(named) : undefined;
        return output;
      } catch (error) {
        if (error instanceof Error && error.name === ALREADY_SIGNED_IN) known = undefined;
        throw error;
      } finally {
        stop();
      }
    },
    signedOut() {
      known = Promise.resolve(null);
    },
  };
}

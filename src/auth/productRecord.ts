import { localTimeZone, type UpdateUserInput, type User } from '@siyum/domain';
import type { UserAttributes } from '@siyum/ui/auth';
import { config } from '../config';
import { profileUpdateFrom } from './profile';
import { type Loaded, markSignedOut, signedInAs, VISITOR } from './sessionState';

/** The API calls about the record (the tRPC client's in the app, fakes in tests). */
export interface RecordCalls {
  me(): Promise<User>;
  createUser(): Promise<User>;
  updateUser(update: UpdateUserInput): Promise<User>;
  /** The RPC code of a failed call (§8: NOT_FOUND, UNAUTHORIZED…). */
  codeOf(error: unknown): string | undefined;
}

/** The API client loads with the first signed-in call, never on a visitor's first paint. */
export async function apiRecordCalls(): Promise<RecordCalls> {
  const { api, rpcCode } = await import('../api/client');
  const platform = { platform: config.platform };
  return {
    me: () => api.auth.me.query(platform),
    // The browser's time zone becomes the account's when it has none (reminders at 9:00 local).
    createUser: () => {
      const timeZone = localTimeZone();
      return api.auth.createUser.mutate({ ...platform, ...(timeZone ? { timeZone } : {}) });
    },
    // With the platform, the answer carries the same prefs auth.me would.
    updateUser: (update) => api.auth.updateUser.mutate({ ...update, ...platform }),
    codeOf: rpcCode,
  };
}

/** auth.me: the record; none yet → signed in with blank info; the token refused → a visitor. */
export async function loadRecord(calls: RecordCalls): Promise<Loaded> {
  try {
    return signedInAs(await calls.me());
  } catch (error) {
    const code = calls.codeOf(error);
    if (code === 'NOT_FOUND') return { status: 'signedIn', user: null, userInfoBlank: true };
    if (code === 'UNAUTHORIZED') {
      markSignedOut();
      return VISITOR;
    }
    throw error;
  }
}

/** /auth-callback: the record, made when missing — the User createUser answers is the user. */
export async function ensureRecord(calls: RecordCalls): Promise<Loaded> {
  const loaded = await loadRecord(calls);
  return loaded.userInfoBlank ? signedInAs(await calls.createUser()) : loaded;
}

/**
 * §4 after a confirmed registration: the record made, then given the registration's profile; the
 * User updateUser answers is the user (no auth.me after it).
 */
export async function recordRegistration(
  calls: RecordCalls,
  profile: UserAttributes,
  addressVerified: boolean,
): Promise<Loaded> {
  await calls.createUser();
  return signedInAs(await calls.updateUser(profileUpdateFrom(profile, addressVerified)));
}

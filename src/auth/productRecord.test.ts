// @vitest-environment jsdom
import type { UpdateUserInput, User } from '@siyum/domain';
import { sampleUsers } from '@siyum/domain/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenAuthEvents } from './authEvents';
import { completeSignIn } from './completeSignIn';
import { ensureRecord, loadRecord, type RecordCalls, recordRegistration } from './productRecord';
import { isSignedIn, markSignedIn, markSignedOut } from './sessionState';

const stored: User = sampleUsers.plainUser;
const created: User = { ...stored, firstName: 'Created' };
const updated: User = { ...stored, firstName: 'Updated' };

function rpcError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

/** The API as the record sees it, with every call written down. */
function fakeCalls(me: () => Promise<User>) {
  const calls: string[] = [];
  const record: RecordCalls = {
    me: () => {
      calls.push('me');
      return me();
    },
    createUser: async () => {
      calls.push('createUser');
      return created;
    },
    updateUser: async (update: UpdateUserInput) => {
      calls.push(`updateUser ${JSON.stringify(update)}`);
      return updated;
    },
    codeOf: (error) => (error instanceof Error && 'code' in error ? String(error.code) : undefined),
  };
  return { calls, record };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  markSignedOut();
});

describe('the product record (§3) after a sign-in', () => {
  it('auth.me answers the user', async () => {
    const { calls, record } = fakeCalls(async () => stored);
    expect(await ensureRecord(record)).toEqual({ status: 'signedIn', user: stored, userInfoBlank: false });
    expect(calls).toEqual(['me']);
  });

  it('none yet: created, and the User createUser answers is the user (no second auth.me)', async () => {
    const { calls, record } = fakeCalls(() => Promise.reject(rpcError('NOT_FOUND')));
    expect(await ensureRecord(record)).toEqual({ status: 'signedIn', user: created, userInfoBlank: false });
    expect(calls).toEqual(['me', 'createUser']);
  });

  it('a missing record alone is blank info (the guard sends the user to /auth-callback)', async () => {
    const { record } = fakeCalls(() => Promise.reject(rpcError('NOT_FOUND')));
    expect(await loadRecord(record)).toEqual({ status: 'signedIn', user: null, userInfoBlank: true });
  });

  it('the token refused: a visitor, and the flag goes', async () => {
    markSignedIn();
    const { calls, record } = fakeCalls(() => Promise.reject(rpcError('UNAUTHORIZED')));
    expect(await ensureRecord(record)).toEqual({ status: 'visitor', user: null, userInfoBlank: false });
    expect(isSignedIn()).toBe(false);
    expect(calls).toEqual(['me']);
  });

  it('any other failure is the caller’s (the flag stays)', async () => {
    markSignedIn();
    const { record } = fakeCalls(() => Promise.reject(rpcError('INTERNAL_SERVER_ERROR')));
    await expect(ensureRecord(record)).rejects.toThrow('INTERNAL_SERVER_ERROR');
    expect(isSignedIn()).toBe(true);
  });

  it('a registration: created, given the profile, and updateUser’s answer is the user', async () => {
    const { calls, record } = fakeCalls(async () => stored);
    const loaded = await recordRegistration(record, { given_name: ' Chana ', family_name: 'Weiss' }, true);
    expect(loaded).toEqual({ status: 'signedIn', user: updated, userInfoBlank: false });
    expect(calls).toEqual([
      'createUser',
      `updateUser ${JSON.stringify({ isVerified: true, lastName: 'Weiss', firstName: 'Chana' })}`,
    ]);
  });
});

describe('/auth-callback, completed by the session', () => {
  it('our own sign-in: no hosted step, the record read once', async () => {
    const { calls, record } = fakeCalls(async () => stored);
    const hosted = vi.fn(async () => undefined);
    const completion = await completeSignIn('', { hosted, records: async () => record });
    expect(completion).toEqual({ loaded: { status: 'signedIn', user: stored, userInfoBlank: false } });
    expect(hosted).not.toHaveBeenCalled();
    expect(calls).toEqual(['me']);
  });

  it('the hosted answer: exchanged first, the redirect event raised, then the record read', async () => {
    const order: string[] = [];
    const stop = listenAuthEvents((message) => order.push(message.event));
    const { record } = fakeCalls(async () => {
      order.push('me');
      return stored;
    });
    try {
      const completion = await completeSignIn('?code=c1&state=s1', {
        hosted: async (search) => void order.push(`hosted ${search}`),
        records: async () => record,
      });
      expect(completion.loaded?.user).toBe(stored);
    } finally {
      stop();
    }
    expect(order).toEqual(['hosted ?code=c1&state=s1', 'signInWithRedirect', 'me']);
  });

  it('a hosted failure is handed back for the dialog; nothing else happens', async () => {
    const refused = Object.assign(new Error('User cancelled OAuth flow.'), { name: 'OAuthCancelled' });
    const { calls, record } = fakeCalls(async () => stored);
    const heard: string[] = [];
    const stop = listenAuthEvents((message) => heard.push(message.event));
    try {
      const completion = await completeSignIn('?error=access_denied', {
        hosted: () => Promise.reject(refused),
        records: async () => record,
      });
      expect(completion).toEqual({ failure: refused });
    } finally {
      stop();
    }
    expect(calls).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('a record that cannot be read is logged only: no state to apply', async () => {
    const { record } = fakeCalls(() => Promise.reject(rpcError('INTERNAL_SERVER_ERROR')));
    expect(await completeSignIn('', { hosted: vi.fn(), records: async () => record })).toEqual({});
    expect(console.error).toHaveBeenCalledWith('sign-in could not be completed', expect.any(Error));
  });
});

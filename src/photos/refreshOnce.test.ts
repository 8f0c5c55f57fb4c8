import { describe, expect, it, vi } from 'vitest';
import { withRefreshOnce } from './refreshOnce';

const named = (name: string) => Object.assign(new Error(name), { name });
const isExpired = (error: unknown) => error instanceof Error && error.name === 'ExpiredToken';
const expired = () => named('CredentialsExpired');

/** An upload whose tries end as listed: a name fails with that error, anything else is the key. */
function uploads(...outcomes: string[]) {
  return vi.fn(async () => {
    const outcome = outcomes.shift();
    if (outcome === undefined) throw new Error('tried more often than expected');
    if (outcome === 'ExpiredToken' || outcome === 'NetworkError') throw named(outcome);
    return outcome;
  });
}

describe('withRefreshOnce (issue 21: expired storage credentials)', () => {
  it('refreshes the credentials once and tries again when the bucket calls them expired', async () => {
    const attempt = uploads('ExpiredToken', 'protected/id/photos/1');
    const refresh = vi.fn(async () => undefined);
    await expect(withRefreshOnce(attempt, { isExpired, refresh, expired })).resolves.toBe(
      'protected/id/photos/1',
    );
    expect(refresh).toHaveBeenCalledOnce();
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('tells the user when the refreshed credentials are refused too, and tries no third time', async () => {
    const attempt = uploads('ExpiredToken', 'ExpiredToken');
    const refresh = vi.fn(async () => undefined);
    await expect(withRefreshOnce(attempt, { isExpired, refresh, expired })).rejects.toMatchObject({
      name: 'CredentialsExpired',
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('passes any other failure through without refreshing', async () => {
    const attempt = uploads('NetworkError');
    const refresh = vi.fn(async () => undefined);
    await expect(withRefreshOnce(attempt, { isExpired, refresh, expired })).rejects.toMatchObject({
      name: 'NetworkError',
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('passes a failure of the retry through as it is when it is not an expiry', async () => {
    const attempt = uploads('ExpiredToken', 'NetworkError');
    await expect(
      withRefreshOnce(attempt, { isExpired, refresh: async () => undefined, expired }),
    ).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('does not try again when the refresh itself fails (signed out meanwhile)', async () => {
    const attempt = uploads('ExpiredToken');
    const refresh = vi.fn(async () => Promise.reject(named('NotAuthorizedException')));
    await expect(withRefreshOnce(attempt, { isExpired, refresh, expired })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(attempt).toHaveBeenCalledOnce();
  });
});

import type { Siyum, User } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/infra/log';
import { type RunningServer, startServer } from '../src/server';
import { readBoard } from './support/board';
import { type Harness, PLATFORM, startHarness } from './support/harness';
import { code, ok, Rpc } from './support/rpc';

/** How long a token stands here before the identity provider is asked again (60 s in production). */
const RECHECK_MS = 300;

/**
 * Issue 17: after a sign-out — auth.logout, a GlobalSignOut at the identity provider, an account
 * deleted there — the old access token still read and wrote until its hour was up. Decision 0018.
 */
describe('signing out ends API access', () => {
  let h: Harness;
  let replica: RunningServer;
  let replicaRpc: Rpc;
  let siyum: Siyum;
  let portion = 0;

  /** A signed-up user's fresh session (its own token), as a second device would have. */
  async function session(email: string): Promise<string> {
    return (await h.identity.signIn(email)).accessToken;
  }
  /** The three calls the audit made with the old token: a read, a preference write, a claim. */
  async function callsWith(token: string, rpc = h.rpc): Promise<string[]> {
    const me = await rpc.query<User>('auth.me', { platform: PLATFORM }, token);
    const pref = await rpc.mutation('userPref.addUserPref', { platform: PLATFORM, fontSize: 20 }, token);
    const claim = await rpc.mutation('portion.claim', { portionId: portion++ }, token);
    return [me, pref, claim].map((answer) => (answer.ok ? 'OK' : (code(answer) ?? 'ERROR')));
  }

  beforeAll(async () => {
    h = await startHarness({ tokenRecheckMs: RECHECK_MS });
    // A second API replica on the same database.
    replica = await startServer({
      port: 0,
      version: 'test',
      db: h.testDb.database.db,
      identity: h.identity.config,
      rateLimitPerMinute: 100_000,
      userLimits: { writesPerWindow: 100_000, siyumsPerDay: 100_000 },
      log: silentLogger,
      tokenRecheckMs: RECHECK_MS,
    });
    replicaRpc = new Rpc(replica.url);
    const owner = await h.signUp('board@example.org');
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Sign-out board', corpus: 'tehillim', unit: 'chapter', targetDate: '2031-01-01' },
        owner.token,
      ),
    );
    const [first] = await readBoard(h.rpc, { id: siyum.id });
    portion = first?.id ?? 0;
  });
  afterAll(async () => {
    await replica?.close();
    await h?.close();
  });

  it('auth.logout refuses the token at once, on this replica and on another', async () => {
    const user = await h.signUp('leaving@example.org');
    const other = await session(user.email);
    expect(await callsWith(user.token)).toEqual(['OK', 'OK', 'OK']);
    expect(await callsWith(user.token, replicaRpc)).toEqual(['OK', 'OK', 'OK']);

    ok(await h.rpc.mutation('auth.logout', { platform: PLATFORM }, user.token));
    expect(await callsWith(user.token)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED']);
    await expect
      .poll(async () => callsWith(user.token, replicaRpc), { timeout: 3_000, interval: 50 })
      .toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED']);
    // Another sign-in of the same person (another device) is not signed out by it.
    expect(await callsWith(other)).toEqual(['OK', 'OK', 'OK']);
  });

  it('a GlobalSignOut at the identity provider is refused within the re-check interval', async () => {
    const user = await h.signUp('global@example.org');
    expect(await callsWith(user.token)).toEqual(['OK', 'OK', 'OK']);
    const response = await fetch(h.identity.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: user.token }),
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));
    expect(await callsWith(user.token)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED']);
    expect(await callsWith(user.token, replicaRpc)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED']);
  });

  it('an account deleted at the identity provider is refused within the re-check interval', async () => {
    const user = await h.signUp('deleted@example.org');
    expect(await callsWith(user.token)).toEqual(['OK', 'OK', 'OK']);
    await h.identity.admin('AdminDeleteUser', { UserPoolId: h.identity.userPoolId, Username: user.email });
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));
    expect(await callsWith(user.token)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED']);
  });

  it('a token nobody signed out keeps working across re-checks', async () => {
    const user = await h.signUp('staying@example.org');
    for (let round = 0; round < 3; round++) {
      expect(await callsWith(user.token)).toEqual(['OK', 'OK', 'OK']);
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 50));
    }
  });

  it('a visitor’s logout changes nothing', async () => {
    const before = await h.snapshot();
    expect(ok(await h.rpc.mutation('auth.logout', { platform: PLATFORM }))).toEqual({ ok: true });
    await h.expectUnchanged(before);
  });
});

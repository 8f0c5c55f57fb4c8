import type { Counters, Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { code, ok } from './support/rpc';

/**
 * Issue 17: ids are sequential and siyum.byId / portions / counters were public for any id, so
 * walking 1..N found unlisted siyumim with their learners' names. Unlisted now means reachable only
 * through its share link (decision 0019), or by those who manage it or take part in it.
 */
describe('unlisted siyumim are reachable only through their share link', () => {
  let h: Harness;
  let owner: SignedUpUser;
  let helper: SignedUpUser;
  let learner: SignedUpUser;
  let stranger: SignedUpUser;
  let hidden: Siyum;
  let listed: Siyum;
  const READS = ['siyum.byId', 'siyum.portions', 'siyum.counters'] as const;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.signUp('family@example.org', { givenName: 'Family', familyName: 'Owner' });
    helper = await h.signUp('helper@example.org');
    learner = await h.signUp('cousin@example.org', { givenName: 'Cousin' });
    stranger = await h.signUp('walker@example.org');
    const create = (title: string, visibility: 'public' | 'unlisted') =>
      h.rpc
        .mutation<Siyum>(
          'siyum.create',
          { title, corpus: 'tehillim', unit: 'book', targetDate: '2031-01-01', visibility },
          owner.token,
        )
        .then(ok);
    listed = await create('Listed', 'public');
    hidden = await create('Family Tanach (unlisted)', 'unlisted');
    ok(
      await h.rpc.mutation(
        'siyum.permissions.grant',
        { siyumId: hidden.id, email: helper.email, updateUsers: true },
        owner.token,
      ),
    );
  });
  afterAll(() => h?.close());

  it('the owner’s answers carry the share key; it is 32 hex characters', () => {
    expect(hidden.shareKey).toMatch(/^[0-9a-f]{32}$/);
    expect(listed.shareKey).toBeUndefined();
  });

  it('walking the ids as a visitor or a stranger finds no unlisted siyum through any read', async () => {
    for (const token of [null, stranger.token]) {
      for (let id = 1; id <= hidden.id + 3; id++) {
        for (const procedure of READS) {
          const answer = await h.rpc.query(procedure, { id }, token);
          if (id === listed.id) expect(answer.ok, `${procedure} ${id}`).toBe(true);
          else expect(code(answer), `${procedure} ${id}`).toBe('NOT_FOUND');
        }
      }
    }
  });

  it('the same NOT_FOUND for a wrong key as for no siyum at all', async () => {
    const wrong = await h.rpc.query('siyum.byId', { id: hidden.id, key: '0'.repeat(32) });
    const none = await h.rpc.query('siyum.byId', { id: 999_999, key: '0'.repeat(32) });
    expect([code(wrong), !wrong.ok && wrong.error.data.reason]).toEqual([
      code(none),
      !none.ok && none.error.data.reason,
    ]);
    expect(code(await h.rpc.query('siyum.byId', { id: hidden.id, key: 'not-a-key' }))).toBe('BAD_REQUEST');
  });

  it('the share key opens every read, and the answer does not give the key to a visitor', async () => {
    const key = hidden.shareKey;
    const siyum = ok(await h.rpc.query<Siyum>('siyum.byId', { id: hidden.id, key }));
    expect(siyum.title).toBe('Family Tanach (unlisted)');
    expect(siyum.shareKey).toBeUndefined();
    expect(await readBoard(h.rpc, { id: hidden.id, key })).toHaveLength(5);
    expect(ok(await h.rpc.query<Counters>('siyum.counters', { id: hidden.id, key })).portions).toBe(5);
  });

  it('a learner who joined through the link reads it without the key, and gets no key', async () => {
    const [first] = await readBoard(h.rpc, { id: hidden.id, key: hidden.shareKey });
    ok(await h.rpc.mutation('portion.claim', { portionId: first?.id, key: hidden.shareKey }, learner.token));
    const seen = ok(await h.rpc.query<Siyum>('siyum.byId', { id: hidden.id }, learner.token));
    expect(seen.shareKey).toBeUndefined();
    ok(await h.rpc.query('siyum.portions', { id: hidden.id }, learner.token));
  });

  it('a portion id is no way in: claiming or completing one without the key is NOT_FOUND and changes nothing', async () => {
    const board = await readBoard(h.rpc, { id: hidden.id, key: hidden.shareKey });
    const free = board.find((portion) => portion.learners.length === 0);
    if (!free) throw new Error('no free portion');
    const before = await h.snapshot();
    const claim = await h.rpc.mutation('portion.claim', { portionId: free.id }, stranger.token);
    const complete = await h.rpc.mutation('portion.complete', { portionId: free.id }, stranger.token);
    const wrongKey = await h.rpc.mutation(
      'portion.claim',
      { portionId: free.id, key: '0'.repeat(32) },
      stranger.token,
    );
    expect([code(claim), code(complete), code(wrongKey)]).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    await h.expectUnchanged(before);
    expect(code(await h.rpc.query('siyum.byId', { id: hidden.id }, stranger.token))).toBe('NOT_FOUND');
  });

  it('the owner and a helper read it without the key and get the key to share', async () => {
    for (const manager of [owner, helper]) {
      const seen = ok(await h.rpc.query<Siyum>('siyum.byId', { id: hidden.id }, manager.token));
      expect(seen.shareKey).toBe(hidden.shareKey);
    }
    const mine = ok(await h.rpc.query<{ owned: Siyum[] }>('siyum.mine', undefined, owner.token));
    expect(mine.owned.find((s) => s.id === hidden.id)?.shareKey).toBe(hidden.shareKey);
  });

  it('the community list never shows it', async () => {
    const list = ok(await h.rpc.query<{ items: Siyum[] }>('siyum.list', { pageSize: 50 }));
    expect(list.items.map((s) => s.id)).not.toContain(hidden.id);
    expect(list.items.every((s) => s.shareKey === undefined)).toBe(true);
  });
});

import type {
  Counters,
  MyLearningsPage,
  ParticipantsPage,
  Portion,
  PortionChange,
  Siyum,
  SiyumListOutput,
  SiyumPermissionEntry,
} from '@siyum/domain';
import { isoDateIn } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siyums } from '../src/db';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { code, ok, type RpcResult } from './support/rpc';
import { mintExpiredToken, mintForgedToken } from './support/tokens';

type Role = 'visitor' | 'stranger' | 'owner' | 'editSiyum' | 'editSignup' | 'updateUsers';
const ROLES: Role[] = ['visitor', 'stranger', 'owner', 'editSiyum', 'editSignup', 'updateUsers'];
type Area = 'edit' | 'participants' | 'admins';

/** Spec §6, written out independently of canAccess so the server is checked against the spec. */
function allowed(area: Area, role: Role): boolean {
  if (role === 'owner') return true;
  if (area === 'edit') return role === 'editSiyum' || role === 'editSignup';
  if (area === 'participants') return role === 'updateUsers' || role === 'editSignup';
  return false;
}

const mishnahChapters = {
  title: 'Mishnah in memory of Sarah bat Avraham',
  dedicationKind: 'memory',
  dedicationNames: 'Sarah bat Avraham',
  description: 'All of Mishnah by chapter',
  corpus: 'mishnah',
  unit: 'chapter',
  targetDate: '2030-03-01',
  timeZone: 'America/New_York',
};

describe('siyum procedures over HTTP', () => {
  let h: Harness;
  const users = {} as Record<Exclude<Role, 'visitor'>, SignedUpUser>;
  const token = (role: Role): string | null => (role === 'visitor' ? null : users[role].token);
  let siyum: Siyum;
  let board: Portion[];
  /** A learner who holds none of the roles: whose learnings the managers act on. */
  let learner: SignedUpUser;

  beforeAll(async () => {
    h = await startHarness();
    users.owner = await h.signUp('owner@example.org', { givenName: 'Moshe', familyName: 'Cohen' });
    users.stranger = await h.signUp('stranger@example.org', { givenName: 'Sam', familyName: 'Stranger' });
    users.editSiyum = await h.signUp('edit-siyum@example.org', { givenName: 'Dovid', familyName: 'Katz' });
    users.editSignup = await h.signUp('edit-signup@example.org', {
      givenName: 'Leah',
      familyName: 'Friedman',
    });
    users.updateUsers = await h.signUp('update-users@example.org', {
      givenName: 'Yosef',
      familyName: 'Stern',
    });
    learner = await h.signUp('learner@example.org', { givenName: 'Rivka', familyName: 'Levi' });
    siyum = ok(await h.rpc.mutation<Siyum>('siyum.create', mishnahChapters, users.owner.token));
    board = await readBoard(h.rpc, { id: siyum.id });
  });
  afterAll(() => h?.close());

  describe('siyum.create', () => {
    it('divides the text into portions (Mishnah by chapter: 525)', () => {
      expect(siyum).toMatchObject({
        user: { id: users.owner.id, name: 'Moshe C.' },
        corpus: 'mishnah',
        unit: 'chapter',
        visibility: 'public',
        claimPolicy: 'single',
        progress: { total: 525, claimed: 0, completed: 0, open: 525 },
      });
      expect(board).toHaveLength(525);
      expect(board[0]).toMatchObject({
        ref: 'mishnah/berakhot/1',
        labelEn: 'Berakhot 1',
        labelHe: 'ברכות פרק א׳',
        learners: [],
      });
    });

    it('Talmud Bavli by daf gives 2,711 portions; a scope selects tractates', async () => {
      const shas = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          { title: 'Shas', corpus: 'bavli', unit: 'daf', targetDate: '2031-01-01' },
          users.stranger.token,
        ),
      );
      expect(shas.progress.total).toBe(2711);
      const tehillim = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          {
            title: 'Tehillim',
            corpus: 'tehillim',
            unit: 'chapter',
            targetDate: '2029-05-01',
            claimPolicy: 'multiple',
          },
          users.stranger.token,
        ),
      );
      expect(tehillim.progress.total).toBe(150);
      const berakhot = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          {
            title: 'Berakhot',
            corpus: 'bavli',
            unit: 'daf',
            scope: ['berakhot'],
            targetDate: '2029-02-01',
            visibility: 'unlisted',
          },
          users.stranger.token,
        ),
      );
      expect(berakhot.progress.total).toBe(63);
    });

    it('refuses visitors, bad tokens and invalid input, changing nothing', async () => {
      const before = await h.snapshot();
      const expired = await mintExpiredToken(h.identity.config, users.owner.sub);
      const forged = await mintForgedToken(h.identity.config, users.owner.sub);
      expect(code(await h.rpc.mutation('siyum.create', mishnahChapters))).toBe('UNAUTHORIZED');
      expect(code(await h.rpc.mutation('siyum.create', mishnahChapters, expired))).toBe('UNAUTHORIZED');
      expect(code(await h.rpc.mutation('siyum.create', mishnahChapters, forged))).toBe('UNAUTHORIZED');
      const invalid = [
        { ...mishnahChapters, title: '' },
        { ...mishnahChapters, unit: 'daf' },
        { ...mishnahChapters, scope: ['nonesuch'] },
        { ...mishnahChapters, targetDate: '01/03/2030' },
        // Days that do not exist (a lenient Date.parse took them; Postgres then failed with a 500).
        { ...mishnahChapters, targetDate: '2030-02-30' },
        { ...mishnahChapters, targetDate: '0000-03-01' },
        { ...mishnahChapters, timeZone: 'Mars/Olympus' },
        { ...mishnahChapters, visibility: 'secret' },
        { ...mishnahChapters, ownerId: 1 },
      ];
      for (const input of invalid) {
        expect(code(await h.rpc.mutation('siyum.create', input, users.owner.token))).toBe('BAD_REQUEST');
      }
      await h.expectUnchanged(before);
    });

    it('a date already past in the siyum’s time zone is refused on create and on a move; a kept one stands', async () => {
      const zone = 'Asia/Jerusalem';
      // Unlisted: the public list below counts the siyumim this file made.
      const base = { ...mishnahChapters, visibility: 'unlisted', timeZone: zone };
      const today = isoDateIn(zone);
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const before = await h.snapshot();
      const past = await h.rpc.mutation(
        'siyum.create',
        { ...base, targetDate: yesterday },
        users.owner.token,
      );
      expect(past.ok || past.error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'targetDateInPast' });
      await h.expectUnchanged(before);
      const created = ok(
        await h.rpc.mutation<Siyum>('siyum.create', { ...base, targetDate: today }, users.owner.token),
      );
      const moved = await h.rpc.mutation(
        'siyum.update',
        { id: created.id, targetDate: yesterday },
        users.owner.token,
      );
      expect(moved.ok || moved.error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'targetDateInPast' });
      // Once its day has passed, a siyum's other details can still be edited (its date is kept).
      await h.testDb.database.db
        .update(siyums)
        .set({ targetDate: yesterday })
        .where(eq(siyums.id, created.id));
      const renamed = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.update',
          { id: created.id, title: 'Renamed', targetDate: yesterday },
          users.owner.token,
        ),
      );
      expect(renamed).toMatchObject({ title: 'Renamed', targetDate: yesterday });
    });
  });

  describe('siyum.byId, siyum.list, siyum.counters, siyum.portions (public)', () => {
    it('byId answers visitors with user.id; unknown id → NOT_FOUND; bad id → BAD_REQUEST', async () => {
      const read = ok(await h.rpc.query<Siyum>('siyum.byId', { id: siyum.id }));
      expect(read.user.id).toBe(users.owner.id);
      expect(read.title).toBe(mishnahChapters.title);
      expect(code(await h.rpc.query('siyum.byId', { id: 999_999 }))).toBe('NOT_FOUND');
      expect(code(await h.rpc.query('siyum.byId', { id: 'one' }))).toBe('BAD_REQUEST');
      expect(code(await h.rpc.query('siyum.byId', { id: -1 }))).toBe('BAD_REQUEST');
    });

    it('list shows public siyumim only, searches, filters by text and status, sorts and pages', async () => {
      const all = ok(await h.rpc.query<SiyumListOutput>('siyum.list', {}));
      expect(all.items.map((s) => s.title)).toEqual(['Tehillim', mishnahChapters.title, 'Shas']);
      expect(all).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
      const desc = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { direction: 'desc' }));
      expect(desc.items[0]?.title).toBe('Shas');
      const search = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { search: 'sarah' }));
      expect(search.items.map((s) => s.id)).toEqual([siyum.id]);
      const percent = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { search: '%' }));
      expect(percent.total).toBe(0);
      const bavli = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { corpus: 'bavli' }));
      expect(bavli.items.map((s) => s.title)).toEqual(['Shas']);
      const first = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { pageSize: 2 }));
      expect(first).toMatchObject({ total: 3, totalCapped: false });
      expect(first.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
      const second = ok(
        await h.rpc.query<SiyumListOutput>('siyum.list', { pageSize: 2, cursor: first.nextCursor }),
      );
      expect(second).toMatchObject({ total: null, nextCursor: null });
      expect(second.items.map((s) => s.title)).toEqual(['Shas']);
      const newest = ok(
        await h.rpc.query<SiyumListOutput>('siyum.list', {
          sort: 'createdAt',
          direction: 'desc',
          pageSize: 1,
        }),
      );
      expect(newest.nextCursor).toMatch(/^\d+$/);
      expect(code(await h.rpc.query('siyum.list', { cursor: newest.nextCursor }))).toBe('BAD_REQUEST');
      expect(code(await h.rpc.query('siyum.list', { sort: 'createdAt', cursor: first.nextCursor }))).toBe(
        'BAD_REQUEST',
      );
      expect(code(await h.rpc.query('siyum.list', { cursor: "2027-01-01.1' or 1=1" }))).toBe('BAD_REQUEST');
      expect(code(await h.rpc.query('siyum.list', { page: 2 }))).toBe('BAD_REQUEST');
      const needs = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { status: 'needsLearners' }));
      expect(needs.total).toBe(3);
      const done = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { status: 'completed' }));
      expect(done.total).toBe(0);
      expect(code(await h.rpc.query('siyum.list', { pageSize: 500 }))).toBe('BAD_REQUEST');
      expect(code(await h.rpc.query('siyum.list', { status: 'finished' }))).toBe('BAD_REQUEST');
    });

    it('a fully learned siyum shows under status completed', async () => {
      const small = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          { title: 'Five books', corpus: 'tehillim', unit: 'book', targetDate: '2028-01-01' },
          users.stranger.token,
        ),
      );
      const portions = await readBoard(h.rpc, { id: small.id });
      for (const p of portions)
        ok(await h.rpc.mutation('portion.complete', { portionId: p.id }, users.stranger.token));
      const done = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { status: 'completed' }));
      expect(done.items.map((s) => s.id)).toEqual([small.id]);
      expect(done.items[0]?.progress).toEqual({ total: 5, claimed: 0, completed: 5, open: 0 });
      const needs = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { status: 'needsLearners' }));
      expect(needs.items.map((s) => s.id)).not.toContain(small.id);
    });

    it('counters: community totals and one siyum', async () => {
      const one = ok(await h.rpc.query<Counters>('siyum.counters', { id: siyum.id }));
      expect(one).toMatchObject({ siyumim: 1, portions: 525 });
      const all = ok(await h.rpc.query<Counters>('siyum.counters', {}));
      // The community counts what the community list shows: its public siyumim.
      const listed = ok(await h.rpc.query<SiyumListOutput>('siyum.list', {}));
      expect(all.siyumim).toBe(listed.total);
      expect(all.completed).toBeGreaterThanOrEqual(5);
      expect(code(await h.rpc.query('siyum.counters', { id: 424242 }))).toBe('NOT_FOUND');
    });

    it('counters: unitsLearned adds each completed portion’s mishnayot once, not claims', async () => {
      const created = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          { ...mishnahChapters, title: 'Units learned', claimPolicy: 'multiple' },
          users.owner.token,
        ),
      );
      const [first, second] = await readBoard(h.rpc, { id: created.id });
      if (!first || !second) throw new Error('no portions');
      expect(first.weight).toBeGreaterThan(1);
      for (const who of [users.owner, users.stranger]) {
        ok(await h.rpc.mutation('portion.complete', { portionId: first.id }, who.token));
      }
      ok(await h.rpc.mutation('portion.claim', { portionId: second.id }, users.owner.token));
      const counted = ok(await h.rpc.query<Counters>('siyum.counters', { id: created.id }));
      expect(counted.unitsLearned).toBe(first.weight);
    });

    it('community totals count public siyumim only: an unlisted or demo siyum’s learning is not in them', async () => {
      const totals = async () => ok(await h.rpc.query<Counters>('siyum.counters', {}));
      const before = await totals();
      const learnAll = async (visibility: 'public' | 'unlisted', demo: boolean) => {
        const made = ok(
          await h.rpc.mutation<Siyum & { shareKey?: string }>(
            'siyum.create',
            { ...mishnahChapters, title: `Counted? ${visibility} ${demo}`, visibility },
            users.owner.token,
          ),
        );
        if (demo)
          await h.testDb.database.db.update(siyums).set({ isDemo: true }).where(eq(siyums.id, made.id));
        const [portion] = await readBoard(h.rpc, {
          id: made.id,
          ...(made.shareKey ? { key: made.shareKey } : {}),
        });
        if (!portion) throw new Error('no portion');
        const key = made.shareKey ? { key: made.shareKey } : {};
        ok(await h.rpc.mutation('portion.complete', { portionId: portion.id, ...key }, users.stranger.token));
        return portion.weight;
      };
      await learnAll('unlisted', false);
      await learnAll('public', true);
      // Neither moved the community's numbers (the cache is dropped by each write on this replica).
      expect(await totals()).toEqual(before);
      const weight = await learnAll('public', false);
      const after = await totals();
      expect(after.siyumim).toBe(before.siyumim + 1);
      expect(after.completed).toBe(before.completed + 1);
      expect(after.unitsLearned).toBe(before.unitsLearned + weight);
    });
  });

  describe('portion.claim / release / complete', () => {
    it('claims atomically: the second claimer gets CONFLICT portionTaken and nothing changes', async () => {
      const portion = board[3];
      if (!portion) throw new Error('no portion');
      const progressBefore = ok(await h.rpc.query<Siyum>('siyum.byId', { id: siyum.id })).progress;
      const change = ok(
        await h.rpc.mutation<PortionChange>('portion.claim', { portionId: portion.id }, users.stranger.token),
      );
      // The answer is all the page needs (issue 19: one round trip per claim): the portion's
      // learners and the siyum's progress after the claim, as the next reads would show them.
      expect(change).toMatchObject({ status: 'claimed', userId: users.stranger.id, portionId: portion.id });
      expect(change.learners).toEqual([{ userId: users.stranger.id, name: 'Sam S.', status: 'claimed' }]);
      expect(change.progress).toEqual({
        ...progressBefore,
        claimed: progressBefore.claimed + 1,
        open: progressBefore.open - 1,
      });
      expect(ok(await h.rpc.query<Siyum>('siyum.byId', { id: siyum.id })).progress).toEqual(change.progress);
      const before = await h.snapshot();
      const second = await h.rpc.mutation('portion.claim', { portionId: portion.id }, users.editSiyum.token);
      expect(code(second)).toBe('CONFLICT');
      expect(!second.ok && second.error.data.reason).toBe('portionTaken');
      const again = await h.rpc.mutation('portion.claim', { portionId: portion.id }, users.stranger.token);
      expect(!again.ok && again.error.data.reason).toBe('alreadyYours');
      expect(code(await h.rpc.mutation('portion.claim', { portionId: portion.id }))).toBe('UNAUTHORIZED');
      expect(code(await h.rpc.mutation('portion.claim', { portionId: 0 }, users.stranger.token))).toBe(
        'BAD_REQUEST',
      );
      expect(
        code(await h.rpc.mutation('portion.claim', { portionId: 99_999_999 }, users.stranger.token)),
      ).toBe('NOT_FOUND');
      await h.expectUnchanged(before);
      const boardNow = await readBoard(h.rpc, { id: siyum.id });
      expect(boardNow[3]?.learners).toEqual([
        { userId: users.stranger.id, name: 'Sam S.', status: 'claimed' },
      ]);
    });

    it('complete marks learned (and back), release frees it; strangers cannot touch others’ learnings', async () => {
      const portion = board[3];
      if (!portion) throw new Error('no portion');
      const done = ok(
        await h.rpc.mutation<{ status: string; completedAt: string }>(
          'portion.complete',
          { portionId: portion.id },
          users.stranger.token,
        ),
      );
      expect(done.status).toBe('completed');
      expect(Number.isNaN(Date.parse(done.completedAt))).toBe(false);
      const before = await h.snapshot();
      // A learner may not release their finished portion, and another user may not touch it.
      expect(
        code(await h.rpc.mutation('portion.release', { portionId: portion.id }, users.stranger.token)),
      ).toBe('CONFLICT');
      expect(
        code(
          await h.rpc.mutation(
            'portion.release',
            { portionId: portion.id, userId: users.stranger.id },
            users.editSiyum.token,
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(
        code(
          await h.rpc.mutation(
            'portion.complete',
            { portionId: portion.id, userId: users.stranger.id, completed: false },
            users.editSiyum.token,
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(code(await h.rpc.mutation('portion.release', { portionId: portion.id }))).toBe('UNAUTHORIZED');
      await h.expectUnchanged(before);
      ok(
        await h.rpc.mutation(
          'portion.complete',
          { portionId: portion.id, completed: false },
          users.stranger.token,
        ),
      );
      const released = ok(
        await h.rpc.mutation<{ status: string }>(
          'portion.release',
          { portionId: portion.id },
          users.stranger.token,
        ),
      );
      expect(released.status).toBe('claimed');
      const after = await readBoard(h.rpc, { id: siyum.id });
      expect(after[3]?.learners).toEqual([]);
    });

    it('a multiple-learner siyum lets several users hold one portion', async () => {
      const list = ok(await h.rpc.query<SiyumListOutput>('siyum.list', { search: 'Tehillim' }));
      const tehillim = list.items.find((s) => s.claimPolicy === 'multiple');
      if (!tehillim) throw new Error('no tehillim');
      const [first] = await readBoard(h.rpc, { id: tehillim.id });
      if (!first) throw new Error('no portion');
      ok(await h.rpc.mutation('portion.claim', { portionId: first.id }, users.stranger.token));
      ok(await h.rpc.mutation('portion.claim', { portionId: first.id }, users.owner.token));
      const again = await h.rpc.mutation('portion.claim', { portionId: first.id }, users.owner.token);
      expect(!again.ok && again.error.data.reason).toBe('alreadyYours');
      const [after] = await readBoard(h.rpc, { id: tehillim.id });
      expect(after?.learners.map((l) => l.userId)).toEqual([users.stranger.id, users.owner.id]);
      // Switching to one learner per portion now would drop a learner: refused.
      const refused = await h.rpc.mutation(
        'siyum.update',
        { id: tehillim.id, claimPolicy: 'single' },
        users.stranger.token,
      );
      expect(!refused.ok && refused.error.data.reason).toBe('portionHasSeveralLearners');
    });

    it('portion.mine lists my learnings across siyumim', async () => {
      const mine = ok(await h.rpc.query<MyLearningsPage>('portion.mine', undefined, users.owner.token));
      expect(mine.learnings.map((m) => m.siyumTitle)).toContain('Tehillim');
      expect(mine.nextCursor).toBeNull();
      expect(code(await h.rpc.query('portion.mine', undefined))).toBe('UNAUTHORIZED');
    });
  });

  describe('siyum.permissions (owner only)', () => {
    it('owner grants by email; helpers then carry siyum_permission in auth.me', async () => {
      ok(
        await h.rpc.mutation(
          'siyum.permissions.grant',
          { siyumId: siyum.id, email: 'EDIT-SIYUM@example.org', editSiyum: true },
          users.owner.token,
        ),
      );
      ok(
        await h.rpc.mutation(
          'siyum.permissions.grant',
          { siyumId: siyum.id, email: 'edit-signup@example.org', editSignup: true },
          users.owner.token,
        ),
      );
      const list = ok(
        await h.rpc.mutation<SiyumPermissionEntry[]>(
          'siyum.permissions.grant',
          { siyumId: siyum.id, email: 'update-users@example.org', updateUsers: true },
          users.owner.token,
        ),
      );
      expect(list.map((e) => [e.email, e.editSiyum, e.editSignup, e.updateUsers])).toEqual([
        ['edit-signup@example.org', false, true, false],
        ['edit-siyum@example.org', true, false, false],
        ['update-users@example.org', false, false, true],
      ]);
      const me = ok(
        await h.rpc.query<{ siyum_permission: unknown[] }>(
          'auth.me',
          { platform: 'siyum' },
          users.editSignup.token,
        ),
      );
      expect(me.siyum_permission).toEqual([
        { siyum: siyum.id, editSiyum: false, editSignup: true, updateUsers: false },
      ]);
    });

    it('refuses the owner, no flags and bad emails, changing nothing', async () => {
      const before = await h.snapshot();
      const rejected: [procedure: string, input: Record<string, unknown>, code: string][] = [
        [
          'siyum.permissions.grant',
          { siyumId: siyum.id, email: 'owner@example.org', editSiyum: true },
          'BAD_REQUEST',
        ],
        ['siyum.permissions.grant', { siyumId: siyum.id, email: 'stranger@example.org' }, 'BAD_REQUEST'],
        [
          'siyum.permissions.grant',
          { siyumId: siyum.id, email: 'not-an-email', editSiyum: true },
          'BAD_REQUEST',
        ],
        ['siyum.permissions.revoke', { siyumId: siyum.id, email: 'stranger@example.org' }, 'NOT_FOUND'],
      ];
      for (const [procedure, input, expected] of rejected) {
        const answer = await h.rpc.mutation(procedure, input, users.owner.token);
        expect({ procedure, input, code: code(answer) }).toEqual({ procedure, input, code: expected });
      }
      await h.expectUnchanged(before);
    });
  });

  describe('§6 matrix: every guarded procedure × visitor, stranger, owner, each permission flag', () => {
    let spare = 100;
    const nextPortion = (): number => {
      const portion = board[spare++];
      if (!portion) throw new Error('ran out of portions');
      return portion.id;
    };

    interface MatrixCase {
      name: string;
      area: Area;
      /** Runs before the "before" snapshot (data the call needs). */
      prepare?: (role: Role) => Promise<number>;
      call: (role: Role, prepared: number) => Promise<RpcResult<unknown>>;
    }
    const claimedByLearner = async (): Promise<number> => {
      const portionId = nextPortion();
      ok(await h.rpc.mutation('portion.claim', { portionId }, learner.token));
      return portionId;
    };

    const cases: MatrixCase[] = [
      {
        name: 'siyum.update (details)',
        area: 'edit',
        call: (role) =>
          h.rpc.mutation('siyum.update', { id: siyum.id, description: `edited by ${role}` }, token(role)),
      },
      {
        name: 'siyum.update (division)',
        area: 'edit',
        call: (role) =>
          h.rpc.mutation(
            'siyum.update',
            { id: siyum.id, corpus: 'mishnah', unit: 'chapter', scope: [] },
            token(role),
          ),
      },
      {
        name: 'siyum.participants',
        area: 'participants',
        call: (role) => h.rpc.query('siyum.participants', { id: siyum.id }, token(role)),
      },
      {
        name: 'siyum.addParticipant',
        area: 'participants',
        prepare: async () => nextPortion(),
        call: (role, portionId) =>
          h.rpc.mutation(
            'siyum.addParticipant',
            { siyumId: siyum.id, email: `added-by-${role}@example.org`, portionIds: [portionId] },
            token(role),
          ),
      },
      {
        name: 'siyum.removeParticipant',
        area: 'participants',
        prepare: async (role) => {
          const added = ok(
            await h.rpc.mutation<{ userId: number }>(
              'siyum.addParticipant',
              { siyumId: siyum.id, email: `to-remove-${role}@example.org`, portionIds: [nextPortion()] },
              users.owner.token,
            ),
          );
          return added.userId;
        },
        call: (role, userId) =>
          h.rpc.mutation('siyum.removeParticipant', { siyumId: siyum.id, userId }, token(role)),
      },
      {
        name: 'portion.assign',
        area: 'participants',
        // The learner joined the siyum (claimed a portion): managers may place portions with members.
        prepare: async () => {
          await claimedByLearner();
          return nextPortion();
        },
        call: (role, portionId) =>
          h.rpc.mutation('portion.assign', { portionId, userId: learner.id }, token(role)),
      },
      {
        name: "portion.complete (another learner's)",
        area: 'participants',
        prepare: claimedByLearner,
        call: (role, portionId) =>
          h.rpc.mutation('portion.complete', { portionId, userId: learner.id }, token(role)),
      },
      {
        name: "portion.release (another learner's)",
        area: 'participants',
        prepare: claimedByLearner,
        call: (role, portionId) =>
          h.rpc.mutation('portion.release', { portionId, userId: learner.id }, token(role)),
      },
      {
        name: 'siyum.permissions.list',
        area: 'admins',
        call: (role) => h.rpc.query('siyum.permissions.list', { siyumId: siyum.id }, token(role)),
      },
      {
        name: 'siyum.permissions.grant',
        area: 'admins',
        call: (role) =>
          h.rpc.mutation(
            'siyum.permissions.grant',
            { siyumId: siyum.id, email: 'learner@example.org', updateUsers: true },
            token(role),
          ),
      },
      {
        name: 'siyum.permissions.revoke',
        area: 'admins',
        call: (role) =>
          h.rpc.mutation(
            'siyum.permissions.revoke',
            { siyumId: siyum.id, email: 'learner@example.org' },
            token(role),
          ),
      },
    ];

    for (const testCase of cases) {
      it(`${testCase.name} — ${testCase.area}`, async () => {
        // The owner goes last, so grant → revoke run in that order for the owner only.
        const order: Role[] = [...ROLES.filter((r) => r !== 'owner'), 'owner'];
        for (const role of order) {
          const prepared = testCase.prepare ? await testCase.prepare(role) : 0;
          const before = await h.snapshot();
          const result = await testCase.call(role, prepared);
          if (allowed(testCase.area, role)) {
            expect(
              result.ok,
              `${role} should be allowed: ${JSON.stringify(!result.ok && result.error.data.code)}`,
            ).toBe(true);
          } else {
            expect(code(result), `${role} on ${testCase.name}`).toBe(
              role === 'visitor' ? 'UNAUTHORIZED' : 'FORBIDDEN',
            );
            await h.expectUnchanged(before, `${role} on ${testCase.name}`);
          }
        }
      });
    }

    it('siyum.access answers each role what §6 allows it to open; visitors UNAUTHORIZED', async () => {
      for (const role of ROLES) {
        const result = await h.rpc.query<Record<Area, boolean>>(
          'siyum.access',
          { id: siyum.id },
          token(role),
        );
        if (role === 'visitor') {
          expect(code(result)).toBe('UNAUTHORIZED');
          continue;
        }
        expect(ok(result), role).toEqual({
          edit: allowed('edit', role),
          participants: allowed('participants', role),
          admins: allowed('admins', role),
        });
      }
      expect(code(await h.rpc.query('siyum.access', { id: 999_999 }, token('owner')))).toBe('NOT_FOUND');
      expect(code(await h.rpc.query('siyum.access', { id: 'x' }, token('owner')))).toBe('BAD_REQUEST');
    });

    it('a manager acting on a portion nobody holds gets NOT_FOUND, changing nothing', async () => {
      const portionId = nextPortion();
      const before = await h.snapshot();
      expect(
        code(await h.rpc.mutation('portion.release', { portionId, userId: learner.id }, users.owner.token)),
      ).toBe('NOT_FOUND');
      expect(
        code(
          await h.rpc.mutation(
            'portion.complete',
            { portionId, userId: learner.id, completed: false },
            users.owner.token,
          ),
        ),
      ).toBe('NOT_FOUND');
      await h.expectUnchanged(before);
    });

    it('participants lists learners with contact details and learnings', async () => {
      const { participants } = ok(
        await h.rpc.query<ParticipantsPage>('siyum.participants', { id: siyum.id }, users.editSignup.token),
      );
      const rivka = participants.find((p) => p.userId === learner.id);
      expect(rivka?.email).toBe('learner@example.org');
      expect(rivka?.learnings.length).toBeGreaterThan(0);
    });

    it('a helper permission on one siyum gives nothing on another', async () => {
      const other = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          { title: 'Other', corpus: 'tehillim', unit: 'book', targetDate: '2030-01-01' },
          users.owner.token,
        ),
      );
      const before = await h.snapshot();
      expect(
        code(await h.rpc.mutation('siyum.update', { id: other.id, title: 'x' }, users.editSiyum.token)),
      ).toBe('FORBIDDEN');
      expect(code(await h.rpc.query('siyum.participants', { id: other.id }, users.updateUsers.token))).toBe(
        'FORBIDDEN',
      );
      expect(code(await h.rpc.query('siyum.participants', { id: 999_999 }, users.updateUsers.token))).toBe(
        'NOT_FOUND',
      );
      await h.expectUnchanged(before);
    });
  });

  describe('siyum.update (division changes)', () => {
    it('re-divides when nothing would be orphaned, keeping claimed portions and their ids', async () => {
      const created = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          {
            title: 'Berakhot and Peah',
            corpus: 'mishnah',
            unit: 'chapter',
            scope: ['berakhot'],
            targetDate: '2030-01-01',
          },
          users.owner.token,
        ),
      );
      const [first] = await readBoard(h.rpc, { id: created.id });
      if (!first) throw new Error('no portion');
      ok(await h.rpc.mutation('portion.claim', { portionId: first.id }, users.stranger.token));
      const widened = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.update',
          { id: created.id, corpus: 'mishnah', unit: 'chapter', scope: ['berakhot', 'peah'] },
          users.owner.token,
        ),
      );
      expect(widened.progress).toMatchObject({ total: 17, claimed: 1 });
      const boardNow = await readBoard(h.rpc, { id: created.id });
      expect(boardNow[0]?.id).toBe(first.id);

      const before = await h.snapshot();
      const orphaning = await h.rpc.mutation(
        'siyum.update',
        { id: created.id, corpus: 'mishnah', unit: 'chapter', scope: ['peah'] },
        users.owner.token,
      );
      expect(code(orphaning)).toBe('CONFLICT');
      expect(!orphaning.ok && orphaning.error.data.reason).toBe('wouldOrphanClaims');
      const byTractate = await h.rpc.mutation(
        'siyum.update',
        { id: created.id, corpus: 'mishnah', unit: 'tractate' },
        users.owner.token,
      );
      expect(code(byTractate)).toBe('CONFLICT');
      expect(
        code(await h.rpc.mutation('siyum.update', { id: created.id, corpus: 'mishnah' }, users.owner.token)),
      ).toBe('BAD_REQUEST');
      expect(
        code(await h.rpc.mutation('siyum.update', { id: created.id, title: '' }, users.owner.token)),
      ).toBe('BAD_REQUEST');
      expect(code(await h.rpc.mutation('siyum.update', { id: 999_999, title: 'x' }, users.owner.token))).toBe(
        'NOT_FOUND',
      );
      await h.expectUnchanged(before);

      const narrowed = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.update',
          { id: created.id, corpus: 'mishnah', unit: 'chapter', scope: ['berakhot'], title: 'Berakhot only' },
          users.owner.token,
        ),
      );
      expect(narrowed).toMatchObject({ title: 'Berakhot only', progress: { total: 9, claimed: 1 } });
    });

    it('siyum.mine lists owned and helped siyumim', async () => {
      const mine = ok(
        await h.rpc.query<{ owned: Siyum[]; helping: Siyum[] }>(
          'siyum.mine',
          undefined,
          users.editSiyum.token,
        ),
      );
      expect(mine.owned).toEqual([]);
      expect(mine.helping.map((s) => s.id)).toEqual([siyum.id]);
      expect(code(await h.rpc.query('siyum.mine', undefined))).toBe('UNAUTHORIZED');
    });
  });
});

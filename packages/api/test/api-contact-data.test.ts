import {
  type Invitation,
  type MyLearningsPage,
  type ParticipantAdded,
  type ParticipantsPage,
  type Portion,
  SIYUM_LIMITS,
  type Siyum,
  type SiyumPermissionEntry,
} from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { code, ok } from './support/rpc';

/**
 * Issue 17's contact-data harvest, tried as the audit did: any signed-in user owns a siyum of their
 * own and so manages its participants. Before decision 0017 `portion.assign` to any user id, or
 * `siyum.addParticipant` with anyone's email, put that person on the attacker's siyum, and
 * `siyum.participants` then listed their email, names and phone; grants told which emails have
 * accounts and showed their names.
 */
describe('contact details reach a siyum’s managers only with the person’s consent (decision 0017)', () => {
  let h: Harness;
  let attacker: SignedUpUser;
  let victim: SignedUpUser;
  let joiner: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];
  let next = 0;
  const portion = (): number => {
    const found = board[next++];
    if (!found) throw new Error('ran out of portions');
    return found.id;
  };
  const participants = () =>
    h.rpc
      .query<ParticipantsPage>('siyum.participants', { id: siyum.id }, attacker.token)
      .then((answer) => ok(answer).participants);

  beforeAll(async () => {
    h = await startHarness();
    attacker = await h.signUp('mallory@example.org', { givenName: 'Mal', familyName: 'Lory' });
    victim = await h.signUp('victim@example.org', {
      givenName: 'Vered',
      familyName: 'Private',
      phoneNumber: '+12015550123',
    });
    joiner = await h.signUp('joiner@example.org', {
      givenName: 'Yael',
      familyName: 'Joiner',
      phoneNumber: '+12015550188',
    });
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Harvest', corpus: 'tehillim', unit: 'chapter', targetDate: '2031-01-01' },
        attacker.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
  });
  afterAll(() => h?.close());

  it('portion.assign to an account that never joined: NOT_FOUND, nothing changes, nothing listed', async () => {
    const before = await h.snapshot();
    const answer = await h.rpc.mutation(
      'portion.assign',
      { portionId: portion(), userId: victim.id },
      attacker.token,
    );
    expect(code(answer)).toBe('NOT_FOUND');
    // The same answer as for an id nobody has: the id reveals nothing.
    const nobody = await h.rpc.mutation(
      'portion.assign',
      { portionId: portion(), userId: 9_999_999 },
      attacker.token,
    );
    const reasonOf = (result: typeof answer) => (result.ok ? null : result.error.data.reason);
    expect([code(nobody), reasonOf(nobody)]).toEqual([code(answer), reasonOf(answer)]);
    await h.expectUnchanged(before);
    expect((await participants()).map((p) => p.userId)).not.toContain(victim.id);
  });

  it('portion.complete for an account that never joined: NOT_FOUND, nothing changes', async () => {
    const before = await h.snapshot();
    const answer = await h.rpc.mutation(
      'portion.complete',
      { portionId: portion(), userId: victim.id },
      attacker.token,
    );
    expect(code(answer)).toBe('NOT_FOUND');
    await h.expectUnchanged(before);
  });

  it('addParticipant with an account’s email makes a guest: no account attached, nothing of it revealed', async () => {
    const known = ok(
      await h.rpc.mutation<ParticipantAdded>(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: victim.email, firstName: 'Typed', portionIds: [portion()] },
        attacker.token,
      ),
    );
    const unknown = ok(
      await h.rpc.mutation<ParticipantAdded>(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'nobody-here@example.org', portionIds: [portion()] },
        attacker.token,
      ),
    );
    // Same shape either way: whether an email has an account is not an answer.
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    expect(known.userId).not.toBe(victim.id);
    expect(known.inviteToken).toMatch(/^[0-9a-f]{32}$/);
    const listed = await participants();
    expect(listed.map((p) => p.userId)).not.toContain(victim.id);
    const guest = listed.find((p) => p.userId === known.userId);
    expect(guest).toMatchObject({
      kind: 'guest',
      email: victim.email,
      firstName: 'Typed',
      lastName: null,
      cellPhone: null,
      inviteToken: known.inviteToken,
    });
    // The victim's own account holds nothing of the attacker's siyum.
    const mine = ok(await h.rpc.query<MyLearningsPage>('portion.mine', undefined, victim.token));
    expect(mine.learnings.filter((learning) => learning.siyumId === siyum.id)).toEqual([]);
  });

  it('the guest is never linked by email: signing up with that email attaches nothing', async () => {
    const added = ok(
      await h.rpc.mutation<ParticipantAdded>(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'later@example.org', portionIds: [portion()] },
        attacker.token,
      ),
    );
    const later = await h.signUp('later@example.org', { givenName: 'Late', phoneNumber: '+12015550199' });
    expect(later.id).not.toBe(added.userId);
    const listed = await participants();
    expect(listed.find((p) => p.userId === later.id)).toBeUndefined();
    expect(JSON.stringify(listed)).not.toContain('+12015550199');
  });

  it('grants answer alike for any email and show names only of helpers who joined', async () => {
    const grant = (email: string) =>
      h.rpc
        .mutation<SiyumPermissionEntry[]>(
          'siyum.permissions.grant',
          { siyumId: siyum.id, email, updateUsers: true },
          attacker.token,
        )
        .then(ok);
    await grant(victim.email);
    const list = await grant('no-account@example.org');
    expect(list.map((entry) => [entry.email, entry.firstName, entry.lastName])).toEqual([
      ['no-account@example.org', null, null],
      [victim.email, null, null],
    ]);
    ok(
      await h.rpc.mutation(
        'siyum.permissions.revoke',
        { siyumId: siyum.id, email: victim.email },
        attacker.token,
      ),
    );
  });

  it('someone who claims a portion themselves is a member: the managers see their contact details', async () => {
    ok(await h.rpc.mutation('portion.claim', { portionId: portion() }, joiner.token));
    const listed = await participants();
    expect(listed.find((p) => p.userId === joiner.id)).toMatchObject({
      kind: 'member',
      email: joiner.email,
      firstName: 'Yael',
      lastName: 'Joiner',
      cellPhone: '+12015550188',
      inviteToken: null,
    });
    // …and, having joined, may be given further portions by the managers.
    ok(await h.rpc.mutation('portion.assign', { portionId: portion(), userId: joiner.id }, attacker.token));
  });

  it('an invitation is accepted once: its portions become the invitee’s, who becomes a member', async () => {
    const [first, second] = [portion(), portion()];
    const added = ok(
      await h.rpc.mutation<ParticipantAdded>(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'savta@example.org', firstName: 'Savta', portionIds: [first, second] },
        attacker.token,
      ),
    );
    const invitation = ok(await h.rpc.query<Invitation>('siyum.invitation', { token: added.inviteToken }));
    expect(invitation).toMatchObject({ siyumId: siyum.id, siyumTitle: 'Harvest', firstName: 'Savta' });
    expect(invitation.portions).toHaveLength(2);
    // The invitee already held one of them on their own: it is theirs once.
    ok(await h.rpc.mutation('portion.release', { portionId: first, userId: added.userId }, attacker.token));
    ok(await h.rpc.mutation('portion.claim', { portionId: first }, victim.token));
    const accepted = ok(
      await h.rpc.mutation<{ siyumId: number; portions: number }>(
        'siyum.acceptInvitation',
        { token: added.inviteToken },
        victim.token,
      ),
    );
    expect(accepted).toEqual({ siyumId: siyum.id, portions: 1 });
    const listed = await participants();
    expect(listed.find((p) => p.userId === added.userId)).toBeUndefined();
    const member = listed.find((p) => p.userId === victim.id);
    expect(member).toMatchObject({ kind: 'member', cellPhone: '+12015550123', firstName: 'Vered' });
    expect(member?.learnings.map((l) => l.portionId).sort()).toEqual([first, second].sort());
    // Spent: neither readable nor acceptable again.
    expect(code(await h.rpc.query('siyum.invitation', { token: added.inviteToken }))).toBe('NOT_FOUND');
    expect(
      code(await h.rpc.mutation('siyum.acceptInvitation', { token: added.inviteToken }, joiner.token)),
    ).toBe('NOT_FOUND');
  });

  it('unknown, malformed and visitor invitation calls change nothing', async () => {
    const before = await h.snapshot();
    const unknownToken = '0'.repeat(32);
    expect(code(await h.rpc.query('siyum.invitation', { token: unknownToken }))).toBe('NOT_FOUND');
    expect(code(await h.rpc.query('siyum.invitation', { token: 'x' }))).toBe('BAD_REQUEST');
    expect(code(await h.rpc.mutation('siyum.acceptInvitation', { token: unknownToken }))).toBe(
      'UNAUTHORIZED',
    );
    expect(code(await h.rpc.mutation('siyum.acceptInvitation', { token: unknownToken }, joiner.token))).toBe(
      'NOT_FOUND',
    );
    await h.expectUnchanged(before);
  });

  it('removing a guest removes its invitation', async () => {
    const added = ok(
      await h.rpc.mutation<ParticipantAdded>(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'gone@example.org', portionIds: [portion()] },
        attacker.token,
      ),
    );
    ok(
      await h.rpc.mutation(
        'siyum.removeParticipant',
        { siyumId: siyum.id, userId: added.userId },
        attacker.token,
      ),
    );
    expect(code(await h.rpc.query('siyum.invitation', { token: added.inviteToken }))).toBe('NOT_FOUND');
  });

  it('answers in bounded pages by name, every person once', async () => {
    const size = SIYUM_LIMITS.participantsPageSize;
    const crowd = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Crowd', corpus: 'bavli', unit: 'daf', scope: ['shabbat'], targetDate: '2031-01-01' },
        attacker.token,
      ),
    );
    const dafim = await readBoard(h.rpc, { id: crowd.id });
    const count = size + 5;
    for (let i = 0; i < count; i++) {
      const email = `crowd-${String(i).padStart(3, '0')}@example.org`;
      ok(
        await h.rpc.mutation(
          'siyum.addParticipant',
          { siyumId: crowd.id, email, lastName: email, portionIds: [dafim[i]?.id] },
          attacker.token,
        ),
      );
    }
    const page = (cursor?: number) =>
      h.rpc
        .query<ParticipantsPage>(
          'siyum.participants',
          cursor === undefined ? { id: crowd.id } : { id: crowd.id, cursor },
          attacker.token,
        )
        .then(ok);
    const first = await page();
    expect(first.participants).toHaveLength(size);
    expect(first.nextCursor).toBe(size);
    const second = await page(first.nextCursor ?? 0);
    expect(second).toMatchObject({ nextCursor: null });
    const names = [...first.participants, ...second.participants].map((p) => p.lastName);
    expect(names).toHaveLength(count);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(count);
    expect(code(await h.rpc.query('siyum.participants', { id: crowd.id, cursor: -1 }, attacker.token))).toBe(
      'BAD_REQUEST',
    );
  });
});

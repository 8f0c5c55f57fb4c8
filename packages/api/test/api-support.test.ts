import { type Siyum, SUPPORT_RATE_LIMIT, type SupportInboxPage } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests, users } from '../src/db';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { code, ok } from './support/rpc';

const contact = {
  kind: 'contact',
  name: '  Chana Weiss ',
  email: 'Chana.Weiss@Example.org',
  subject: 'A siyum for our shul',
  message: 'Could we make a siyum for the whole kehilla before Pesach?',
};

/** support.send over HTTP (ARCHITECTURE: /contact-us and /support, a form stored server-side). */
describe('support.send', () => {
  let h: Harness;
  let member: SignedUpUser;
  const rows = () => h.testDb.database.db.select().from(supportRequests).orderBy(asc(supportRequests.id));

  beforeAll(async () => {
    h = await startHarness();
    member = await h.signUp('member@example.org', { givenName: 'Dov', familyName: 'Berger' });
  });
  afterAll(() => h?.close());

  it('stores a visitor’s message (trimmed, email lower-cased) and answers its id', async () => {
    const { id } = ok(await h.rpc.mutation<{ id: number }>('support.send', contact));
    expect(id).toBeGreaterThan(0);
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      kind: 'contact',
      name: 'Chana Weiss',
      email: 'chana.weiss@example.org',
      subject: contact.subject,
      message: contact.message,
      userId: null,
      siyumId: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a missing name', { ...contact, name: '   ' }],
    ['a malformed email', { ...contact, email: 'not-an-email' }],
    ['a message too short', { ...contact, message: 'Hi' }],
    ['a message too long', { ...contact, message: 'x'.repeat(5001) }],
    ['an unknown kind', { ...contact, kind: 'sales' }],
    ['an unknown field', { ...contact, admin: true }],
    ['a siyum id that is not one', { ...contact, siyumId: -1 }],
  ])('refuses %s with 400 and stores nothing', async (_label, input) => {
    const before = (await rows()).length;
    const result = await h.rpc.mutation('support.send', input);
    expect(result.status).toBe(400);
    expect(code(result)).toBe('BAD_REQUEST');
    expect(await rows()).toHaveLength(before);
  });

  it('links a signed-in sender’s user record and the siyum the request is about', async () => {
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Tehillim for a refuah', corpus: 'tehillim', unit: 'book', targetDate: '2031-01-01' },
        member.token,
      ),
    );
    const { id } = ok(
      await h.rpc.mutation<{ id: number }>(
        'support.send',
        { ...contact, kind: 'support', email: member.email, siyumId: siyum.id },
        member.token,
      ),
    );
    const row = (await rows()).find((r) => r.id === id);
    expect(row).toMatchObject({ kind: 'support', userId: member.id, siyumId: siyum.id });

    // A siyum that does not exist (any more) is left out; the message is still kept.
    const stale = ok(
      await h.rpc.mutation<{ id: number }>('support.send', { ...contact, kind: 'support', siyumId: 999_999 }),
    );
    expect((await rows()).find((r) => r.id === stale.id)).toMatchObject({ siyumId: null, userId: null });
  });

  it('refuses a token that does not verify instead of storing the message as a visitor’s', async () => {
    const before = (await rows()).length;
    expect(code(await h.rpc.mutation('support.send', contact, 'not-a-token'))).toBe('UNAUTHORIZED');
    expect(await rows()).toHaveLength(before);
  });

  it(`limits each address to ${SUPPORT_RATE_LIMIT.points} messages per window (429 after)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SUPPORT_RATE_LIMIT.points; i++) {
      statuses.push((await h.rpc.mutation('support.send', { ...contact, subject: `Note ${i}` })).status);
    }
    // The calls above already used part of this address's window; the last ones are refused.
    expect(statuses.at(-1)).toBe(429);
    const before = (await rows()).length;
    const refused = await h.rpc.mutation('support.send', contact, member.token);
    expect(code(refused)).toBe('TOO_MANY_REQUESTS');
    expect(await rows()).toHaveLength(before);
    expect((await rows()).length).toBe(SUPPORT_RATE_LIMIT.points);
  });
});

/** The support inbox (issue 18: messages were stored and read by nobody). */
describe('support.inbox and support.markAnswered', () => {
  let h: Harness;
  let staff: SignedUpUser;
  let member: SignedUpUser;
  beforeAll(async () => {
    h = await startHarness({ supportStaffEmails: ['Help@Example.org'] });
    staff = await h.signUp('help@example.org', { givenName: 'Help', familyName: 'Desk' });
    member = await h.signUp('reader@example.org', { givenName: 'Not', familyName: 'Staff' });
    for (const [index, subject] of ['First question', 'Second question', 'Third question'].entries()) {
      ok(
        await h.rpc.mutation('support.send', {
          ...contact,
          subject,
          kind: index === 1 ? 'support' : 'contact',
        }),
      );
    }
  });
  afterAll(() => h?.close());

  type Page = SupportInboxPage;
  const inbox = (input: object, token: string | null = staff.token) =>
    h.rpc.query<Page>('support.inbox', input, token);

  it('the staff read what waits, newest first, with the sender’s reply address', async () => {
    const page = ok(await inbox({}));
    expect(page.waiting).toBe(3);
    expect(page.requests.map((request) => request.subject)).toEqual([
      'Third question',
      'Second question',
      'First question',
    ]);
    expect(page.requests[1]).toMatchObject({
      kind: 'support',
      name: 'Chana Weiss',
      email: 'chana.weiss@example.org',
      answeredAt: null,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('marking one answered takes it off the waiting list; "all" still shows it, after those waiting', async () => {
    const [newest] = ok(await inbox({})).requests;
    if (!newest) throw new Error('no request');
    ok(await h.rpc.mutation('support.markAnswered', { id: newest.id, answered: true }, staff.token));
    const waiting = ok(await inbox({}));
    expect(waiting.waiting).toBe(2);
    expect(waiting.requests.map((request) => request.id)).not.toContain(newest.id);
    const all = ok(await inbox({ show: 'all' }));
    expect(all.requests.map((request) => request.subject)).toEqual([
      'Second question',
      'First question',
      'Third question',
    ]);
    expect(all.requests[2]?.answeredAt).not.toBeNull();
    ok(await h.rpc.mutation('support.markAnswered', { id: newest.id, answered: false }, staff.token));
    expect(ok(await inbox({})).waiting).toBe(3);
  });

  it('anyone else — a signed-in user, a visitor — is refused and changes nothing', async () => {
    const before = await h.snapshot();
    expect(code(await inbox({}, member.token))).toBe('FORBIDDEN');
    expect(code(await inbox({}, null))).toBe('UNAUTHORIZED');
    const [first] = ok(await inbox({})).requests;
    expect(
      code(await h.rpc.mutation('support.markAnswered', { id: first?.id, answered: true }, member.token)),
    ).toBe('FORBIDDEN');
    await h.expectUnchanged(before);
    expect(ok(await inbox({})).waiting).toBe(3);
  });

  it('a staff email the provider has not verified does not open the inbox', async () => {
    await h.testDb.database.db
      .update(users)
      .set({ unverifiedEmail: true })
      .where(eq(users.email, 'help@example.org'));
    try {
      expect(code(await inbox({}))).toBe('FORBIDDEN');
    } finally {
      await h.testDb.database.db
        .update(users)
        .set({ unverifiedEmail: false })
        .where(eq(users.email, 'help@example.org'));
    }
  });

  it('an unknown request is NOT_FOUND', async () => {
    expect(
      code(await h.rpc.mutation('support.markAnswered', { id: 999_999, answered: true }, staff.token)),
    ).toBe('NOT_FOUND');
  });
});

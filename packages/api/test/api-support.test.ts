import { type Siyum, SUPPORT_RATE_LIMIT } from '@siyum/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../src/db';
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

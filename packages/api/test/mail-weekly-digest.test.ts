import type { MailCatcherClient } from '@siyum/devstack';
import type { Portion, Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueWeeklyDigests, sendWeeklyDigest } from '../src/services/weeklyDigest';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

const at = (iso: string) => new Date(iso);

/**
 * The learner's Sunday summary (issue 22), on a fake clock: 2031-03-09 is a Sunday, and the day
 * New York moves to summer time — 9:00 there is 13:00 UTC.
 */
describe('the weekly summary', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let owner: SignedUpUser;
  let busy: SignedUpUser;
  let light: SignedUpUser;

  async function siyumWith(title: string, targetDate: string): Promise<Portion[]> {
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title, corpus: 'mishnah', unit: 'tractate', targetDate },
        owner.token,
      ),
    );
    return readBoard(h.rpc, { id: siyum.id });
  }
  const claim = async (who: SignedUpUser, portion: Portion | undefined) =>
    ok(await h.rpc.mutation('portion.claim', { portionId: portion?.id }, who.token));
  const dueFor = async (iso: string, who: SignedUpUser) =>
    (await dueWeeklyDigests(h.testDb.database.db, at(iso))).filter((d) => d.userId === who.id);

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    owner = await h.signUp('weekly-owner@example.org');
    busy = await h.signUp('weekly-busy@example.org', { givenName: 'Yaakov' });
    light = await h.signUp('weekly-light@example.org');
    for (const who of [busy, light])
      ok(await h.rpc.mutation('mail.setPrefs', { timeZone: 'America/New_York' }, who.token));
    const spring = await siyumWith('Mishnah by Shavuos', '2031-06-01');
    const autumn = await siyumWith('Mishnah by Rosh Hashanah', '2031-09-01');
    await claim(busy, spring[0]);
    await claim(busy, spring[1]);
    await claim(busy, autumn[0]);
    await claim(light, spring[2]);
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('comes on Sunday in the half hour after 9:00 local time, to those holding several portions', async () => {
    expect(await dueFor('2031-03-09T12:59:00Z', busy)).toEqual([]); // 8:59 EDT
    expect(await dueFor('2031-03-09T13:00:00Z', busy)).toEqual([
      { userId: busy.id, localDate: '2031-03-09' },
    ]);
    expect(await dueFor('2031-03-09T13:29:00Z', busy)).toHaveLength(1);
    expect(await dueFor('2031-03-09T13:30:00Z', busy)).toEqual([]); // the window has closed
    expect(await dueFor('2031-03-08T14:00:00Z', busy)).toEqual([]); // a Saturday
    expect(await dueFor('2031-03-09T13:00:00Z', light)).toEqual([]); // one portion: the reminders are enough
  });

  it('lists each siyum’s open portions with its date and pace, once', async () => {
    const job = { userId: busy.id, localDate: '2031-03-09' };
    expect(await sendWeeklyDigest(deps(), job, at('2031-03-09T13:00:00Z'))).toBe('sent');
    expect(await sendWeeklyDigest(deps(), job, at('2031-03-09T13:15:00Z'))).toBe('skipped');
    const mail = await inbox.waitFor((m) => m.envelopeTo.includes(busy.email));
    expect(mail.subject).toBe('Your learning this week: 3 portions to go');
    expect(mail.text).toContain('“Mishnah by Shavuos” — on 1 June 2031, in 84 days:\n- Berakhot\n- Peah\n');
    expect(mail.text).toContain('2 portions, 84 days: about one every 42 days.');
    expect(mail.text).toContain('“Mishnah by Rosh Hashanah” — on 1 September 2031, in 176 days:');
    expect(mail.text).toContain('https://siyum.example.org/learnings');
    expect(await dueFor('2031-03-09T13:15:00Z', busy)).toEqual([]); // sent: the next tick finds nothing
  });

  function deps() {
    return kit.deps(h.testDb.database.db);
  }
});

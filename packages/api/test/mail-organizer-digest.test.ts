import type { MailCatcherClient } from '@siyum/devstack';
import type { Portion, Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dueOrganizerDigests,
  planOrganizerDigests,
  sendOrganizerDigest,
} from '../src/services/organizerDigest';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

/** Today at `hour`:00 UTC: the day's activity is what the test itself just did. */
function todayAt(hour: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The organizers' daily summary (issue 22): to the owner and helpers with updateUsers, at 9:00
 * where each is, only when something happened — or, a week before the date, with the open portions.
 */
describe('the organizer’s daily summary', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let owner: SignedUpUser;
  let helper: SignedUpUser;
  let editor: SignedUpUser;
  let learner: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];
  const deps = () => kit.deps(h.testDb.database.db);
  const create = (title: string, targetDate: string) =>
    h.rpc.mutation<Siyum>(
      'siyum.create',
      { title, corpus: 'mishnah', unit: 'tractate', targetDate },
      owner.token,
    );

  beforeAll(async () => {
    h = await startHarness({ jobs: true });
    kit = await startMailKit();
    inbox = kit.inbox;
    owner = await h.signUp('digest-owner@example.org', { givenName: 'Moshe' });
    helper = await h.signUp('digest-helper@example.org');
    editor = await h.signUp('digest-editor@example.org');
    learner = await h.signUp('digest-learner@example.org', { givenName: 'Rivka', familyName: 'Levi' });
    ok(await h.rpc.mutation('mail.setPrefs', { timeZone: 'Asia/Jerusalem' }, owner.token));
    ok(await h.rpc.mutation('mail.setPrefs', { timeZone: 'America/New_York' }, helper.token));
    siyum = ok(await create('Mishnah for the shloshim', '2031-06-01'));
    board = await readBoard(h.rpc, { id: siyum.id });
    const grant = (email: string, rights: object) =>
      h.rpc.mutation('siyum.permissions.grant', { siyumId: siyum.id, email, ...rights }, owner.token);
    ok(await grant(helper.email, { updateUsers: true }));
    ok(await grant(editor.email, { editSignup: true }));
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('says nothing on a quiet day, and tells the managers who signed up and learned', async () => {
    const mine = <T extends { siyumId: number }>(due: T[]) => due.filter((d) => d.siyumId === siyum.id);
    expect(mine(await dueOrganizerDigests(h.testDb.database.db, todayAt(15)))).toEqual([]);

    ok(await h.rpc.mutation('portion.claim', { portionId: board[0]?.id }, learner.token));
    ok(await h.rpc.mutation('portion.claim', { portionId: board[1]?.id }, learner.token));
    ok(await h.rpc.mutation('portion.complete', { portionId: board[0]?.id }, learner.token));
    // 15:00 UTC: 17:00 in Jerusalem and 10:00 in New York — both past 9:00.
    const due = mine(await dueOrganizerDigests(h.testDb.database.db, todayAt(15)));
    expect(due.map((d) => d.userId).sort()).toEqual([owner.id, helper.id].sort());
    const jobs = h.jobs;
    if (!jobs) throw new Error('no queue');
    expect(await planOrganizerDigests(h.testDb.database.db, jobs, todayAt(15))).toBeGreaterThanOrEqual(2);
    expect(await planOrganizerDigests(h.testDb.database.db, jobs, todayAt(15))).toBe(0);

    const ownerDigest = due.find((d) => d.userId === owner.id);
    if (!ownerDigest) throw new Error('no digest for the owner');
    expect(await sendOrganizerDigest(deps(), ownerDigest)).toBe('sent');
    expect(await sendOrganizerDigest(deps(), ownerDigest)).toBe('skipped');
    const mail = await inbox.waitFor((m) => m.envelopeTo.includes(owner.email));
    expect(mail.subject).toBe('“Mishnah for the shloshim”: today’s news');
    expect(mail.text).toContain(`- Signed up: Rivka Levi — ${board[0]?.labelEn}, ${board[1]?.labelEn}`);
    expect(mail.text).toContain(`- Learned: Rivka Levi — ${board[0]?.labelEn}`);
    expect(mail.text).toContain('So far: 1 of 63 learned, 2 taken.');
    expect(mail.text).not.toContain('digest-learner@example.org');
  });

  it('warns a week before the date with the open portions, even on a quiet day', async () => {
    const weekAhead = new Date(todayAt(15).getTime() + 7 * 86_400_000);
    const near = ok(await create('Mishnah before the yahrzeit', isoDay(weekAhead)));
    const due = (await dueOrganizerDigests(h.testDb.database.db, todayAt(15))).filter(
      (d) => d.siyumId === near.id,
    );
    expect(due.map((d) => d.userId)).toEqual([owner.id]);
    const [digest] = due;
    if (!digest) throw new Error('no warning');
    expect(await sendOrganizerDigest(deps(), digest)).toBe('sent');
    const mail = await inbox.waitFor((m) => m.subject.includes('Mishnah before the yahrzeit'));
    expect(mail.subject).toBe('“Mishnah before the yahrzeit”: 63 still open, a week to go');
    expect(mail.text).toContain('these portions are still open:\n- Berakhot\n- Peah\n');
    expect(mail.text).toContain('…and 33 more.');
  });
});

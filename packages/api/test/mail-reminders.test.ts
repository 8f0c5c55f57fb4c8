import type { MailCatcherClient } from '@siyum/devstack';
import { type Portion, type Siyum, sefariaUrl } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/infra/log';
import { type JobQueue, jobQueueFromDatabase } from '../src/jobs';
import { pacingSentence } from '../src/mail/templates/reminder';
import { dueReminders, planReminders, sendReminder } from '../src/services/reminders';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

const at = (iso: string) => new Date(iso);

/**
 * Reminders at 9:00 where each learner is (issue 22), on a fake clock: `now` is a parameter of the
 * planner, and Postgres converts it with its own time-zone database — so the days the clocks
 * change in New York (2031-03-09, 2031-11-02) and Jerusalem (2031-03-28) are the cases to prove.
 */
describe('reminders before a siyum’s date (issue 22)', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let jobs: JobQueue;
  let owner: SignedUpUser;
  let newYork: SignedUpUser;
  let jerusalem: SignedUpUser;
  const deps = () => kit.deps(h.testDb.database.db);

  async function siyumOn(targetDate: string): Promise<{ siyum: Siyum; board: Portion[] }> {
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: `Mishnah by ${targetDate}`, corpus: 'mishnah', unit: 'tractate', targetDate },
        owner.token,
      ),
    );
    return { siyum, board: await readBoard(h.rpc, { id: siyum.id }) };
  }
  const claim = async (learner: SignedUpUser, portion: Portion | undefined) =>
    ok(await h.rpc.mutation('portion.claim', { portionId: portion?.id }, learner.token));
  /** The learners due at `now` among `who`, as `userId@siyumId on localDate`. */
  const dueAt = async (now: string, ...who: SignedUpUser[]) =>
    (await dueReminders(h.testDb.database.db, at(now)))
      .filter((due) => who.some((user) => user.id === due.userId))
      .map((due) => `${due.userId}@${due.siyumId} on ${due.localDate}`);

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    jobs = jobQueueFromDatabase(h.testDb.database, { log: silentLogger, upkeep: false });
    await jobs.start();
    owner = await h.signUp('remind-owner@example.org');
    newYork = await h.signUp('remind-ny@example.org', { givenName: 'Yaakov' });
    jerusalem = await h.signUp('remind-jlm@example.org', { givenName: 'Rivka' });
    ok(await h.rpc.mutation('mail.setPrefs', { timeZone: 'America/New_York' }, newYork.token));
    ok(await h.rpc.mutation('mail.setPrefs', { timeZone: 'Asia/Jerusalem' }, jerusalem.token));
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await kit?.close();
    await h?.close();
  });

  it('comes at 9:00 New York time on the day the clocks spring forward, and in the autumn', async () => {
    const spring = await siyumOn('2031-03-16'); // 7 days after 2031-03-09, when EST becomes EDT
    await claim(newYork, spring.board[0]);
    expect(await dueAt('2031-03-09T12:59:00Z', newYork)).toEqual([]); // 8:59 EDT
    expect(await dueAt('2031-03-09T13:00:00Z', newYork)).toEqual([
      `${newYork.id}@${spring.siyum.id} on 2031-03-09`,
    ]);
    const autumn = await siyumOn('2031-11-09'); // 7 days after 2031-11-02, when EDT becomes EST
    await claim(newYork, autumn.board[0]);
    expect(await dueAt('2031-11-02T13:59:00Z', newYork)).toEqual([]); // 8:59 EST
    expect(await dueAt('2031-11-02T14:00:00Z', newYork)).toEqual([
      `${newYork.id}@${autumn.siyum.id} on 2031-11-02`,
    ]);
  });

  it('comes at 9:00 Jerusalem time, the day before and the day its clocks change', async () => {
    const { siyum, board } = await siyumOn('2031-04-04'); // 7 days after 2031-03-28 (IST → IDT)
    await claim(jerusalem, board[0]);
    expect(await dueAt('2031-03-28T05:59:00Z', jerusalem)).toEqual([]); // 8:59 IDT
    expect(await dueAt('2031-03-28T06:00:00Z', jerusalem)).toEqual([
      `${jerusalem.id}@${siyum.id} on 2031-03-28`,
    ]);
    // 30 days before (2031-03-05, still IST: UTC+2), the first reminder: 9:00 is 07:00Z.
    expect(await dueAt('2031-03-05T06:59:00Z', jerusalem)).toEqual([]);
    expect(await dueAt('2031-03-05T07:00:00Z', jerusalem)).toHaveLength(1);
    // Not a reminder day: 8 days before.
    expect(await dueAt('2031-03-27T12:00:00Z', jerusalem)).toEqual([]);
  });

  it('sends each reminder once, with what is open and the pace, however often it is planned', async () => {
    const { siyum, board } = await siyumOn('2031-06-08');
    await claim(jerusalem, board[1]);
    await claim(jerusalem, board[2]);
    await claim(jerusalem, board[3]);
    ok(await h.rpc.mutation('portion.complete', { portionId: board[3]?.id }, jerusalem.token));
    const now = at('2031-06-01T09:00:00Z'); // 12:00 in Jerusalem, 7 days before
    const first = await planReminders(h.testDb.database.db, jobs, now);
    const again = await planReminders(h.testDb.database.db, jobs, now);
    expect(first.queued).toBeGreaterThanOrEqual(1);
    expect(again.queued).toBe(0); // the same keys are queued already
    const job = { userId: jerusalem.id, siyumId: siyum.id, localDate: '2031-06-01' };
    expect(await sendReminder(deps(), job, now)).toBe('sent');
    expect(await sendReminder(deps(), job, now)).toBe('skipped');
    const mail = await inbox.waitFor((m) => m.to.includes('remind-jlm@example.org'));
    expect(mail.subject).toBe(`7 days to the siyum “Mishnah by 2031-06-08”`);
    // Each open portion with the link to its text (issue 24), in the text and the HTML.
    const line = (portion: Portion | undefined) =>
      `- ${portion?.labelEn} — Read on Sefaria: ${sefariaUrl(portion?.ref ?? '')}\n`;
    expect(mail.text).toContain(`${line(board[1])}${line(board[2])}\n`);
    expect(mail.html).toContain(`<a href="${sefariaUrl(board[1]?.ref ?? '')}">Read on Sefaria</a>`);
    expect(mail.text).not.toContain(`- ${board[3]?.labelEn}`); // learned already
    expect(mail.text).toContain('2 portions, 7 days: about one every 3 days.');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Sent: a later tick that day finds nothing due for it.
    expect(await dueAt('2031-06-01T15:00:00Z', jerusalem)).not.toContain(
      `${jerusalem.id}@${siyum.id} on 2031-06-01`,
    );
  });

  it('leaves out a learner who unsubscribed, finished, or let go of their portions', async () => {
    const { siyum, board } = await siyumOn('2031-08-08');
    await claim(newYork, board[0]);
    const due = '2031-08-01T14:00:00Z'; // 10:00 EDT, 7 days before
    expect(await dueAt(due, newYork)).toHaveLength(1);
    ok(await h.rpc.mutation('mail.setPrefs', { topics: { reminders: false } }, newYork.token));
    expect(await dueAt(due, newYork)).toEqual([]);
    ok(await h.rpc.mutation('mail.setPrefs', { topics: { reminders: true } }, newYork.token));
    ok(await h.rpc.mutation('portion.complete', { portionId: board[0]?.id }, newYork.token));
    expect(await dueAt(due, newYork)).toEqual([]);
    // Planned, then released before the job ran: the job sends nothing.
    await claim(newYork, board[1]);
    expect(await dueAt(due, newYork)).toHaveLength(1);
    ok(await h.rpc.mutation('portion.release', { portionId: board[1]?.id }, newYork.token));
    const job = { userId: newYork.id, siyumId: siyum.id, localDate: '2031-08-01' };
    expect(await sendReminder(deps(), job, at(due))).toBe('skipped');
  });

  it('writes the pace a person can follow', () => {
    expect(pacingSentence(2, 18)).toBe('2 portions, 18 days: about one every 9 days.');
    expect(pacingSentence(1, 1)).toBe('1 portion, 1 day: about 1 a day.');
    expect(pacingSentence(5, 3)).toBe('5 portions, 3 days: about 2 a day.');
    expect(pacingSentence(3, 4)).toBe('3 portions, 4 days: about 1 a day.');
  });
});

import type { MailCatcherClient } from '@siyum/devstack';
import type { Portion, Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workSiyumComplete } from '../src/services/siyumComplete';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

/** The last portion learned tells every learner once, with the final numbers and their own part. */
describe('"the siyum is complete" (issue 22)', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let owner: SignedUpUser;
  let leah: SignedUpUser;
  let dovid: SignedUpUser;
  let quiet: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];
  const complete = (who: SignedUpUser, portion: Portion | undefined, completed = true) =>
    h.rpc.mutation('portion.complete', { portionId: portion?.id, completed }, who.token);

  beforeAll(async () => {
    h = await startHarness({ jobs: true });
    kit = await startMailKit();
    inbox = kit.inbox;
    owner = await h.signUp('done-owner@example.org');
    leah = await h.signUp('done-leah@example.org', { givenName: 'Leah' });
    dovid = await h.signUp('done-dovid@example.org');
    quiet = await h.signUp('done-quiet@example.org');
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Tehillim for a refuah', corpus: 'tehillim', unit: 'book', targetDate: '2031-04-01' },
        owner.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
    ok(await h.rpc.mutation('mail.setPrefs', { topics: { siyumComplete: false } }, quiet.token));
    const jobs = h.jobs;
    if (!jobs) throw new Error('the harness has no queue');
    await workSiyumComplete(jobs, kit.deps(h.testDb.database.db));
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('goes to each learner once when the last portion is learned, and not again', async () => {
    expect(board).toHaveLength(5);
    for (const portion of board.slice(0, 3)) ok(await complete(leah, portion));
    ok(await complete(dovid, board[3]));
    // Four of five: nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await inbox.messages()).toHaveLength(0);
    ok(await complete(quiet, board[4]));

    const mail = await inbox.waitFor((m) => m.envelopeTo.includes(leah.email), 20_000);
    expect(mail.subject).toBe('“Tehillim for a refuah” is complete');
    expect(mail.text).toContain(
      'Every portion of “Tehillim for a refuah” is learned: 5 portions by 3 learners.',
    );
    expect(mail.text).toContain(
      `Your part:\n- ${board[0]?.labelEn}\n- ${board[1]?.labelEn}\n- ${board[2]?.labelEn}\n`,
    );
    await inbox.waitFor((m) => m.envelopeTo.includes(dovid.email), 20_000);

    // Un-learned and learned again: no second announcement.
    ok(await complete(quiet, board[4], false));
    ok(await complete(quiet, board[4]));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const mails = await inbox.messages();
    expect(mails.map((m) => m.envelopeTo.join()).sort()).toEqual([dovid.email, leah.email].sort());
  });
});

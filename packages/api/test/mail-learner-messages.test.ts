import { freePort, type MailCatcherClient } from '@siyum/devstack';
import { LEARNER_MESSAGES_PER_DAY, type LearnerMessages, type Portion, type Siyum } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerMessages } from '../src/db';
import { createMailer, MailDeliveryError } from '../src/mail';
import { sendLearnerMessage, workLearnerMessages } from '../src/services/learnerMessages';
import { MAIL_ATTEMPTS } from '../src/services/mailLedger';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

/**
 * The organizer writes to the learners (issue 22): each gets one copy of their own (no other
 * address anywhere in it), Reply-To the organizer, only whom the audience names, never twice; who
 * may write and how often is the server's decision.
 */
describe('an organizer’s message to the learners', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let organizer: SignedUpUser;
  let helper: SignedUpUser;
  let signupEditor: SignedUpUser;
  let open: SignedUpUser;
  let finished: SignedUpUser;
  let quiet: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];

  const send = (who: SignedUpUser, audience: 'all' | 'open', subject = 'Siyum on Sunday') =>
    h.rpc.mutation<{ recipients: number }>(
      'mail.messageLearners',
      { siyumId: siyum.id, subject, body: 'Dear learners,\n\nWe meet at 8.\nBring a friend.', audience },
      who.token,
    );
  const mailsTo = async (email: string) =>
    (await inbox.messages()).filter((m) => m.envelopeTo.includes(email));

  beforeAll(async () => {
    h = await startHarness({ jobs: true });
    kit = await startMailKit();
    inbox = kit.inbox;
    organizer = await h.signUp('msg-organizer@example.org', { givenName: 'Moshe', familyName: 'Cohen' });
    helper = await h.signUp('msg-helper@example.org');
    signupEditor = await h.signUp('msg-editor@example.org');
    open = await h.signUp('msg-open@example.org', { givenName: 'Rivka' });
    finished = await h.signUp('msg-finished@example.org');
    quiet = await h.signUp('msg-quiet@example.org');
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Mishnah for the yahrzeit', corpus: 'mishnah', unit: 'tractate', targetDate: '2031-05-01' },
        organizer.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
    const grant = (email: string, rights: object) =>
      h.rpc.mutation('siyum.permissions.grant', { siyumId: siyum.id, email, ...rights }, organizer.token);
    ok(await grant(helper.email, { updateUsers: true }));
    ok(await grant(signupEditor.email, { editSignup: true }));
    for (const [i, learner] of [open, finished, quiet].entries())
      ok(await h.rpc.mutation('portion.claim', { portionId: board[i]?.id }, learner.token));
    ok(await h.rpc.mutation('portion.complete', { portionId: board[1]?.id }, finished.token));
    ok(await h.rpc.mutation('mail.setPrefs', { topics: { organizerMessages: false } }, quiet.token));
    // A guest the organizer added by hand never signed up for email: they get nothing.
    ok(
      await h.rpc.mutation(
        'siyum.addParticipant',
        { siyumId: siyum.id, email: 'msg-guest@example.org', firstName: 'Savta', portionIds: [board[3]?.id] },
        organizer.token,
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('refuses who may not write, changing nothing', async () => {
    const before = await h.snapshot();
    for (const who of [signupEditor, open]) {
      const refused = await send(who, 'all');
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.data.code).toBe('FORBIDDEN');
    }
    const visitor = await h.rpc.mutation('mail.messageLearners', {
      siyumId: siyum.id,
      subject: 's',
      body: 'b',
      audience: 'all',
    });
    expect(visitor.ok).toBe(false);
    const empty = await h.rpc.mutation(
      'mail.messageLearners',
      { siyumId: siyum.id, subject: '  ', body: 'b', audience: 'all' },
      organizer.token,
    );
    expect(empty.ok).toBe(false);
    await h.expectUnchanged(before);
  });

  it('reaches each chosen learner once, alone on the To line, Reply-To the organizer', async () => {
    const jobs = h.jobs;
    if (!jobs) throw new Error('the harness has no queue');
    await workLearnerMessages(jobs, kit.deps(h.testDb.database.db));
    // Only learners with a portion still open, and not the one who turned these off.
    expect(ok(await send(organizer, 'open')).recipients).toBe(1);
    // A helper with updateUsers writes to all: the open and the finished learner.
    expect(ok(await send(helper, 'all', 'Thank you all')).recipients).toBe(2);

    await inbox.waitFor(
      (m) => m.subject.startsWith('Thank you all') && m.envelopeTo.includes(finished.email),
      20_000,
    );
    await inbox.waitFor(
      (m) => m.subject.startsWith('Thank you all') && m.envelopeTo.includes(open.email),
      20_000,
    );
    const first = await inbox.waitFor((m) => m.subject.startsWith('Siyum on Sunday'), 20_000);
    expect(first.envelopeTo).toEqual([open.email]);
    expect(first.to).toEqual([open.email]);
    expect(first.subject).toBe('Siyum on Sunday — Mishnah for the yahrzeit');
    expect(first.headers['reply-to']).toBe('Moshe Cohen <msg-organizer@example.org>');
    expect(first.text).toContain('Dear learners,\n\nWe meet at 8.\nBring a friend.\n');
    expect(first.text).toContain('Replies go to the organizer.');
    expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    expect(await mailsTo(open.email)).toHaveLength(2);
    expect(await mailsTo(finished.email)).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo('msg-guest@example.org')).toHaveLength(0);
    for (const mail of await inbox.messages()) expect(mail.envelopeTo).toHaveLength(1);

    const listed = ok(
      await h.rpc.query<LearnerMessages>('mail.learnerMessages', { siyumId: siyum.id }, organizer.token),
    );
    expect(listed.messages.map((m) => [m.subject, m.recipients, m.delivered, m.failed])).toEqual([
      ['Thank you all', 2, 2, 0],
      ['Siyum on Sunday', 1, 1, 0],
    ]);
    expect(listed.remainingToday).toBe(LEARNER_MESSAGES_PER_DAY - 2);
  });

  it('with SMTP down, retries each copy, then shows it as failed to the organizer', async () => {
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Siyum <no-reply@localhost>',
    });
    try {
      // Not worked by the queue (its worker sends through the catcher): this test sends the copy itself.
      const [message] = await h.testDb.database.db
        .insert(learnerMessages)
        .values({
          siyumId: siyum.id,
          senderId: organizer.id,
          subject: 'SMTP down',
          body: 'b',
          audience: 'all',
          recipients: 1,
        })
        .returning({ id: learnerMessages.id });
      const job = { messageId: message?.id ?? 0, userId: open.id };
      const deps = kit.deps(h.testDb.database.db, down);
      for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++)
        await expect(sendLearnerMessage(deps, job)).rejects.toBeInstanceOf(MailDeliveryError);
      expect(await sendLearnerMessage(deps, job)).toBe('failed');
      // Failed for good: a later run sends nothing, and the list says so.
      expect(await sendLearnerMessage(deps, job)).toBe('skipped');
      const listed = ok(
        await h.rpc.query<LearnerMessages>('mail.learnerMessages', { siyumId: siyum.id }, organizer.token),
      );
      expect(listed.messages.find((m) => m.subject === 'SMTP down')).toMatchObject({
        delivered: 0,
        failed: 1,
      });
    } finally {
      down.close();
    }
  });

  it('"send again" queues the failed copies once more: delivered once, and only for those who may write', async () => {
    const listed = async () =>
      ok(await h.rpc.query<LearnerMessages>('mail.learnerMessages', { siyumId: siyum.id }, organizer.token));
    const failedOne = (await listed()).messages.find((m) => m.subject === 'SMTP down');
    const resend = (who: SignedUpUser) =>
      h.rpc.mutation<{ resent: number }>(
        'mail.resendFailed',
        { siyumId: siyum.id, messageId: failedOne?.id },
        who.token,
      );
    const before = await h.snapshot();
    const refused = await resend(open);
    expect(refused.ok || refused.error.data.code).toBe('FORBIDDEN');
    await h.expectUnchanged(before);

    expect(ok(await resend(helper))).toEqual({ resent: 1 });
    // A second click while it is on its way finds nothing failed to send again.
    expect(ok(await resend(organizer))).toEqual({ resent: 0 });
    await inbox.waitFor(
      (m) => m.subject.startsWith('SMTP down') && m.envelopeTo.includes(open.email),
      20_000,
    );
    await expect
      .poll(async () => (await listed()).messages.find((m) => m.id === failedOne?.id))
      .toMatchObject({
        delivered: 1,
        failed: 0,
      });
    expect((await mailsTo(open.email)).filter((m) => m.subject.startsWith('SMTP down'))).toHaveLength(1);
  });

  it('allows a few messages a day per siyum, then refuses with its reason', async () => {
    const { remainingToday } = ok(
      await h.rpc.query<LearnerMessages>('mail.learnerMessages', { siyumId: siyum.id }, organizer.token),
    );
    for (let left = remainingToday; left > 0; left--) ok(await send(organizer, 'all'));
    const before = await h.snapshot();
    const refused = await send(helper, 'all');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.data.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.error.data.reason).toBe('learnerMessageQuota');
    }
    await h.expectUnchanged(before);
  });
});

import { freePort, type MailCatcherClient } from '@siyum/devstack';
import type { Portion, Siyum } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSends } from '../src/db';
import { silentLogger } from '../src/infra/log';
import { jobQueueFromDatabase } from '../src/jobs';
import { createMailer, MailDeliveryError } from '../src/mail';
import {
  claimConfirmationKey,
  queueClaimConfirmation,
  sendClaimConfirmation,
} from '../src/services/claimConfirmations';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

const FROM = 'Siyum <no-reply@localhost>';
const ORIGIN = 'https://siyum.example.org';

describe('a learner’s confirmation email (issue 22)', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let learner: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];
  const deps = () => kit.deps(h.testDb.database.db);

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    const owner = await h.signUp('mail-owner@example.org', { givenName: 'Moshe', familyName: 'Cohen' });
    learner = await h.signUp('mail-learner@example.org', { givenName: 'Rivka', familyName: 'Levi' });
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        {
          title: 'Mishnah for Sarah bat Avraham',
          dedicationKind: 'memory',
          dedicationNames: 'Sarah bat Avraham',
          corpus: 'mishnah',
          unit: 'tractate',
          targetDate: '2031-03-01',
        },
        owner.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
    for (const portion of board.slice(0, 2))
      ok(await h.rpc.mutation('portion.claim', { portionId: portion.id }, learner.token));
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('sends the portions, the siyum and its date, the link back and a calendar file — once', async () => {
    const job = { userId: learner.id, siyumId: siyum.id };
    expect(await sendClaimConfirmation(deps(), job)).toBe('sent');
    const mail = await inbox.waitFor((m) => m.to.includes('mail-learner@example.org'), 10_000);
    expect(mail?.subject).toBe('You are learning for “Mishnah for Sarah bat Avraham”');
    for (const portion of board.slice(0, 2)) expect(mail?.text).toContain(`- ${portion.labelEn}`);
    expect(mail?.text).toContain('L’iluy nishmas Sarah bat Avraham');
    expect(mail?.text).toContain('The siyum is on 1 March 2031');
    expect(mail?.text).toContain(`${ORIGIN}/s/${siyum.id}`);
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'siyum.ics' })]);
    expect(mail?.attachments[0]?.contentType).toMatch(/^text\/calendar/);

    // The same job again (a retry, a second replica): recorded as sent, so nothing more goes out.
    expect(await sendClaimConfirmation(deps(), job)).toBe('skipped');
    const mine = (await inbox.messages()).filter((m) => m.to.includes('mail-learner@example.org'));
    expect(mine).toHaveLength(1);
    const [row] = await h.testDb.database.db
      .select()
      .from(mailSends)
      .where(eq(mailSends.key, claimConfirmationKey(learner.id, siyum.id)));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('keeps a send that SMTP refused for now, to be retried, and sends it when SMTP is back', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: FROM });
    const job = { userId: learner.id, siyumId: siyum.id };
    const refused = await sendClaimConfirmation({ ...deps(), mailer: down }, job, tomorrow).catch(
      (e: unknown) => e,
    );
    down.close();
    expect(refused).toBeInstanceOf(MailDeliveryError);
    expect((refused as MailDeliveryError).kind).toBe('transient');
    const key = claimConfirmationKey(learner.id, siyum.id, tomorrow);
    const [pending] = await h.testDb.database.db.select().from(mailSends).where(eq(mailSends.key, key));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await sendClaimConfirmation(deps(), job, tomorrow)).toBe('sent');
  });

  it('sends nothing to a learner who no longer holds a portion there', async () => {
    for (const portion of board.slice(0, 2))
      ok(await h.rpc.mutation('portion.release', { portionId: portion.id }, learner.token));
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await sendClaimConfirmation(deps(), { userId: learner.id, siyumId: siyum.id }, later)).toBe(
      'skipped',
    );
  });

  it('queues one confirmation a day per learner and siyum, however many portions they take', async () => {
    const jobs = jobQueueFromDatabase(h.testDb.database, { log: silentLogger, upkeep: false });
    await jobs.start();
    try {
      const job = { userId: learner.id, siyumId: siyum.id };
      await queueClaimConfirmation(jobs, job, silentLogger);
      await queueClaimConfirmation(jobs, job, silentLogger);
      const counts = await jobs.inspect('mail.claimConfirmation');
      expect(counts.queued + counts.active + counts.completed).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});

import type { MailCatcherClient } from '@siyum/devstack';
import type { MailPrefs, Portion, Siyum, UnsubscribeResult } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendClaimConfirmation } from '../src/services/claimConfirmations';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

const DAY_MS = 86_400_000;

/** The unsubscribe page's link in a plain-text part, as the footer writes it. */
function unsubscribeLinkIn(text: string | undefined): URL {
  const match = /Stop these emails: (\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no unsubscribe link in the email');
  return new URL(match[1]);
}

describe('email preferences and one-click unsubscribe (issue 22)', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let learner: SignedUpUser;
  let siyum: Siyum;
  let owner: SignedUpUser;
  let board: Portion[];

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    owner = await h.signUp('prefs-owner@example.org');
    learner = await h.signUp('prefs-learner@example.org', { givenName: 'Rivka' });
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Tehillim for a refuah', corpus: 'tehillim', unit: 'chapter', targetDate: '2031-05-01' },
        owner.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
    ok(await h.rpc.mutation('portion.claim', { portionId: board[0]?.id }, learner.token));
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  /** Sends the learner's confirmation as the job would `daysAhead` days from now. */
  const confirm = (daysAhead: number) =>
    sendClaimConfirmation(
      { ...kit.deps(h.testDb.database.db), origin: h.server.url },
      { userId: learner.id, siyumId: siyum.id },
      new Date(Date.now() + daysAhead * DAY_MS),
    );

  it('has every topic on and no time zone until one is given; the browser’s is adopted once', async () => {
    const before = ok(await h.rpc.query<MailPrefs>('mail.prefs', undefined, learner.token));
    expect(before.timeZoneSet).toBe(false);
    expect(before.timeZone).toBe('UTC');
    expect(Object.values(before.topics).every(Boolean)).toBe(true);

    ok(
      await h.rpc.mutation(
        'auth.createUser',
        { platform: 'siyum', timeZone: 'Asia/Jerusalem' },
        learner.token,
      ),
    );
    // A later sign-in from another zone (travel) does not move a zone already set.
    ok(
      await h.rpc.mutation(
        'auth.createUser',
        { platform: 'siyum', timeZone: 'America/New_York' },
        learner.token,
      ),
    );
    const after = ok(await h.rpc.query<MailPrefs>('mail.prefs', undefined, learner.token));
    expect(after).toMatchObject({ timeZone: 'Asia/Jerusalem', timeZoneSet: true });
  });

  it('changes only what it is given, and refuses an unknown zone changing nothing', async () => {
    const changed = ok(
      await h.rpc.mutation<MailPrefs>(
        'mail.setPrefs',
        { timeZone: 'America/New_York', topics: { claimConfirmation: false } },
        learner.token,
      ),
    );
    expect(changed.timeZone).toBe('America/New_York');
    expect(changed.topics).toEqual({
      claimConfirmation: false,
      reminders: true,
      weeklyDigest: true,
      siyumComplete: true,
      organizerMessages: true,
      organizerDigest: true,
    });

    const before = await h.snapshot();
    const refused = await h.rpc.mutation('mail.setPrefs', { timeZone: 'Mars/Olympus_Mons' }, learner.token);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.data.code).toBe('BAD_REQUEST');
    const unknownTopic = await h.rpc.mutation('mail.setPrefs', { topics: { spam: false } }, learner.token);
    expect(unknownTopic.ok).toBe(false);
    await h.expectUnchanged(before);

    ok(await h.rpc.mutation('mail.setPrefs', { topics: { claimConfirmation: true } }, learner.token));
    const visitor = await h.rpc.query('mail.prefs', undefined);
    expect(visitor.ok).toBe(false);
    if (!visitor.ok) expect(visitor.error.data.code).toBe('UNAUTHORIZED');
  });

  it('carries RFC 8058 headers and a footer link; one POST stops the next email, GET changes nothing', async () => {
    expect(await confirm(0)).toBe('sent');
    const mail = await inbox.waitFor((m) => m.to.includes('prefs-learner@example.org'));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? 'x:');
    expect(oneClick.pathname).toBe('/api/mail/unsubscribe');
    expect(oneClick.searchParams.get('topic')).toBe('claimConfirmation');
    const page = unsubscribeLinkIn(mail.text);
    expect(page.pathname).toBe('/unsubscribe');
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    // A link scanner's GET is not an unsubscribe.
    const scanned = await fetch(oneClick);
    expect(scanned.status).toBe(404);
    const input = { token: page.searchParams.get('token'), topic: 'claimConfirmation' };
    const asked = ok(await h.rpc.query<UnsubscribeResult>('mail.subscription', input));
    expect(asked).toEqual({ topic: 'claimConfirmation', email: 'p•••@example.org', subscribed: true });

    // What Gmail sends: a form POST, no cookies, no token in a header.
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const prefs = ok(await h.rpc.query<MailPrefs>('mail.prefs', undefined, learner.token));
    expect(prefs.topics).toMatchObject({ claimConfirmation: false, reminders: true });
    expect(await confirm(1)).toBe('skipped');

    // The page's undo: on again, and the next day's confirmation goes out.
    const again = ok(await h.rpc.mutation<UnsubscribeResult>('mail.resubscribe', input));
    expect(again.subscribed).toBe(true);
    expect(await confirm(2)).toBe('sent');
    const mine = (await inbox.messages()).filter((m) => m.to.includes('prefs-learner@example.org'));
    expect(mine).toHaveLength(2);
    // One token per user: the second email's links are the first one's.
    expect(unsubscribeLinkIn(mine[1]?.text).href).toBe(page.href);
  });

  it('answers a wrong or malformed token with one refusal that names nobody', async () => {
    const before = await h.snapshot();
    for (const token of ['A'.repeat(43), 'short', '']) {
      const answer = await h.rpc.mutation('mail.unsubscribe', { token, topic: 'reminders' });
      expect(answer.ok).toBe(false);
      const posted = await fetch(
        `${h.server.url}/api/mail/unsubscribe?${new URLSearchParams({ token, topic: 'reminders' })}`,
        { method: 'POST', body: 'List-Unsubscribe=One-Click' },
      );
      expect(posted.status).toBe(404);
      expect(await posted.text()).not.toContain('@');
    }
    await h.expectUnchanged(before);
  });

  it('refuses an organizer’s message where the install sends no email, changing nothing', async () => {
    const before = await h.snapshot();
    const refused = await h.rpc.mutation(
      'mail.messageLearners',
      { siyumId: siyum.id, subject: 'Hello', body: 'Dear learners', audience: 'all' },
      owner.token,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'mailUnavailable' });
    await h.expectUnchanged(before);
  });
});

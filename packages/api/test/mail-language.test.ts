import type { MailCatcherClient } from '@siyum/devstack';
import {
  format,
  hebrewDate,
  longDate,
  mailMessages,
  type Portion,
  type Siyum,
  sefariaUrl,
} from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendClaimConfirmation } from '../src/services/claimConfirmations';
import { mailRecipient } from '../src/services/mailLedger';
import { readBoard } from './support/board';
import { type Harness, PLATFORM, type SignedUpUser, startHarness } from './support/harness';
import { type MailKit, startMailKit } from './support/mailKit';
import { ok } from './support/rpc';

const TITLE = 'Mishnah for Sarah bat Avraham';
const TARGET_DATE = '2031-03-01';
/** People's words inside a Hebrew line: between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
const isolated = (words: string) => `\u2068${words}\u2069`;
/** An .ics with its folded lines joined again (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

/**
 * Issue 23: every email goes out in its recipient's language — the one in their prefs (the app
 * saves it with userPref.addUserPref), English when they chose none. The claim confirmation stands
 * for them all: each job reads the language with the recipient, and the templates share the frame.
 */
describe('an email in its recipient’s language (issue 23)', () => {
  let h: Harness;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  let hebrewReader: SignedUpUser;
  let englishReader: SignedUpUser;
  let siyum: Siyum;
  let board: Portion[];
  const deps = () => kit.deps(h.testDb.database.db);

  beforeAll(async () => {
    h = await startHarness();
    kit = await startMailKit();
    inbox = kit.inbox;
    const owner = await h.signUp('lang-owner@example.org', { givenName: 'Moshe', familyName: 'Cohen' });
    hebrewReader = await h.signUp('lang-hebrew@example.org', { givenName: 'Rivka', familyName: 'Levi' });
    englishReader = await h.signUp('lang-english@example.org', { givenName: 'Dovid', familyName: 'Katz' });
    // As the app's language switch saves it; the English reader's prefs name no language.
    ok(
      await h.rpc.mutation(
        'userPref.addUserPref',
        { platform: PLATFORM, data: { language: 'he' } },
        hebrewReader.token,
      ),
    );
    ok(
      await h.rpc.mutation('userPref.addUserPref', { platform: PLATFORM, fontSize: 20 }, englishReader.token),
    );
    siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        {
          title: TITLE,
          dedicationKind: 'memory',
          dedicationNames: 'Sarah bat Avraham',
          corpus: 'mishnah',
          unit: 'tractate',
          targetDate: TARGET_DATE,
        },
        owner.token,
      ),
    );
    board = await readBoard(h.rpc, { id: siyum.id });
    for (const portion of board.slice(0, 2))
      ok(await h.rpc.mutation('portion.claim', { portionId: portion.id }, hebrewReader.token));
    ok(await h.rpc.mutation('portion.claim', { portionId: board[2]?.id }, englishReader.token));
  }, 60_000);
  afterAll(async () => {
    await kit?.close();
    await h?.close();
  });

  it('reads each recipient’s language with the recipient, as every mail job does', async () => {
    const { db } = h.testDb.database;
    expect(await mailRecipient(db, hebrewReader.id)).toEqual({
      email: hebrewReader.email,
      firstName: 'Rivka',
      locale: 'he',
    });
    expect((await mailRecipient(db, englishReader.id))?.locale).toBe('en');
  });

  it('writes to a learner who chose Hebrew in Hebrew, right to left, the portions by their Hebrew names', async () => {
    expect(await sendClaimConfirmation(deps(), { userId: hebrewReader.id, siyumId: siyum.id })).toBe('sent');
    const mail = await inbox.waitFor((m) => m.to.includes(hebrewReader.email), 10_000);

    expect(mail.subject).toBe(format(he.mail.claimConfirmationSubject, { title: isolated(TITLE) }));
    const text = mail.text ?? '';
    expect(text).toContain(format(he.mail.greeting, { name: isolated('Rivka') }));
    expect(text).toContain(he.mail.claimConfirmationIntro);
    for (const portion of board.slice(0, 2)) {
      expect(portion.labelHe).toMatch(/^[\u0590-\u05FF]/);
      // Its Hebrew name, then its text on Sefaria in Hebrew (issue 24), whose address is Sefaria's English.
      expect(text).toContain(
        `- ${portion.labelHe} — ${he.mail.textLink}: ${sefariaUrl(portion.ref, 'he')}\n`,
      );
      expect(text.replaceAll(/https:\S+/g, '')).not.toContain(portion.labelEn);
    }
    // The dedication in Hebrew, the names as typed, isolated; the Hebrew date first, then the Gregorian.
    expect(text).toContain(`“${isolated(TITLE)}” — לעילוי נשמת ${isolated('Sarah bat Avraham')}`);
    expect(text).toContain(
      format(he.mail.claimConfirmationDate, {
        date: hebrewDate(TARGET_DATE, 'he'),
        hebrewDate: longDate(TARGET_DATE, he.mail.locale),
      }),
    );
    expect(text).toContain(he.mail.claimConfirmationCalendar);
    expect(text).toContain(format(he.mail.stopTheseText, { url: '' }));
    expect(text).not.toMatch(/Thank you|The siyum is on|Stop these emails/);

    const html = mail.html ?? '';
    expect(html).toContain('<html lang="he-IL" dir="rtl">');
    expect(html).toContain(`<strong><bdi>${TITLE}</bdi></strong>`);
    expect(html).toContain(
      `<li>${board[0]?.labelHe} · <a href="${sefariaUrl(board[0]?.ref ?? '', 'he')}">${he.mail.textLink}</a></li>`,
    );
    expect(html).toContain(`>${he.mail.openSiyum}</a>`);
    expect(html).toContain(`>${he.mail.stopThese}</a>`);

    // The calendar file's description is the Hebrew dedication, and says so; its title is as typed.
    const ics = unfolded(await inbox.attachment(mail.id, 'siyum.ics'));
    expect(ics).toContain(`SUMMARY:${TITLE}\r\n`);
    expect(ics).toContain(`DESCRIPTION;LANGUAGE=he-IL:לעילוי נשמת ${isolated('Sarah bat Avraham')}\\n`);
  });

  it('still writes to a learner who chose no language in English, as before', async () => {
    expect(await sendClaimConfirmation(deps(), { userId: englishReader.id, siyumId: siyum.id })).toBe('sent');
    const mail = await inbox.waitFor((m) => m.to.includes(englishReader.email), 10_000);

    expect(mail.subject).toBe(`You are learning for “${TITLE}”`);
    const text = mail.text ?? '';
    expect(text).toContain('Dear Dovid,');
    expect(text).toContain(
      `${mailMessages.claimConfirmationIntro}\n- ${board[2]?.labelEn} — ${mailMessages.textLink}: ${sefariaUrl(board[2]?.ref ?? '')}\n`,
    );
    expect(text).toContain(`“${TITLE}” — L’iluy nishmas Sarah bat Avraham`);
    expect(text).toContain('The siyum is on 1 March 2031 (');
    expect(text).not.toMatch(/[\u2068\u2069]Sarah|נרשמתם/);

    const html = mail.html ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<div dir="rtl">');
    expect(html).not.toContain('<bdi>Mishnah');
    expect(html).toContain(`<strong>${TITLE}</strong>`);

    const ics = unfolded(await inbox.attachment(mail.id, 'siyum.ics'));
    expect(ics).toContain('DESCRIPTION:L’iluy nishmas Sarah bat Avraham\\n');
  });
});

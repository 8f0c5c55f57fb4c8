import { HDate, months } from '@hebcal/core';
import {
  format,
  formatHebrewDate,
  type HebrewMonth,
  memorialMessages,
  siyumCreateMessages,
  siyumDateMessages,
  siyumPageMessages,
} from '@siyum/domain';
import { expect, test } from './fixtures';
import { createMember, logIn } from './support/members';

const m = siyumCreateMessages;
const DAY_MS = 86_400_000;

/** Hebcal's month numbers as the domain names the months (12 is a common year's Adar, or Adar I). */
const MONTHS: Record<number, HebrewMonth> = {
  [months.NISAN]: 'nisan',
  [months.IYYAR]: 'iyyar',
  [months.SIVAN]: 'sivan',
  [months.TAMUZ]: 'tamuz',
  [months.AV]: 'av',
  [months.ELUL]: 'elul',
  [months.TISHREI]: 'tishrei',
  [months.CHESHVAN]: 'cheshvan',
  [months.KISLEV]: 'kislev',
  [months.TEVET]: 'tevet',
  [months.SHVAT]: 'shevat',
  [months.ADAR_I]: 'adar',
  [months.ADAR_II]: 'adar2',
};

/** A local calendar day `days` from today, as `YYYY-MM-DD`. */
function localIso(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Hebrew date of a civil day as the product writes it ("ט׳ טבת תשפ״ז"), computed by Hebcal. */
function hebrewOf(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const hebrew = new HDate(new Date(year, month - 1, day));
  const name = MONTHS[hebrew.getMonth()] ?? 'tishrei';
  const leapAdar = name === 'adar' && hebrew.isLeapYear() ? 'adar1' : name;
  return formatHebrewDate({ day: hebrew.getDate(), month: leapAdar, year: hebrew.getFullYear() }, 'he');
}

test('a date of passing → the shloshim becomes the siyum date, right in both calendars', async ({
  page,
  identity,
  stack,
}) => {
  test.setTimeout(60_000);
  const organizer = await createMember(identity, stack.apiUrl, 'memorial');
  // A passing five days ago: its shloshim (day 30, the day of passing being day 1) is 24 days ahead.
  const passing = localIso(-5);
  const shloshim = localIso(24);
  const title = `Tehillim for the shloshim ${Date.now()}`;

  await logIn(page, organizer.email);
  await page.goto('/create');
  await page.getByRole('textbox', { name: m.title }).fill(title);
  await page.getByRole('button', { name: m.next, exact: true }).click();
  await page.getByRole('radio', { name: /^Tehillim/ }).check();
  await page.getByRole('button', { name: m.next, exact: true }).click();

  // The chooser opens from the siyum date field and loads Hebcal's calendar then.
  await page.getByRole('button', { name: memorialMessages.disclosure }).click();
  await page.getByLabel(memorialMessages.passingDate).fill(passing);
  await page
    .getByRole('button', { name: format(memorialMessages.useDateLabel, { name: memorialMessages.shloshim }) })
    .click();
  await expect(page.getByLabel(m.targetDate)).toHaveValue(shloshim);
  await expect(page.locator('.siyum-create__hebrew-date')).toHaveText(
    `${siyumDateMessages.hebrewDateLabel} ${hebrewOf(shloshim)}`,
  );

  await page.getByRole('button', { name: m.next, exact: true }).click();
  await page.getByRole('button', { name: m.create }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const written = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${shloshim}T00:00:00Z`));
  const date = page.locator('.siyum-page__date');
  await expect(date.locator('time')).toHaveText(format(siyumPageMessages.date, { date: written }));
  await expect(date.locator('time')).toHaveAttribute('datetime', shloshim);
  await expect(date).toContainText(hebrewOf(shloshim));
});

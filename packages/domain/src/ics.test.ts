import { describe, expect, it } from 'vitest';
import { siyumIcs } from './ics';

describe('siyumIcs', () => {
  const ics = siyumIcs({
    uid: 'siyum-7@siyum.example.org',
    title: 'Mishnah; for Sarah, bat Avraham',
    date: '2030-12-31',
    url: 'https://siyum.example.org/s/7',
    description: 'All of Mishnah\nby tractate',
    now: new Date('2026-11-23T10:20:30Z'),
  });

  it('is an all-day event on the siyum date, ending the next day (across a year end)', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20301231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20310101\r\n');
    expect(ics).toContain('DTSTAMP:20261123T102030Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(ics).toContain('SUMMARY:Mishnah\\; for Sarah\\, bat Avraham\r\n');
    const description = ics
      .split('\r\n')
      .filter(
        (line, i, all) =>
          line.startsWith('DESCRIPTION') || (line.startsWith(' ') && all[i - 1]?.startsWith('DESCRIPTION')),
      );
    expect(description.join('').replace(/\r\n /g, '')).toContain('All of Mishnah\\nby tractate');
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('says which language a description is in when told (issue 23), and nothing otherwise', () => {
    expect(ics).toContain('DESCRIPTION:All of Mishnah');
    const hebrew = siyumIcs({
      uid: 'siyum-7@siyum.example.org',
      title: 'Mishnah',
      date: '2030-12-31',
      url: 'https://siyum.example.org/s/7',
      description: 'לעילוי נשמת שרה',
      descriptionLanguage: 'he-IL',
    });
    // Hebrew letters are two octets each: the line is folded, and reads whole unfolded.
    expect(hebrew.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION;LANGUAGE=he-IL:לעילוי נשמת שרה\\nhttps://siyum.example.org/s/7\r\n',
    );
    expect(hebrew).toContain('SUMMARY:Mishnah\r\n');
  });

  it('folds by UTF-8 octets, never inside a character, and unfolds to the same text (issue 23)', () => {
    const title = 'סיום משניות לעילוי נשמת רבי משה בן אברהם ז״ל, עם כל הלומדים 🕯️ מכל הקהילות';
    const folded = siyumIcs({ uid: 'u', title, date: '2030-12-31', url: 'https://siyum.example.org/s/7' });
    const lines = folded.split('\r\n');
    const bytes = new TextEncoder();
    for (const line of lines) expect(bytes.encode(line).length).toBeLessThanOrEqual(75);
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[summary + 1]?.startsWith(' ')).toBe(true);
    // Each line is whole UTF-8 (no replacement character from a split sequence), and unfolding restores it.
    for (const line of lines)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes.encode(line))).toBe(line);
    expect(folded.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(',', '\\,')}\r\n`);
    // An emoji (a surrogate pair, 4 octets) is never cut in two.
    expect(lines.some((line) => /[\uD800-\uDBFF]$/.test(line))).toBe(false);
  });
});

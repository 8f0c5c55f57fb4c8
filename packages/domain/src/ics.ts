/**
 * An all-day calendar event (RFC 5545) for a siyum's date: what "Add to calendar" downloads. Text
 * is escaped per §3.3.11 and lines are folded at 75 octets of UTF-8 (§3.1), CRLF. A
 * description written in another language than English says which (`LANGUAGE`, §3.2.10).
 */
export function siyumIcs({
  uid,
  title,
  date,
  url,
  description = '',
  descriptionLanguage,
  now = new Date(),
}: {
  uid: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  url: string;
  description?: string;
  /** The BCP 47 tag of the description's words (e.g. `he-IL`); none for English. */
  descriptionLanguage?: string | undefined;
  now?: Date;
}): string {
  const day = date.replaceAll('-', '');
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = next.toISOString().slice(0, 10).replaceAll('-', '');
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Siyum//Siyum app//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION${descriptionLanguage ? `;LANGUAGE=${descriptionLanguage}` : ''}:${escapeText(description ? `${description}\n${url}` : url)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}

function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Octets a code point takes in UTF-8. */
const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * §3.1: no line longer than 75 octets, a continuation starting with one space (which counts), and
 * never a break inside a character's UTF-8 sequence — a Hebrew line is folded at about 37 letters.
 */
function fold(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts;
}

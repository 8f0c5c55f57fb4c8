import { describe, expect, it } from 'vitest';
import {
  BAVLI_TRACTATES,
  CORPORA,
  DivisionError,
  divideText,
  hebrewNumeral,
  isCycleUnit,
  MISHNAH_TRACTATES,
  RAMBAM_HILCHOT,
  RAMBAM_SEFARIM,
  TANACH_BOOKS,
  TEHILLIM_WEEK,
  UNIT_IDS,
} from './index';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('text catalogue', () => {
  it('Mishnah has 63 tractates, 525 chapters, 4,192 mishnayot', () => {
    expect(MISHNAH_TRACTATES).toHaveLength(63);
    expect(sum(MISHNAH_TRACTATES.map((t) => t.mishnayot.length))).toBe(525);
    expect(sum(MISHNAH_TRACTATES.flatMap((t) => t.mishnayot))).toBe(4192);
    expect(divideText('mishnah', 'tractate')).toHaveLength(63);
    expect(divideText('mishnah', 'chapter')).toHaveLength(525);
    expect(divideText('mishnah', 'mishnah')).toHaveLength(4192);
  });

  it('Talmud Bavli has 2,711 dafim over 40 tractate entries (Kinnim, Tamid, Middot continue Meilah)', () => {
    expect(BAVLI_TRACTATES).toHaveLength(40);
    expect(divideText('bavli', 'daf')).toHaveLength(2711);
    expect(sum(divideText('bavli', 'tractate').map((p) => p.weight))).toBe(2711);
    expect(divideText('bavli', 'daf', ['tamid']).map((p) => p.labelEn)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Tamid ${26 + i}`),
    );
  });

  it('Tanach has 39 books and 929 chapters; Tehillim 150 chapters in 5 books', () => {
    expect(TANACH_BOOKS).toHaveLength(39);
    expect(divideText('tanach', 'chapter')).toHaveLength(929);
    expect(divideText('tehillim', 'chapter')).toHaveLength(150);
    expect(divideText('tehillim', 'book')).toHaveLength(5);
  });

  it('Tanach counts 24 books when the pairs and Trei Asar are one book each; 5 + 8 + 11 by section', () => {
    const TREI_ASAR = ['hosea', 'joel', 'amos', 'obadiah', 'jonah', 'micah', 'nahum', 'habakkuk'];
    const joined = (id: string) =>
      [...TREI_ASAR, 'zephaniah', 'haggai', 'zechariah', 'malachi'].includes(id)
        ? 'trei-asar'
        : id.replace(/^[12]-/, '').replace('nehemiah', 'ezra');
    expect(new Set(TANACH_BOOKS.map((b) => joined(b.id))).size).toBe(24);
    const sections = (section: string) =>
      new Set(TANACH_BOOKS.filter((b) => b.section === section).map((b) => joined(b.id)));
    expect([sections('torah').size, sections('neviim').size, sections('ketuvim').size]).toEqual([5, 8, 11]);
    expect(divideText('tanach', 'book')).toHaveLength(39);
    expect(sum(divideText('tanach', 'book').map((p) => p.weight))).toBe(929);
    expect(divideText('tanach', 'chapter', ['genesis']).at(-1)?.labelHe).toBe('בראשית נ׳');
  });

  it('Tehillim by the day of the month: 30 days, Psalm 119 split over days 25 and 26', () => {
    const days = divideText('tehillim', 'dayOfMonth');
    expect(days).toHaveLength(30);
    expect(days.map((p) => p.ref)).toEqual(Array.from({ length: 30 }, (_, i) => `tehillim/month/${i + 1}`));
    expect(days[0]).toMatchObject({ labelEn: 'Day 1 (1–9)', labelHe: 'יום א׳ (א׳–ט׳)', weight: 9 });
    expect(days[14]).toMatchObject({ labelEn: 'Day 15 (77–78)', labelHe: 'יום ט״ו (ע״ז–ע״ח)' });
    expect(days[24]).toMatchObject({
      labelEn: 'Day 25 (119:1–96)',
      labelHe: 'יום כ״ה (קי״ט:א׳–צ״ו)',
      weight: 1,
    });
    expect(days[25]).toMatchObject({ labelEn: 'Day 26 (119:97–176)', labelHe: 'יום כ״ו (קי״ט:צ״ז–קע״ו)' });
    expect(days[29]).toMatchObject({ labelEn: 'Day 30 (145–150)', labelHe: 'יום ל׳ (קמ״ה–ק״נ)' });
    expect(new Set(days.map((p) => p.groupEn))).toEqual(new Set(['Tehillim by the month']));
    // Every chapter once (119 twice, in halves): the weights add up to 151.
    expect(sum(days.map((p) => p.weight))).toBe(151);
  });

  it('Tehillim by the day of the week: 7 days from Sunday, each following on from the last', () => {
    const days = divideText('tehillim', 'dayOfWeek');
    expect(days.map((p) => p.labelEn)).toEqual([
      'Sunday (1–29)',
      'Monday (30–50)',
      'Tuesday (51–72)',
      'Wednesday (73–89)',
      'Thursday (90–106)',
      'Friday (107–119)',
      'Shabbat (120–150)',
    ]);
    expect(days.map((p) => p.labelHe)).toEqual([
      'יום א׳ (א׳–כ״ט)',
      'יום ב׳ (ל׳–נ׳)',
      'יום ג׳ (נ״א–ע״ב)',
      'יום ד׳ (ע״ג–פ״ט)',
      'יום ה׳ (צ׳–ק״ו)',
      'יום ו׳ (ק״ז–קי״ט)',
      'שבת (ק״כ–ק״נ)',
    ]);
    expect(days.map((p) => p.ref)).toEqual(Array.from({ length: 7 }, (_, i) => `tehillim/week/${i + 1}`));
    expect(sum(days.map((p) => p.weight))).toBe(150);
    TEHILLIM_WEEK.forEach((day, i) => {
      expect(day.from.chapter).toBe(i === 0 ? 1 : (TEHILLIM_WEEK[i - 1]?.to.chapter ?? 0) + 1);
    });
    expect(TEHILLIM_WEEK.at(-1)?.to.chapter).toBe(150);
  });

  it('a Tehillim schedule keeps every day that reads a chosen book', () => {
    // Day 7 of the month (39–43) reads the end of Book I and the start of Book II.
    expect(
      divideText('tehillim', 'dayOfMonth', ['book-1'])
        .map((p) => p.ref)
        .at(-1),
    ).toBe('tehillim/month/7');
    expect(divideText('tehillim', 'dayOfMonth', ['book-2']).map((p) => p.ref)).toEqual([
      'tehillim/month/7',
      'tehillim/month/8',
      'tehillim/month/9',
      'tehillim/month/10',
      'tehillim/month/11',
      'tehillim/month/12',
      'tehillim/month/13',
      'tehillim/month/14',
    ]);
    expect(divideText('tehillim', 'dayOfWeek', ['book-5']).map((p) => p.labelEn)).toEqual([
      'Friday (107–119)',
      'Shabbat (120–150)',
    ]);
    expect(isCycleUnit('dayOfMonth') && isCycleUnit('dayOfWeek')).toBe(true);
    expect(UNIT_IDS.filter((unit) => isCycleUnit(unit))).toEqual(['dayOfMonth', 'dayOfWeek']);
  });

  it('Mishneh Torah: 14 sefarim, 84 hilchot, 1,005 chapters', () => {
    expect(RAMBAM_SEFARIM).toHaveLength(14);
    expect(RAMBAM_HILCHOT).toHaveLength(84);
    expect(sum(RAMBAM_HILCHOT.map((h) => h.chapters))).toBe(1005);
    expect(CORPORA.rambam.books.map((b) => b.id)).toEqual(RAMBAM_SEFARIM.map((s) => s.id));
    // Hilchot per sefer, in the Rambam's order.
    expect(RAMBAM_SEFARIM.map((s) => RAMBAM_HILCHOT.filter((h) => h.sefer === s.id).length)).toEqual([
      5, 7, 10, 5, 3, 4, 7, 9, 6, 8, 5, 5, 5, 5,
    ]);
    // Hilchot follow their sefarim: each sefer's hilchot are one run.
    const order = RAMBAM_HILCHOT.map((h) => RAMBAM_SEFARIM.findIndex((s) => s.id === h.sefer));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // A ref names a sefer or a hilchot without a prefix, so the ids never meet.
    const ids = [...RAMBAM_SEFARIM.map((s) => s.id), ...RAMBAM_HILCHOT.map((h) => h.id)];
    expect(new Set(ids).size).toBe(ids.length);

    const sefarim = divideText('rambam', 'book');
    expect(sefarim).toHaveLength(14);
    expect(sefarim[2]).toMatchObject({
      ref: 'rambam/zemanim',
      groupEn: 'Mishneh Torah',
      groupHe: 'משנה תורה',
      labelEn: 'Sefer Zemanim',
      labelHe: 'ספר זמנים',
      weight: 98,
    });
    expect(sum(sefarim.map((p) => p.weight))).toBe(1005);

    const hilchot = divideText('rambam', 'hilchot');
    expect(hilchot).toHaveLength(84);
    expect(hilchot[12]).toMatchObject({
      ref: 'rambam/shabbat',
      groupEn: 'Sefer Zemanim',
      groupHe: 'ספר זמנים',
      labelEn: 'Hilchot Shabbat',
      labelHe: 'הלכות שבת',
      weight: 30,
    });

    const chapters = divideText('rambam', 'chapter');
    expect(chapters).toHaveLength(1005);
    expect(chapters[0]).toMatchObject({
      ref: 'rambam/yesodei-hatorah/1',
      groupEn: 'Hilchot Yesodei HaTorah',
      labelEn: 'Hilchot Yesodei HaTorah 1',
      labelHe: 'הלכות יסודי התורה פרק א׳',
    });
    expect(chapters.at(-1)).toMatchObject({
      ref: 'rambam/melachim/12',
      labelHe: 'הלכות מלכים ומלחמות פרק י״ב',
    });
  });

  it('a Mishneh Torah scope picks sefarim, in the text’s order', () => {
    expect(divideText('rambam', 'hilchot', ['kedushah', 'madda']).map((p) => p.ref)).toEqual([
      'rambam/yesodei-hatorah',
      'rambam/deot',
      'rambam/talmud-torah',
      'rambam/avodah-zarah',
      'rambam/teshuvah',
      'rambam/issurei-biah',
      'rambam/maachalot-assurot',
      'rambam/shechitah',
    ]);
    expect(divideText('rambam', 'chapter', ['kedushah'])).toHaveLength(53);
    expect(() => divideText('rambam', 'hilchot', ['shabbat'])).toThrow(DivisionError);
    expect(() => divideText('rambam', 'daf')).toThrow(DivisionError);
    expect(() => divideText('mishnah', 'hilchot')).toThrow(DivisionError);
  });

  it('refs are unique and order is the position', () => {
    for (const corpus of Object.values(CORPORA)) {
      for (const unit of corpus.units) {
        const portions = divideText(corpus.id, unit);
        expect(new Set(portions.map((p) => p.ref)).size).toBe(portions.length);
        expect(portions.map((p) => p.order)).toEqual(portions.map((_, i) => i));
        const malformed = portions.filter(
          (p) =>
            !p.ref.startsWith(`${corpus.id}/`) ||
            !(p.labelEn && p.groupEn && p.groupHe) ||
            !/[\u05d0-\u05ea]/.test(p.labelHe) ||
            !Number.isInteger(p.weight) ||
            p.weight < 1,
        );
        expect(malformed).toEqual([]);
      }
    }
  });

  it('a scope keeps the text order and refuses unknown books or units', () => {
    const portions = divideText('mishnah', 'chapter', ['avot', 'berakhot']);
    expect(portions).toHaveLength(15);
    expect(portions[0]?.ref).toBe('mishnah/berakhot/1');
    expect(portions[9]?.labelHe).toBe('אבות פרק א׳');
    expect(() => divideText('mishnah', 'daf')).toThrow(DivisionError);
    expect(() => divideText('bavli', 'daf', ['nope'])).toThrow(DivisionError);
  });

  it('writes Hebrew numerals with geresh and the 15/16 spellings', () => {
    expect(hebrewNumeral(1)).toBe('א׳');
    expect(hebrewNumeral(15)).toBe('ט״ו');
    expect(hebrewNumeral(16)).toBe('ט״ז');
    expect(hebrewNumeral(150)).toBe('ק״נ');
    expect(hebrewNumeral(176)).toBe('קע״ו');
  });
});

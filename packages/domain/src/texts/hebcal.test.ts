/**
 * The hand-typed text tables against @hebcal/learning (a dev dependency only: the app never ships
 * it). Each comparison maps our ids to Hebcal's names explicitly, checks Hebcal's raw table, and
 * walks Hebcal's own daily schedule over one full cycle, so a wrong count shows up twice.
 */
import { greg, HDate } from '@hebcal/core';
import { DafYomi, dailyPsalms, dailyRambam1, MishnaYomiIndex, NachYomiIndex } from '@hebcal/learning';
import bavliJson from '@hebcal/learning/bavli.json';
import { DAF_OFFSETS, TRACTATE_LAST_DAF, TRACTATE_NAMES } from '@hebcal/learning/dafYomiBase';
import hebrewPo from '@hebcal/learning/he.po';
import { mishnaYomiStart } from '@hebcal/learning/mishnaYomiBase';
import mishnayotJson from '@hebcal/learning/mishnayot.json';
import mishnehTorahJson from '@hebcal/learning/mishnehTorah.json';
import { nachYomiStart } from '@hebcal/learning/nachYomiBase';
import { rambam1cycleLen, rambam1Start } from '@hebcal/learning/rambam1Base';
import tanakhNumChapJson from '@hebcal/learning/tanakhNumChap.json';
import { describe, expect, it } from 'vitest';
import {
  BAVLI_TRACTATES,
  MISHNAH_TRACTATES,
  RAMBAM_HILCHOT,
  TANACH_BOOKS,
  TEHILLIM_MONTH,
  type TehillimPoint,
} from './index';
import { RAMBAM_SEFARIA_TITLES } from './sefaria';

/** Our id → Hebcal's name, in the text's order. */
const MISHNAH_NAMES: Readonly<Record<string, string>> = {
  berakhot: 'Berakhot',
  peah: 'Peah',
  demai: 'Demai',
  kilayim: 'Kilayim',
  sheviit: 'Sheviit',
  terumot: 'Terumot',
  maasrot: 'Maasrot',
  'maaser-sheni': 'Maaser Sheni',
  challah: 'Challah',
  orlah: 'Orlah',
  bikkurim: 'Bikkurim',
  shabbat: 'Shabbat',
  eruvin: 'Eruvin',
  pesachim: 'Pesachim',
  shekalim: 'Shekalim',
  yoma: 'Yoma',
  sukkah: 'Sukkah',
  beitzah: 'Beitzah',
  'rosh-hashanah': 'Rosh Hashanah',
  taanit: 'Taanit',
  megillah: 'Megillah',
  'moed-katan': 'Moed Katan',
  chagigah: 'Chagigah',
  yevamot: 'Yevamot',
  ketubot: 'Ketubot',
  nedarim: 'Nedarim',
  nazir: 'Nazir',
  sotah: 'Sotah',
  gittin: 'Gittin',
  kiddushin: 'Kiddushin',
  'bava-kamma': 'Bava Kamma',
  'bava-metzia': 'Bava Metzia',
  'bava-batra': 'Bava Batra',
  sanhedrin: 'Sanhedrin',
  makkot: 'Makkot',
  shevuot: 'Shevuot',
  eduyot: 'Eduyot',
  'avodah-zarah': 'Avodah Zarah',
  avot: 'Avot',
  horayot: 'Horayot',
  zevachim: 'Zevachim',
  menachot: 'Menachot',
  chullin: 'Chullin',
  bekhorot: 'Bekhorot',
  arakhin: 'Arakhin',
  temurah: 'Temurah',
  keritot: 'Keritot',
  meilah: 'Meilah',
  tamid: 'Tamid',
  middot: 'Middot',
  kinnim: 'Kinnim',
  kelim: 'Kelim',
  oholot: 'Oholot',
  negaim: 'Negaim',
  parah: 'Parah',
  tahorot: 'Tahorot',
  mikvaot: 'Mikvaot',
  niddah: 'Niddah',
  makhshirin: 'Makhshirin',
  zavim: 'Zavim',
  'tevul-yom': 'Tevul Yom',
  yadayim: 'Yadayim',
  oktzin: 'Oktzin',
};

const BAVLI_NAMES: Readonly<Record<string, string>> = {
  berakhot: 'Berachot',
  shabbat: 'Shabbat',
  eruvin: 'Eruvin',
  pesachim: 'Pesachim',
  shekalim: 'Shekalim',
  yoma: 'Yoma',
  sukkah: 'Sukkah',
  beitzah: 'Beitzah',
  'rosh-hashanah': 'Rosh Hashana',
  taanit: 'Taanit',
  megillah: 'Megillah',
  'moed-katan': 'Moed Katan',
  chagigah: 'Chagigah',
  yevamot: 'Yevamot',
  ketubot: 'Ketubot',
  nedarim: 'Nedarim',
  nazir: 'Nazir',
  sotah: 'Sotah',
  gittin: 'Gitin',
  kiddushin: 'Kiddushin',
  'bava-kamma': 'Baba Kamma',
  'bava-metzia': 'Baba Metzia',
  'bava-batra': 'Baba Batra',
  sanhedrin: 'Sanhedrin',
  makkot: 'Makkot',
  shevuot: 'Shevuot',
  'avodah-zarah': 'Avodah Zarah',
  horayot: 'Horayot',
  zevachim: 'Zevachim',
  menachot: 'Menachot',
  chullin: 'Chullin',
  bekhorot: 'Bechorot',
  arakhin: 'Arachin',
  temurah: 'Temurah',
  keritot: 'Keritot',
  meilah: 'Meilah',
  kinnim: 'Kinnim',
  tamid: 'Tamid',
  middot: 'Midot',
  niddah: 'Niddah',
};

const TANACH_NAMES: Readonly<Record<string, string>> = {
  genesis: 'Genesis',
  exodus: 'Exodus',
  leviticus: 'Leviticus',
  numbers: 'Numbers',
  deuteronomy: 'Deuteronomy',
  joshua: 'Joshua',
  judges: 'Judges',
  '1-samuel': 'I Samuel',
  '2-samuel': 'II Samuel',
  '1-kings': 'I Kings',
  '2-kings': 'II Kings',
  isaiah: 'Isaiah',
  jeremiah: 'Jeremiah',
  ezekiel: 'Ezekiel',
  hosea: 'Hosea',
  joel: 'Joel',
  amos: 'Amos',
  obadiah: 'Obadiah',
  jonah: 'Jonah',
  micah: 'Micah',
  nahum: 'Nachum',
  habakkuk: 'Habakkuk',
  zephaniah: 'Zephaniah',
  haggai: 'Haggai',
  zechariah: 'Zechariah',
  malachi: 'Malachi',
  psalms: 'Psalms',
  proverbs: 'Proverbs',
  job: 'Job',
  'song-of-songs': 'Song of Songs',
  ruth: 'Ruth',
  lamentations: 'Lamentations',
  ecclesiastes: 'Ecclesiastes',
  esther: 'Esther',
  daniel: 'Daniel',
  ezra: 'Ezra',
  nehemiah: 'Nehemiah',
  '1-chronicles': 'I Chronicles',
  '2-chronicles': 'II Chronicles',
};

/** The Daily Rambam's first 12 days: the preface and the list of mitzvot, which are not hilchot. */
const RAMBAM_INTRODUCTION = [
  'Transmission of the Oral Law',
  'Positive Mitzvot',
  'Negative Mitzvot',
  'Overview of Mishneh Torah Contents',
];

const hebcalName = (names: Readonly<Record<string, string>>, id: string): string => {
  const name = names[id];
  if (name === undefined) throw new Error(`no Hebcal name for ${id}`);
  return name;
};

// Hebcal's tables as plain lookups by name.
const hebrewCatalogue: Readonly<Record<string, readonly string[] | undefined>> = hebrewPo.contexts[''];
const mishnayotByName: Readonly<Record<string, readonly number[] | undefined>> = mishnayotJson;
const chaptersByName: Readonly<Record<string, number | undefined>> = tanakhNumChapJson;

const hebrewOf = (name: string): string | undefined => hebrewCatalogue[name]?.[0];

/** Runs `lookup` for each day of a cycle and counts what it returns under `key`. */
function tally<T>(start: number, days: number, lookup: (abs: number) => T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (let abs = start; abs < start + days; abs++) {
    for (const item of lookup(abs)) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  }
  return counts;
}

describe('Mishnah equals Hebcal’s Mishna Yomi data', () => {
  it('has the same tractates in the same order, with the same mishnayot per chapter', () => {
    expect(Object.keys(MISHNAH_NAMES)).toEqual(MISHNAH_TRACTATES.map((t) => t.id));
    expect(MISHNAH_TRACTATES.map((t) => hebcalName(MISHNAH_NAMES, t.id))).toEqual(Object.keys(mishnayotJson));
    for (const tractate of MISHNAH_TRACTATES) {
      const name = hebcalName(MISHNAH_NAMES, tractate.id);
      expect([tractate.id, tractate.mishnayot]).toEqual([tractate.id, mishnayotByName[name]]);
    }
  });

  it('names the tractates in Hebrew as Hebcal does, where it names them', () => {
    // Hebcal spells these two otherwise; ours are the printed Mishnah's titles.
    const spelling: Readonly<Record<string, string>> = { mikvaot: 'מקוואות', oktzin: 'עוקצים' };
    for (const tractate of MISHNAH_TRACTATES) {
      const hebcal = hebrewOf(hebcalName(MISHNAH_NAMES, tractate.id));
      if (hebcal === undefined) continue; // e.g. "Shabbat": Hebcal's catalogue has no entry
      expect([tractate.id, spelling[tractate.id] ?? tractate.he]).toEqual([tractate.id, hebcal]);
    }
  });

  it('learns each mishnah once over a whole Mishna Yomi cycle (2,096 days × 2)', () => {
    const index = new MishnaYomiIndex();
    const seen = tally(
      mishnaYomiStart,
      2096,
      (abs) => index.lookup(abs),
      (m) => `${m.k} ${m.v}`,
    );
    expect(seen.size).toBe(4192);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const expected = MISHNAH_TRACTATES.flatMap((t) =>
      t.mishnayot.flatMap((count, chapter) =>
        Array.from({ length: count }, (_, i) => `${hebcalName(MISHNAH_NAMES, t.id)} ${chapter + 1}:${i + 1}`),
      ),
    );
    expect([...seen.keys()]).toEqual(expected);
  });
});

describe('Talmud Bavli equals Hebcal’s Daf Yomi data', () => {
  it('has the same tractates and daf ranges (Kinnim, Tamid and Middot continue Meilah)', () => {
    expect(Object.keys(BAVLI_NAMES)).toEqual(BAVLI_TRACTATES.map((t) => t.id));
    expect(BAVLI_TRACTATES.map((t) => hebcalName(BAVLI_NAMES, t.id))).toEqual(TRACTATE_NAMES);
    expect(Object.keys(bavliJson)).toEqual(TRACTATE_NAMES);
    BAVLI_TRACTATES.forEach((tractate, index) => {
      const offset = DAF_OFFSETS[index] ?? 0;
      const last = TRACTATE_LAST_DAF[index] ?? Number.NaN;
      expect([tractate.id, tractate.firstDaf, tractate.lastDaf]).toEqual([
        tractate.id,
        2 + offset,
        last + offset,
      ]);
    });
  });

  it('learns each daf once over a whole Daf Yomi cycle (2,711 days from 5 January 2020)', () => {
    const start = greg.greg2abs(new Date(2020, 0, 5));
    const seen = tally(
      start,
      2711,
      (abs) => [new DafYomi(abs)],
      (daf) => `${daf.getName()} ${daf.getBlatt()}`,
    );
    expect(seen.size).toBe(2711);
    const expected = BAVLI_TRACTATES.flatMap((t) =>
      Array.from(
        { length: t.lastDaf - t.firstDaf + 1 },
        (_, i) => `${hebcalName(BAVLI_NAMES, t.id)} ${t.firstDaf + i}`,
      ),
    );
    expect([...seen.keys()]).toEqual(expected);
  });
});

describe('Tanach equals Hebcal’s chapter counts and Nach Yomi', () => {
  it('has the same 39 books and 929 chapters', () => {
    expect(Object.keys(TANACH_NAMES)).toEqual(TANACH_BOOKS.map((b) => b.id));
    expect(TANACH_BOOKS.map((b) => hebcalName(TANACH_NAMES, b.id))).toEqual(Object.keys(tanakhNumChapJson));
    for (const book of TANACH_BOOKS) {
      const name = hebcalName(TANACH_NAMES, book.id);
      expect([book.id, book.chapters]).toEqual([book.id, chaptersByName[name]]);
    }
  });

  it('reads each chapter of Nevi’im and Ketuvim once over a Nach Yomi cycle (742 days)', () => {
    const index = new NachYomiIndex();
    const seen = tally(
      nachYomiStart,
      742,
      (abs) => [index.lookup(abs)],
      (n) => n.k,
    );
    const nach = TANACH_BOOKS.filter((b) => b.section !== 'torah');
    expect(Object.fromEntries(seen)).toEqual(
      Object.fromEntries(nach.map((b) => [hebcalName(TANACH_NAMES, b.id), b.chapters])),
    );
  });
});

describe('Tehillim by the month equals Hebcal’s daily Psalms', () => {
  const hebcalPoint = (value: number | string): TehillimPoint => {
    if (typeof value === 'number') return { chapter: value };
    const [chapter, verse] = value.split(':').map(Number);
    return { chapter: chapter ?? Number.NaN, verse: verse ?? Number.NaN };
  };

  it('reads the same chapters on each of the 30 days of Nisan', () => {
    const hebcal = Array.from({ length: 30 }, (_, i) => {
      const [from, to] = dailyPsalms(new HDate(i + 1, 'Nisan', 5786));
      return { day: i + 1, from: hebcalPoint(from), to: hebcalPoint(to) };
    });
    expect(TEHILLIM_MONTH).toEqual(hebcal);
  });
});

describe('Mishneh Torah equals Hebcal’s Daily Rambam data', () => {
  it('has the same hilchot in the same order, with the same chapters, after the introduction', () => {
    expect(Object.entries(mishnehTorahJson)).toEqual([
      ...RAMBAM_INTRODUCTION.map((name) => [name, 3]),
      ...RAMBAM_HILCHOT.map((h) => [RAMBAM_SEFARIA_TITLES[h.id], h.chapters]),
    ]);
  });

  it('names the hilchot in Hebrew as Hebcal does (Hebcal’s “Eruvin” is the tractate’s name)', () => {
    for (const hilchot of RAMBAM_HILCHOT) {
      const expected =
        hilchot.id === 'eruvin' ? 'הלכות עירובין' : hebrewOf(RAMBAM_SEFARIA_TITLES[hilchot.id] ?? '');
      expect([hilchot.id, hilchot.he]).toEqual([hilchot.id, expected]);
    }
  });

  it('reads each chapter once over a whole one-chapter-a-day cycle (1,017 days)', () => {
    const seen = tally(
      rambam1Start,
      rambam1cycleLen,
      (abs) => [dailyRambam1(abs)],
      (r) => r.name,
    );
    expect(Object.fromEntries(seen)).toEqual(
      Object.fromEntries([
        ...RAMBAM_INTRODUCTION.map((name) => [name, 3]),
        ...RAMBAM_HILCHOT.map((h) => [RAMBAM_SEFARIA_TITLES[h.id], h.chapters]),
      ]),
    );
  });
});

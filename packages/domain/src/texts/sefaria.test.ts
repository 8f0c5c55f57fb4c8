/**
 * The Sefaria builder against the links @hebcal/learning (a dev dependency) builds for its daily
 * schedules, which read every mishnah, daf, chapter of Tanach, psalm and chapter of the Mishneh Torah:
 * our names must be the names Sefaria uses, as Hebcal knows them.
 */
import { HDate } from '@hebcal/core';
import {
  calculate929,
  DafYomiEvent,
  DailyRambamEvent,
  dailyPsalms,
  dailyRambam1,
  MishnaYomiEvent,
  MishnaYomiIndex,
  Nine29Event,
  nine29Start,
  PsalmsEvent,
} from '@hebcal/learning';
import { dafYomiSefaria, shekalimDafYomiMap } from '@hebcal/learning/DafPageEvent';
import { mishnaYomiStart } from '@hebcal/learning/mishnaYomiBase';
import { rambam1cycleLen, rambam1Start } from '@hebcal/learning/rambam1Base';
import { describe, expect, it } from 'vitest';
import {
  BAVLI_TRACTATES,
  CORPORA,
  CORPUS_IDS,
  divideText,
  MISHNAH_TRACTATES,
  RAMBAM_HILCHOT,
  TANACH_BOOKS,
  TEHILLIM_MONTH,
} from './index';
import { RAMBAM_SEFARIA_TITLES, sefariaUrl } from './sefaria';

const DAF_YOMI_START = new HDate(new Date(2020, 0, 5)).abs(); // the 14th cycle began 5 January 2020
const byEnglish = <T extends { en: string }>(list: readonly T[], name: string): T => {
  const found = list.find((item) => item.en === name);
  if (!found) throw new Error(`no text named ${name}`);
  return found;
};

/** Matches a link to `url`'s passage or to a range that starts there. */
const startsLike = (url: string | null) => {
  const passage = (url ?? 'none').replace('?lang=bi', '').replace(/[.?]/g, '\\$&');
  return new RegExp(`^${passage}(-[^?]+)?\\?lang=bi$`);
};

describe('sefariaUrl', () => {
  it('gives every portion of every text and unit an address of its own on Sefaria', () => {
    for (const corpus of CORPUS_IDS) {
      for (const unit of CORPORA[corpus].units) {
        const urls = divideText(corpus, unit).map((portion) => sefariaUrl(portion.ref));
        expect(
          urls.filter((url) => !url?.startsWith('https://www.sefaria.org/')),
          `${corpus}/${unit}`,
        ).toEqual([]);
        // A tractate/book unit opens where its text starts, so only its first portion may share it.
        if (unit !== 'book' && unit !== 'tractate' && unit !== 'hilchot' && corpus !== 'bavli')
          expect(new Set(urls).size, `${corpus}/${unit}`).toBe(urls.length);
      }
    }
  });

  it('opens each mishnah as Hebcal’s Mishna Yomi links do (a whole cycle: 4,192 mishnayot)', () => {
    const index = new MishnaYomiIndex();
    for (let abs = mishnaYomiStart; abs < mishnaYomiStart + 2096; abs++) {
      const reading = index.lookup(abs);
      const [first] = reading;
      if (!first) throw new Error('no reading');
      const tractate = byEnglish(MISHNAH_TRACTATES, first.k);
      const [chapter, mishnah] = first.v.split(':');
      const ours = sefariaUrl(`mishnah/${tractate.id}/${chapter}/${mishnah}`);
      // Hebcal links the day's pair as a range that starts at its first mishnah.
      expect(new MishnaYomiEvent(new HDate(abs), reading).url()).toMatch(startsLike(ours));
    }
  });

  it('opens each daf as Hebcal’s Daf Yomi links do, Shekalim in the Jerusalem Talmud', () => {
    for (let abs = DAF_YOMI_START; abs < DAF_YOMI_START + 2711; abs++) {
      const event = new DafYomiEvent(new HDate(abs));
      const name = event.daf.getName();
      const daf = event.daf.getBlatt();
      const tractate = byEnglish(
        BAVLI_TRACTATES,
        (dafYomiSefaria[name] ?? name).replace('Jerusalem_Talmud_', ''),
      );
      const ours = sefariaUrl(`bavli/${tractate.id}/${daf}`);
      if (name === 'Kinnim' || name === 'Midot') {
        // Hebcal sends these to dafyomi.org; Sefaria has them only as Mishnah.
        expect(ours).toBe(`https://www.sefaria.org/Mishnah_${tractate.en}.1?lang=bi`);
      } else if (name === 'Shekalim') {
        const start = shekalimDafYomiMap[`${daf}a`]?.split('-')[0]?.replaceAll(':', '.');
        expect(ours).toMatch(
          new RegExp(`^https://www\\.sefaria\\.org/Jerusalem_Talmud_Shekalim\\.${start}-`),
        );
      } else {
        expect(ours).toBe(event.url());
      }
    }
  });

  it('opens each chapter of Tanach as Hebcal’s 929 links do (Nahum under Sefaria’s own title)', () => {
    let chapters = 0;
    for (let abs = nine29Start; chapters < 929; abs++) {
      const reading = calculate929(abs);
      if (!reading) continue;
      chapters++;
      const hebcal = new Nine29Event(new HDate(abs), reading).url();
      const ref =
        reading.book === 'Psalms'
          ? `tehillim/${reading.bookChap}`
          : `tanach/${byEnglish(TANACH_BOOKS, reading.book === 'Nachum' ? 'Nahum' : reading.book).id}/${reading.bookChap}`;
      expect(sefariaUrl(ref)).toBe(hebcal.replace('Nachum', 'Nahum'));
    }
  });

  it('opens each day of the monthly Tehillim as Hebcal’s daily psalms links do', () => {
    for (const day of TEHILLIM_MONTH) {
      const date = new HDate(day.day, 'Nisan', 5786);
      expect(sefariaUrl(`tehillim/month/${day.day}`)).toBe(new PsalmsEvent(date, dailyPsalms(date)).url());
    }
  });

  it('opens each chapter of the Mishneh Torah as Hebcal’s Daily Rambam links do (1,005 chapters)', () => {
    let chapters = 0;
    for (let abs = rambam1Start; abs < rambam1Start + rambam1cycleLen; abs++) {
      const reading = dailyRambam1(abs);
      const hilchot = RAMBAM_HILCHOT.find((h) => RAMBAM_SEFARIA_TITLES[h.id] === reading.name);
      if (!hilchot) continue; // the introduction's first 12 days
      chapters++;
      // Seder HaTefillah's last day reads "4-5": Hebcal links the range, which starts at our chapter 4.
      const ours = sefariaUrl(`rambam/${hilchot.id}/${String(reading.perek).split('-')[0]}`);
      expect(new DailyRambamEvent(new HDate(abs), reading).url()).toMatch(startsLike(ours));
    }
    expect(chapters).toBe(1005);
  });

  it('opens a whole unit where its text starts, and Tehillim books as their range of psalms', () => {
    expect(sefariaUrl('mishnah/avot')).toBe('https://www.sefaria.org/Pirkei_Avot.1?lang=bi');
    expect(sefariaUrl('mishnah/avot/5/22')).toBe('https://www.sefaria.org/Pirkei_Avot.5.22?lang=bi');
    expect(sefariaUrl('bavli/shabbat')).toBe('https://www.sefaria.org/Shabbat.2a?lang=bi');
    expect(sefariaUrl('bavli/tamid')).toBe('https://www.sefaria.org/Tamid.26a?lang=bi');
    expect(sefariaUrl('tanach/song-of-songs')).toBe('https://www.sefaria.org/Song_of_Songs.1?lang=bi');
    expect(sefariaUrl('tehillim/book-2')).toBe('https://www.sefaria.org/Psalms.42-72?lang=bi');
    expect(sefariaUrl('tehillim/week/6')).toBe('https://www.sefaria.org/Psalms.107-119?lang=bi');
    expect(sefariaUrl('rambam/zemanim')).toBe('https://www.sefaria.org/Mishneh_Torah%2C_Sabbath.1?lang=bi');
    expect(sefariaUrl('rambam/maaser-sheni')).toBe(
      "https://www.sefaria.org/Mishneh_Torah%2C_Second_Tithes_and_Fourth_Year's_Fruit.1?lang=bi",
    );
  });

  it('shows Hebrew readers the Hebrew text', () => {
    expect(sefariaUrl('bavli/berakhot/2', 'he')).toBe('https://www.sefaria.org/Berakhot.2a?lang=he');
  });

  it('knows no address for a ref the text does not have', () => {
    for (const ref of [
      '',
      'mishnah',
      'mishnah/nowhere',
      'mishnah/berakhot/10',
      'mishnah/berakhot/1/6',
      'mishnah/berakhot/0',
      'mishnah/berakhot/01',
      'bavli/berakhot/1',
      'bavli/berakhot/65',
      'bavli/berakhot/2/3',
      'tanach/genesis/51',
      'tehillim/151',
      'tehillim/month/31',
      'tehillim/23/1',
      'rambam/zemanim/1',
      'rambam/shabbat/31',
      'talmud/berakhot',
    ]) {
      expect([ref, sefariaUrl(ref)]).toEqual([ref, null]);
    }
  });
});

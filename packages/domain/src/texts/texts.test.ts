import { describe, expect, it } from 'vitest';
import {
  BAVLI_TRACTATES,
  CORPORA,
  DivisionError,
  divideText,
  hebrewNumeral,
  MISHNAH_TRACTATES,
  TANACH_BOOKS,
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

  it('refs are unique and order is the position', () => {
    for (const corpus of Object.values(CORPORA)) {
      for (const unit of corpus.units) {
        const portions = divideText(corpus.id, unit);
        expect(new Set(portions.map((p) => p.ref)).size).toBe(portions.length);
        expect(portions.map((p) => p.order)).toEqual(portions.map((_, i) => i));
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

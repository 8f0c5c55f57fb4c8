import { describe, expect, it } from 'vitest';
import { CORPORA, divideText } from './index';
import { groupNames, labelNames, localName, localNameLocale } from './names';

describe('localName: a thing’s name in the reader’s language', () => {
  it('names a text and its books in English for an English reader, in Hebrew for a Hebrew one', () => {
    expect(localName(CORPORA.bavli, 'en')).toBe('Talmud Bavli');
    expect(localName(CORPORA.bavli, 'he')).toBe('תלמוד בבלי');
    const [berakhot] = CORPORA.mishnah.books;
    expect(berakhot && localName(berakhot, 'en')).toBe('Berakhot');
    expect(berakhot && localName(berakhot, 'he')).toBe('ברכות');
  });

  it('names a portion and its group by their labels', () => {
    const [portion] = divideText('bavli', 'daf', ['shabbat']);
    if (!portion) throw new Error('no portion');
    expect(localName(labelNames(portion), 'en')).toBe('Shabbat 2');
    expect(localName(labelNames(portion), 'he')).toBe('שבת דף ב׳');
    expect(localName(groupNames(portion), 'en')).toBe('Shabbat');
    expect(localName(groupNames(portion), 'he')).toBe('שבת');
  });

  it('falls back to the English for a Hebrew reader when there is no Hebrew name, and says so', () => {
    expect(localName({ en: 'Berakhot 3', he: '' }, 'he')).toBe('Berakhot 3');
    expect(localName(labelNames({ labelEn: 'Berakhot 3' }), 'he')).toBe('Berakhot 3');
    expect(localNameLocale({ en: 'Berakhot 3', he: '' }, 'he')).toBe('en');
    expect(localNameLocale({ en: 'Berakhot 3', he: 'ברכות פרק ג׳' }, 'he')).toBe('he');
    expect(localNameLocale({ en: 'Berakhot 3', he: 'ברכות פרק ג׳' }, 'en')).toBe('en');
  });
});

/** Tanach in the Hebrew order: 24 books (39 with Samuel, Kings, Chronicles, Ezra-Nehemiah and Trei Asar split), 929 chapters. */
export type TanachSection = 'torah' | 'neviim' | 'ketuvim';

export interface TanachBook {
  id: string;
  en: string;
  he: string;
  section: TanachSection;
  chapters: number;
}

export const TANACH_SECTIONS: readonly { id: TanachSection; en: string; he: string }[] = [
  { id: 'torah', en: 'Torah', he: 'תורה' },
  { id: 'neviim', en: "Nevi'im", he: 'נביאים' },
  { id: 'ketuvim', en: 'Ketuvim', he: 'כתובים' },
];

const b = (id: string, en: string, he: string, section: TanachSection, chapters: number): TanachBook => ({
  id,
  en,
  he,
  section,
  chapters,
});

export const TANACH_BOOKS: readonly TanachBook[] = [
  b('genesis', 'Genesis', 'בראשית', 'torah', 50),
  b('exodus', 'Exodus', 'שמות', 'torah', 40),
  b('leviticus', 'Leviticus', 'ויקרא', 'torah', 27),
  b('numbers', 'Numbers', 'במדבר', 'torah', 36),
  b('deuteronomy', 'Deuteronomy', 'דברים', 'torah', 34),
  b('joshua', 'Joshua', 'יהושע', 'neviim', 24),
  b('judges', 'Judges', 'שופטים', 'neviim', 21),
  b('1-samuel', 'I Samuel', 'שמואל א', 'neviim', 31),
  b('2-samuel', 'II Samuel', 'שמואל ב', 'neviim', 24),
  b('1-kings', 'I Kings', 'מלכים א', 'neviim', 22),
  b('2-kings', 'II Kings', 'מלכים ב', 'neviim', 25),
  b('isaiah', 'Isaiah', 'ישעיהו', 'neviim', 66),
  b('jeremiah', 'Jeremiah', 'ירמיהו', 'neviim', 52),
  b('ezekiel', 'Ezekiel', 'יחזקאל', 'neviim', 48),
  b('hosea', 'Hosea', 'הושע', 'neviim', 14),
  b('joel', 'Joel', 'יואל', 'neviim', 4),
  b('amos', 'Amos', 'עמוס', 'neviim', 9),
  b('obadiah', 'Obadiah', 'עובדיה', 'neviim', 1),
  b('jonah', 'Jonah', 'יונה', 'neviim', 4),
  b('micah', 'Micah', 'מיכה', 'neviim', 7),
  b('nahum', 'Nahum', 'נחום', 'neviim', 3),
  b('habakkuk', 'Habakkuk', 'חבקוק', 'neviim', 3),
  b('zephaniah', 'Zephaniah', 'צפניה', 'neviim', 3),
  b('haggai', 'Haggai', 'חגי', 'neviim', 2),
  b('zechariah', 'Zechariah', 'זכריה', 'neviim', 14),
  b('malachi', 'Malachi', 'מלאכי', 'neviim', 3),
  b('psalms', 'Psalms', 'תהלים', 'ketuvim', 150),
  b('proverbs', 'Proverbs', 'משלי', 'ketuvim', 31),
  b('job', 'Job', 'איוב', 'ketuvim', 42),
  b('song-of-songs', 'Song of Songs', 'שיר השירים', 'ketuvim', 8),
  b('ruth', 'Ruth', 'רות', 'ketuvim', 4),
  b('lamentations', 'Lamentations', 'איכה', 'ketuvim', 5),
  b('ecclesiastes', 'Ecclesiastes', 'קהלת', 'ketuvim', 12),
  b('esther', 'Esther', 'אסתר', 'ketuvim', 10),
  b('daniel', 'Daniel', 'דניאל', 'ketuvim', 12),
  b('ezra', 'Ezra', 'עזרא', 'ketuvim', 10),
  b('nehemiah', 'Nehemiah', 'נחמיה', 'ketuvim', 13),
  b('1-chronicles', 'I Chronicles', 'דברי הימים א', 'ketuvim', 29),
  b('2-chronicles', 'II Chronicles', 'דברי הימים ב', 'ketuvim', 36),
];

/** Tehillim's five books (chapter ranges), the grouping a Tehillim board uses. */
export const TEHILLIM_BOOKS: readonly { id: string; en: string; he: string; first: number; last: number }[] =
  [
    { id: 'book-1', en: 'Book I', he: 'ספר ראשון', first: 1, last: 41 },
    { id: 'book-2', en: 'Book II', he: 'ספר שני', first: 42, last: 72 },
    { id: 'book-3', en: 'Book III', he: 'ספר שלישי', first: 73, last: 89 },
    { id: 'book-4', en: 'Book IV', he: 'ספר רביעי', first: 90, last: 106 },
    { id: 'book-5', en: 'Book V', he: 'ספר חמישי', first: 107, last: 150 },
  ];

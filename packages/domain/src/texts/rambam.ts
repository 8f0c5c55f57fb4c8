/**
 * The Rambam's Mishneh Torah: 14 sefarim, 84 sets of hilchot (83, plus Seder HaTefillah at the end
 * of Sefer Ahavah), 1,005 chapters. The grouping into sefarim follows the Rambam's own list in his
 * introduction; the hilchot, their order and their chapter counts are those of the Daily Rambam
 * (one chapter a day) schedule, and `hebcal.test.ts` proves them equal to @hebcal/learning's table.
 * Seder HaTefillah counts 4 chapters there (its last day reads 4–5).
 *
 * The introduction (the Rambam's preface and the list of the 613 mitzvot), which the Daily Rambam
 * schedule reads in its first 12 days, is not a set of hilchot and belongs to no sefer: a siyum on
 * the Mishneh Torah divides the 14 sefarim.
 *
 * Scope selection picks sefarim (`CORPORA.rambam.books`): like a Mishnah tractate, a sefer is what
 * people take on as a whole, and every unit (sefer, hilchot, chapter) falls inside exactly one.
 */
export type RambamSeferId =
  | 'madda'
  | 'ahavah'
  | 'zemanim'
  | 'nashim'
  | 'kedushah'
  | 'haflaah'
  | 'zeraim'
  | 'avodah'
  | 'korbanot'
  | 'taharah'
  | 'nezikin'
  | 'kinyan'
  | 'mishpatim'
  | 'shoftim';

export interface RambamSefer {
  id: RambamSeferId;
  en: string;
  he: string;
}

export interface RambamHilchot {
  /** Unique across hilchot and sefarim (a ref names either without a prefix). */
  id: string;
  en: string;
  he: string;
  sefer: RambamSeferId;
  chapters: number;
}

export const RAMBAM_SEFARIM: readonly RambamSefer[] = [
  { id: 'madda', en: 'Sefer HaMadda', he: 'ספר המדע' },
  { id: 'ahavah', en: 'Sefer Ahavah', he: 'ספר אהבה' },
  { id: 'zemanim', en: 'Sefer Zemanim', he: 'ספר זמנים' },
  { id: 'nashim', en: 'Sefer Nashim', he: 'ספר נשים' },
  { id: 'kedushah', en: 'Sefer Kedushah', he: 'ספר קדושה' },
  { id: 'haflaah', en: 'Sefer Hafla’ah', he: 'ספר הפלאה' },
  { id: 'zeraim', en: 'Sefer Zeraim', he: 'ספר זרעים' },
  { id: 'avodah', en: 'Sefer Avodah', he: 'ספר עבודה' },
  { id: 'korbanot', en: 'Sefer Korbanot', he: 'ספר קרבנות' },
  { id: 'taharah', en: 'Sefer Taharah', he: 'ספר טהרה' },
  { id: 'nezikin', en: 'Sefer Nezikin', he: 'ספר נזיקין' },
  { id: 'kinyan', en: 'Sefer Kinyan', he: 'ספר קנין' },
  { id: 'mishpatim', en: 'Sefer Mishpatim', he: 'ספר משפטים' },
  { id: 'shoftim', en: 'Sefer Shoftim', he: 'ספר שופטים' },
];

const h = (id: string, en: string, he: string, sefer: RambamSeferId, chapters: number): RambamHilchot => ({
  id,
  en,
  he,
  sefer,
  chapters,
});

export const RAMBAM_HILCHOT: readonly RambamHilchot[] = [
  h('yesodei-hatorah', 'Hilchot Yesodei HaTorah', 'הלכות יסודי התורה', 'madda', 10),
  h('deot', 'Hilchot De’ot', 'הלכות דעות', 'madda', 7),
  h('talmud-torah', 'Hilchot Talmud Torah', 'הלכות תלמוד תורה', 'madda', 7),
  h('avodah-zarah', 'Hilchot Avodah Zarah', 'הלכות עבודה זרה וחוקות הגויים', 'madda', 12),
  h('teshuvah', 'Hilchot Teshuvah', 'הלכות תשובה', 'madda', 10),

  h('keriat-shema', 'Hilchot Keriat Shema', 'הלכות קריאת שמע', 'ahavah', 4),
  h('tefillah', 'Hilchot Tefillah uBirkat Kohanim', 'הלכות תפילה וברכת כהנים', 'ahavah', 15),
  h('tefillin', 'Hilchot Tefillin uMezuzah veSefer Torah', 'הלכות תפילין ומזוזה וספר תורה', 'ahavah', 10),
  h('tzitzit', 'Hilchot Tzitzit', 'הלכות ציצית', 'ahavah', 3),
  h('berachot', 'Hilchot Berachot', 'הלכות ברכות', 'ahavah', 11),
  h('milah', 'Hilchot Milah', 'הלכות מילה', 'ahavah', 3),
  h('seder-hatefillah', 'Seder HaTefillah', 'סדר התפילה', 'ahavah', 4),

  h('shabbat', 'Hilchot Shabbat', 'הלכות שבת', 'zemanim', 30),
  h('eruvin', 'Hilchot Eruvin', 'הלכות עירובין', 'zemanim', 8),
  h('shevitat-asor', 'Hilchot Shevitat Asor', 'הלכות שביתת עשור', 'zemanim', 3),
  h('shevitat-yom-tov', 'Hilchot Shevitat Yom Tov', 'הלכות שביתת יום טוב', 'zemanim', 8),
  h('chametz-umatzah', 'Hilchot Chametz uMatzah', 'הלכות חמץ ומצה', 'zemanim', 9),
  h('shofar-sukkah-lulav', 'Hilchot Shofar, Sukkah veLulav', 'הלכות שופר וסוכה ולולב', 'zemanim', 8),
  h('shekalim', 'Hilchot Shekalim', 'הלכות שקלים', 'zemanim', 4),
  h('kiddush-hachodesh', 'Hilchot Kiddush HaChodesh', 'הלכות קידוש החודש', 'zemanim', 19),
  h('taaniyot', 'Hilchot Taaniyot', 'הלכות תעניות', 'zemanim', 5),
  h('megillah-vachanukah', 'Hilchot Megillah vaChanukah', 'הלכות מגילה וחנוכה', 'zemanim', 4),

  h('ishut', 'Hilchot Ishut', 'הלכות אישות', 'nashim', 25),
  h('gerushin', 'Hilchot Gerushin', 'הלכות גירושין', 'nashim', 13),
  h('yibbum-vachalitzah', 'Hilchot Yibbum vaChalitzah', 'הלכות יבום וחליצה', 'nashim', 8),
  h('naarah-betulah', 'Hilchot Naarah Betulah', 'הלכות נערה בתולה', 'nashim', 3),
  h('sotah', 'Hilchot Sotah', 'הלכות סוטה', 'nashim', 4),

  h('issurei-biah', 'Hilchot Issurei Biah', 'הלכות איסורי ביאה', 'kedushah', 22),
  h('maachalot-assurot', 'Hilchot Maachalot Assurot', 'הלכות מאכלות אסורות', 'kedushah', 17),
  h('shechitah', 'Hilchot Shechitah', 'הלכות שחיטה', 'kedushah', 14),

  h('shevuot', 'Hilchot Shevuot', 'הלכות שבועות', 'haflaah', 12),
  h('nedarim', 'Hilchot Nedarim', 'הלכות נדרים', 'haflaah', 13),
  h('nezirut', 'Hilchot Nezirut', 'הלכות נזירות', 'haflaah', 10),
  h('arachin-vacharamin', 'Hilchot Arachin vaCharamin', 'הלכות ערכים וחרמין', 'haflaah', 8),

  h('kilayim', 'Hilchot Kilayim', 'הלכות כלאים', 'zeraim', 10),
  h('matnot-aniyim', 'Hilchot Matnot Aniyim', 'הלכות מתנות עניים', 'zeraim', 10),
  h('terumot', 'Hilchot Terumot', 'הלכות תרומות', 'zeraim', 15),
  h('maaserot', 'Hilchot Maaserot', 'הלכות מעשרות', 'zeraim', 14),
  h('maaser-sheni', 'Hilchot Maaser Sheni veNeta Revai', 'הלכות מעשר שני ונטע רבעי', 'zeraim', 11),
  h('bikkurim', 'Hilchot Bikkurim', 'הלכות ביכורים ושאר מתנות כהונה שבגבולין', 'zeraim', 12),
  h('shemitah-veyovel', 'Hilchot Shemitah veYovel', 'הלכות שמיטה ויובל', 'zeraim', 13),

  h('beit-habechirah', 'Hilchot Beit HaBechirah', 'הלכות בית הבחירה', 'avodah', 8),
  h('klei-hamikdash', 'Hilchot Klei HaMikdash', 'הלכות כלי המקדש והעובדין בו', 'avodah', 10),
  h('biat-hamikdash', 'Hilchot Biat HaMikdash', 'הלכות ביאת מקדש', 'avodah', 9),
  h('issurei-hamizbeach', 'Hilchot Issurei HaMizbeach', 'הלכות איסורי המזבח', 'avodah', 7),
  h('maaseh-hakorbanot', 'Hilchot Maaseh HaKorbanot', 'הלכות מעשה הקרבנות', 'avodah', 19),
  h('temidin-umusafin', 'Hilchot Temidin uMusafin', 'הלכות תמידים ומוספין', 'avodah', 10),
  h('pesulei-hamukdashin', 'Hilchot Pesulei HaMukdashin', 'הלכות פסולי המוקדשין', 'avodah', 19),
  h('avodat-yom-hakippurim', 'Hilchot Avodat Yom HaKippurim', 'הלכות עבודת יום הכפורים', 'avodah', 5),
  h('meilah', 'Hilchot Meilah', 'הלכות מעילה', 'avodah', 8),

  h('korban-pesach', 'Hilchot Korban Pesach', 'הלכות קרבן פסח', 'korbanot', 10),
  h('chagigah', 'Hilchot Chagigah', 'הלכות חגיגה', 'korbanot', 3),
  h('bechorot', 'Hilchot Bechorot', 'הלכות בכורות', 'korbanot', 8),
  h('shegagot', 'Hilchot Shegagot', 'הלכות שגגות', 'korbanot', 15),
  h('mechusarei-kapparah', 'Hilchot Mechusarei Kapparah', 'הלכות מחוסרי כפרה', 'korbanot', 5),
  h('temurah', 'Hilchot Temurah', 'הלכות תמורה', 'korbanot', 4),

  h('tumat-met', 'Hilchot Tumat Met', 'הלכות טומאת מת', 'taharah', 25),
  h('parah-adumah', 'Hilchot Parah Adumah', 'הלכות פרה אדומה', 'taharah', 15),
  h('tumat-tzaraat', 'Hilchot Tumat Tzaraat', 'הלכות טומאת צרעת', 'taharah', 16),
  h('metamei-mishkav-umoshav', 'Hilchot Metamei Mishkav uMoshav', 'הלכות מטמאי משכב ומושב', 'taharah', 13),
  h('shear-avot-hatumah', 'Hilchot She’ar Avot HaTumah', 'הלכות שאר אבות הטומאות', 'taharah', 20),
  h('tumat-ochalin', 'Hilchot Tumat Ochalin', 'הלכות טומאת אוכלים', 'taharah', 16),
  h('kelim', 'Hilchot Kelim', 'הלכות כלים', 'taharah', 28),
  h('mikvaot', 'Hilchot Mikvaot', 'הלכות מקואות', 'taharah', 11),

  h('nizkei-mamon', 'Hilchot Nizkei Mamon', 'הלכות נזקי ממון', 'nezikin', 14),
  h('genevah', 'Hilchot Genevah', 'הלכות גניבה', 'nezikin', 9),
  h('gezelah-vaavedah', 'Hilchot Gezelah vaAvedah', 'הלכות גזילה ואבידה', 'nezikin', 18),
  h('chovel-umazik', 'Hilchot Chovel uMazik', 'הלכות חובל ומזיק', 'nezikin', 8),
  h('rotzeach', 'Hilchot Rotzeach uShemirat Nefesh', 'הלכות רוצח ושמירת נפש', 'nezikin', 13),

  h('mechirah', 'Hilchot Mechirah', 'הלכות מכירה', 'kinyan', 30),
  h('zechiyah-umatanah', 'Hilchot Zechiyah uMatanah', 'הלכות זכייה ומתנה', 'kinyan', 12),
  h('shechenim', 'Hilchot Shechenim', 'הלכות שכנים', 'kinyan', 14),
  h('sheluchin-veshutafin', 'Hilchot Sheluchin veShutafin', 'הלכות שלוחין ושותפין', 'kinyan', 10),
  h('avadim', 'Hilchot Avadim', 'הלכות עבדים', 'kinyan', 9),

  h('sechirut', 'Hilchot Sechirut', 'הלכות שכירות', 'mishpatim', 13),
  h('sheelah-ufikadon', 'Hilchot She’elah uFikadon', 'הלכות שאלה ופיקדון', 'mishpatim', 8),
  h('malveh-veloveh', 'Hilchot Malveh veLoveh', 'הלכות מלווה ולווה', 'mishpatim', 27),
  h('toen-venitan', 'Hilchot To’en veNit’an', 'הלכות טוען ונטען', 'mishpatim', 16),
  h('nachalot', 'Hilchot Nachalot', 'הלכות נחלות', 'mishpatim', 11),

  h('sanhedrin', 'Hilchot Sanhedrin', 'הלכות סנהדרין והעונשין המסורין להם', 'shoftim', 26),
  h('edut', 'Hilchot Edut', 'הלכות עדות', 'shoftim', 22),
  h('mamrim', 'Hilchot Mamrim', 'הלכות ממרים', 'shoftim', 7),
  h('avel', 'Hilchot Avel', 'הלכות אבל', 'shoftim', 14),
  h('melachim', 'Hilchot Melachim uMilchamot', 'הלכות מלכים ומלחמות', 'shoftim', 12),
];

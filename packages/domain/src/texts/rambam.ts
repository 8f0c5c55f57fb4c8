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
  /** The English title Sefaria (and Hebcal) give it, after "Mishneh Torah, ": the text's address there. */
  sefaria: string;
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

const h = (
  id: string,
  en: string,
  he: string,
  sefer: RambamSeferId,
  chapters: number,
  sefaria: string,
): RambamHilchot => ({ id, en, he, sefer, chapters, sefaria });

export const RAMBAM_HILCHOT: readonly RambamHilchot[] = [
  h(
    'yesodei-hatorah',
    'Hilchot Yesodei HaTorah',
    'הלכות יסודי התורה',
    'madda',
    10,
    'Foundations of the Torah',
  ),
  h('deot', 'Hilchot De’ot', 'הלכות דעות', 'madda', 7, 'Human Dispositions'),
  h('talmud-torah', 'Hilchot Talmud Torah', 'הלכות תלמוד תורה', 'madda', 7, 'Torah Study'),
  h(
    'avodah-zarah',
    'Hilchot Avodah Zarah',
    'הלכות עבודה זרה וחוקות הגויים',
    'madda',
    12,
    'Foreign Worship and Customs of the Nations',
  ),
  h('teshuvah', 'Hilchot Teshuvah', 'הלכות תשובה', 'madda', 10, 'Repentance'),

  h('keriat-shema', 'Hilchot Keriat Shema', 'הלכות קריאת שמע', 'ahavah', 4, 'Reading the Shema'),
  h(
    'tefillah',
    'Hilchot Tefillah uBirkat Kohanim',
    'הלכות תפילה וברכת כהנים',
    'ahavah',
    15,
    'Prayer and the Priestly Blessing',
  ),
  h(
    'tefillin',
    'Hilchot Tefillin uMezuzah veSefer Torah',
    'הלכות תפילין ומזוזה וספר תורה',
    'ahavah',
    10,
    'Tefillin, Mezuzah and the Torah Scroll',
  ),
  h('tzitzit', 'Hilchot Tzitzit', 'הלכות ציצית', 'ahavah', 3, 'Fringes'),
  h('berachot', 'Hilchot Berachot', 'הלכות ברכות', 'ahavah', 11, 'Blessings'),
  h('milah', 'Hilchot Milah', 'הלכות מילה', 'ahavah', 3, 'Circumcision'),
  h('seder-hatefillah', 'Seder HaTefillah', 'סדר התפילה', 'ahavah', 4, 'The Order of Prayer'),

  h('shabbat', 'Hilchot Shabbat', 'הלכות שבת', 'zemanim', 30, 'Sabbath'),
  h('eruvin', 'Hilchot Eruvin', 'הלכות עירובין', 'zemanim', 8, 'Eruvin'),
  h(
    'shevitat-asor',
    'Hilchot Shevitat Asor',
    'הלכות שביתת עשור',
    'zemanim',
    3,
    'Rest on the Tenth of Tishrei',
  ),
  h('shevitat-yom-tov', 'Hilchot Shevitat Yom Tov', 'הלכות שביתת יום טוב', 'zemanim', 8, 'Rest on a Holiday'),
  h(
    'chametz-umatzah',
    'Hilchot Chametz uMatzah',
    'הלכות חמץ ומצה',
    'zemanim',
    9,
    'Leavened and Unleavened Bread',
  ),
  h(
    'shofar-sukkah-lulav',
    'Hilchot Shofar, Sukkah veLulav',
    'הלכות שופר וסוכה ולולב',
    'zemanim',
    8,
    'Shofar, Sukkah and Lulav',
  ),
  h('shekalim', 'Hilchot Shekalim', 'הלכות שקלים', 'zemanim', 4, 'Sheqel Dues'),
  h(
    'kiddush-hachodesh',
    'Hilchot Kiddush HaChodesh',
    'הלכות קידוש החודש',
    'zemanim',
    19,
    'Sanctification of the New Month',
  ),
  h('taaniyot', 'Hilchot Taaniyot', 'הלכות תעניות', 'zemanim', 5, 'Fasts'),
  h(
    'megillah-vachanukah',
    'Hilchot Megillah vaChanukah',
    'הלכות מגילה וחנוכה',
    'zemanim',
    4,
    'Scroll of Esther and Hanukkah',
  ),

  h('ishut', 'Hilchot Ishut', 'הלכות אישות', 'nashim', 25, 'Marriage'),
  h('gerushin', 'Hilchot Gerushin', 'הלכות גירושין', 'nashim', 13, 'Divorce'),
  h(
    'yibbum-vachalitzah',
    'Hilchot Yibbum vaChalitzah',
    'הלכות יבום וחליצה',
    'nashim',
    8,
    'Levirate Marriage and Release',
  ),
  h('naarah-betulah', 'Hilchot Naarah Betulah', 'הלכות נערה בתולה', 'nashim', 3, 'Virgin Maiden'),
  h('sotah', 'Hilchot Sotah', 'הלכות סוטה', 'nashim', 4, 'Woman Suspected of Infidelity'),

  h('issurei-biah', 'Hilchot Issurei Biah', 'הלכות איסורי ביאה', 'kedushah', 22, 'Forbidden Intercourse'),
  h(
    'maachalot-assurot',
    'Hilchot Maachalot Assurot',
    'הלכות מאכלות אסורות',
    'kedushah',
    17,
    'Forbidden Foods',
  ),
  h('shechitah', 'Hilchot Shechitah', 'הלכות שחיטה', 'kedushah', 14, 'Ritual Slaughter'),

  h('shevuot', 'Hilchot Shevuot', 'הלכות שבועות', 'haflaah', 12, 'Oaths'),
  h('nedarim', 'Hilchot Nedarim', 'הלכות נדרים', 'haflaah', 13, 'Vows'),
  h('nezirut', 'Hilchot Nezirut', 'הלכות נזירות', 'haflaah', 10, 'Nazariteship'),
  h(
    'arachin-vacharamin',
    'Hilchot Arachin vaCharamin',
    'הלכות ערכים וחרמין',
    'haflaah',
    8,
    'Appraisals and Devoted Property',
  ),

  h('kilayim', 'Hilchot Kilayim', 'הלכות כלאים', 'zeraim', 10, 'Diverse Species'),
  h('matnot-aniyim', 'Hilchot Matnot Aniyim', 'הלכות מתנות עניים', 'zeraim', 10, 'Gifts to the Poor'),
  h('terumot', 'Hilchot Terumot', 'הלכות תרומות', 'zeraim', 15, 'Heave Offerings'),
  h('maaserot', 'Hilchot Maaserot', 'הלכות מעשרות', 'zeraim', 14, 'Tithes'),
  h(
    'maaser-sheni',
    'Hilchot Maaser Sheni veNeta Revai',
    'הלכות מעשר שני ונטע רבעי',
    'zeraim',
    11,
    "Second Tithes and Fourth Year's Fruit",
  ),
  h(
    'bikkurim',
    'Hilchot Bikkurim',
    'הלכות ביכורים ושאר מתנות כהונה שבגבולין',
    'zeraim',
    12,
    'First Fruits and other Gifts to Priests Outside the Sanctuary',
  ),
  h(
    'shemitah-veyovel',
    'Hilchot Shemitah veYovel',
    'הלכות שמיטה ויובל',
    'zeraim',
    13,
    'Sabbatical Year and the Jubilee',
  ),

  h('beit-habechirah', 'Hilchot Beit HaBechirah', 'הלכות בית הבחירה', 'avodah', 8, 'The Chosen Temple'),
  h(
    'klei-hamikdash',
    'Hilchot Klei HaMikdash',
    'הלכות כלי המקדש והעובדין בו',
    'avodah',
    10,
    'Vessels of the Sanctuary and Those who Serve Therein',
  ),
  h(
    'biat-hamikdash',
    'Hilchot Biat HaMikdash',
    'הלכות ביאת מקדש',
    'avodah',
    9,
    'Admission into the Sanctuary',
  ),
  h(
    'issurei-hamizbeach',
    'Hilchot Issurei HaMizbeach',
    'הלכות איסורי המזבח',
    'avodah',
    7,
    'Things Forbidden on the Altar',
  ),
  h(
    'maaseh-hakorbanot',
    'Hilchot Maaseh HaKorbanot',
    'הלכות מעשה הקרבנות',
    'avodah',
    19,
    'Sacrificial Procedure',
  ),
  h(
    'temidin-umusafin',
    'Hilchot Temidin uMusafin',
    'הלכות תמידים ומוספין',
    'avodah',
    10,
    'Daily Offerings and Additional Offerings',
  ),
  h(
    'pesulei-hamukdashin',
    'Hilchot Pesulei HaMukdashin',
    'הלכות פסולי המוקדשין',
    'avodah',
    19,
    'Sacrifices Rendered Unfit',
  ),
  h(
    'avodat-yom-hakippurim',
    'Hilchot Avodat Yom HaKippurim',
    'הלכות עבודת יום הכפורים',
    'avodah',
    5,
    'Service on the Day of Atonement',
  ),
  h('meilah', 'Hilchot Meilah', 'הלכות מעילה', 'avodah', 8, 'Trespass'),

  h('korban-pesach', 'Hilchot Korban Pesach', 'הלכות קרבן פסח', 'korbanot', 10, 'Paschal Offering'),
  h('chagigah', 'Hilchot Chagigah', 'הלכות חגיגה', 'korbanot', 3, 'Festival Offering'),
  h('bechorot', 'Hilchot Bechorot', 'הלכות בכורות', 'korbanot', 8, 'Firstlings'),
  h(
    'shegagot',
    'Hilchot Shegagot',
    'הלכות שגגות',
    'korbanot',
    15,
    'Offerings for Unintentional Transgressions',
  ),
  h(
    'mechusarei-kapparah',
    'Hilchot Mechusarei Kapparah',
    'הלכות מחוסרי כפרה',
    'korbanot',
    5,
    'Offerings for Those with Incomplete Atonement',
  ),
  h('temurah', 'Hilchot Temurah', 'הלכות תמורה', 'korbanot', 4, 'Substitution'),

  h('tumat-met', 'Hilchot Tumat Met', 'הלכות טומאת מת', 'taharah', 25, 'Defilement by a Corpse'),
  h('parah-adumah', 'Hilchot Parah Adumah', 'הלכות פרה אדומה', 'taharah', 15, 'Red Heifer'),
  h('tumat-tzaraat', 'Hilchot Tumat Tzaraat', 'הלכות טומאת צרעת', 'taharah', 16, 'Defilement by Leprosy'),
  h(
    'metamei-mishkav-umoshav',
    'Hilchot Metamei Mishkav uMoshav',
    'הלכות מטמאי משכב ומושב',
    'taharah',
    13,
    'Those Who Defile Bed or Seat',
  ),
  h(
    'shear-avot-hatumah',
    'Hilchot She’ar Avot HaTumah',
    'הלכות שאר אבות הטומאות',
    'taharah',
    20,
    'Other Sources of Defilement',
  ),
  h('tumat-ochalin', 'Hilchot Tumat Ochalin', 'הלכות טומאת אוכלים', 'taharah', 16, 'Defilement of Foods'),
  h('kelim', 'Hilchot Kelim', 'הלכות כלים', 'taharah', 28, 'Vessels'),
  h('mikvaot', 'Hilchot Mikvaot', 'הלכות מקואות', 'taharah', 11, 'Immersion Pools'),

  h('nizkei-mamon', 'Hilchot Nizkei Mamon', 'הלכות נזקי ממון', 'nezikin', 14, 'Damages to Property'),
  h('genevah', 'Hilchot Genevah', 'הלכות גניבה', 'nezikin', 9, 'Theft'),
  h(
    'gezelah-vaavedah',
    'Hilchot Gezelah vaAvedah',
    'הלכות גזילה ואבידה',
    'nezikin',
    18,
    'Robbery and Lost Property',
  ),
  h(
    'chovel-umazik',
    'Hilchot Chovel uMazik',
    'הלכות חובל ומזיק',
    'nezikin',
    8,
    'One Who Injures a Person or Property',
  ),
  h(
    'rotzeach',
    'Hilchot Rotzeach uShemirat Nefesh',
    'הלכות רוצח ושמירת נפש',
    'nezikin',
    13,
    'Murderer and the Preservation of Life',
  ),

  h('mechirah', 'Hilchot Mechirah', 'הלכות מכירה', 'kinyan', 30, 'Sales'),
  h(
    'zechiyah-umatanah',
    'Hilchot Zechiyah uMatanah',
    'הלכות זכייה ומתנה',
    'kinyan',
    12,
    'Ownerless Property and Gifts',
  ),
  h('shechenim', 'Hilchot Shechenim', 'הלכות שכנים', 'kinyan', 14, 'Neighbors'),
  h(
    'sheluchin-veshutafin',
    'Hilchot Sheluchin veShutafin',
    'הלכות שלוחין ושותפין',
    'kinyan',
    10,
    'Agents and Partners',
  ),
  h('avadim', 'Hilchot Avadim', 'הלכות עבדים', 'kinyan', 9, 'Slaves'),

  h('sechirut', 'Hilchot Sechirut', 'הלכות שכירות', 'mishpatim', 13, 'Hiring'),
  h(
    'sheelah-ufikadon',
    'Hilchot She’elah uFikadon',
    'הלכות שאלה ופיקדון',
    'mishpatim',
    8,
    'Borrowing and Deposit',
  ),
  h('malveh-veloveh', 'Hilchot Malveh veLoveh', 'הלכות מלווה ולווה', 'mishpatim', 27, 'Creditor and Debtor'),
  h('toen-venitan', 'Hilchot To’en veNit’an', 'הלכות טוען ונטען', 'mishpatim', 16, 'Plaintiff and Defendant'),
  h('nachalot', 'Hilchot Nachalot', 'הלכות נחלות', 'mishpatim', 11, 'Inheritances'),

  h(
    'sanhedrin',
    'Hilchot Sanhedrin',
    'הלכות סנהדרין והעונשין המסורין להם',
    'shoftim',
    26,
    'The Sanhedrin and the Penalties within their Jurisdiction',
  ),
  h('edut', 'Hilchot Edut', 'הלכות עדות', 'shoftim', 22, 'Testimony'),
  h('mamrim', 'Hilchot Mamrim', 'הלכות ממרים', 'shoftim', 7, 'Rebels'),
  h('avel', 'Hilchot Avel', 'הלכות אבל', 'shoftim', 14, 'Mourning'),
  h('melachim', 'Hilchot Melachim uMilchamot', 'הלכות מלכים ומלחמות', 'shoftim', 12, 'Kings and Wars'),
];

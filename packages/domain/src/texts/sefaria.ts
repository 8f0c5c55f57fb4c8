/**
 * One tap to the text (issue 24): a portion's address on Sefaria, built from its ref alone — no
 * network call. Sefaria's public scheme is `https://www.sefaria.org/{Title}.{section}?lang=…`, the
 * title's spaces as `_`. `sefaria.test.ts` proves every corpus and unit against the links Hebcal
 * builds from the same names.
 *
 * A unit bigger than a chapter (a tractate, a book, a set of hilchot) opens at its first chapter or
 * daf: Sefaria's reader scrolls on through the rest. A Tehillim day or book is a range of psalms,
 * which Sefaria shows as one passage.
 */
import type { Locale } from '../locales';
import { BAVLI_TRACTATES } from './bavli';
import { MISHNAH_TRACTATES } from './mishnah';
import { RAMBAM_HILCHOT } from './rambam';
import { TANACH_BOOKS, TEHILLIM_BOOKS } from './tanach';
import { TEHILLIM_MONTH, TEHILLIM_WEEK, type TehillimPoint } from './tehillimCycles';

const SEFARIA = 'https://www.sefaria.org';

/**
 * Shekalim in the Daf Yomi is the Jerusalem Talmud's: each daf (2–22; index 0 is daf 2) is a span of
 * chapter.halacha.segment, from the start of its side a to the end of its side b in Hebcal's table.
 * (Hebcal's own link drops the chapter or halacha of some ends; these keep them.)
 */
const SHEKALIM_SPANS = [
  '1.1.1-10',
  '1.1.10-4.1',
  '1.4.1-9',
  '1.4.9-2.3.1',
  '2.3.1-4.5',
  '2.4.5-3.1.3',
  '3.1.3-2.8',
  '3.2.8-4.1.1',
  '4.1.1-2.4',
  '4.2.4-4.1',
  '4.4.1-9',
  '4.4.9-5.1.12',
  '5.1.12-3.2',
  '5.3.2-6.1.5',
  '6.1.5-2.1',
  '6.2.1-3.3',
  '6.3.3-4.7',
  '6.4.7-7.2.7',
  '7.2.7-3.7',
  '7.3.7-8.3.1',
  '8.3.1-4.4',
] as const;

/**
 * The title Sefaria (and Hebcal) gives each set of hilchot, after "Mishneh Torah, " — by our id, in
 * the text's order (`hebcal.test.ts` checks it is Hebcal's Daily Rambam list).
 */
export const RAMBAM_SEFARIA_TITLES: Readonly<Record<string, string>> = {
  'yesodei-hatorah': 'Foundations of the Torah',
  deot: 'Human Dispositions',
  'talmud-torah': 'Torah Study',
  'avodah-zarah': 'Foreign Worship and Customs of the Nations',
  teshuvah: 'Repentance',
  'keriat-shema': 'Reading the Shema',
  tefillah: 'Prayer and the Priestly Blessing',
  tefillin: 'Tefillin, Mezuzah and the Torah Scroll',
  tzitzit: 'Fringes',
  berachot: 'Blessings',
  milah: 'Circumcision',
  'seder-hatefillah': 'The Order of Prayer',
  shabbat: 'Sabbath',
  eruvin: 'Eruvin',
  'shevitat-asor': 'Rest on the Tenth of Tishrei',
  'shevitat-yom-tov': 'Rest on a Holiday',
  'chametz-umatzah': 'Leavened and Unleavened Bread',
  'shofar-sukkah-lulav': 'Shofar, Sukkah and Lulav',
  shekalim: 'Sheqel Dues',
  'kiddush-hachodesh': 'Sanctification of the New Month',
  taaniyot: 'Fasts',
  'megillah-vachanukah': 'Scroll of Esther and Hanukkah',
  ishut: 'Marriage',
  gerushin: 'Divorce',
  'yibbum-vachalitzah': 'Levirate Marriage and Release',
  'naarah-betulah': 'Virgin Maiden',
  sotah: 'Woman Suspected of Infidelity',
  'issurei-biah': 'Forbidden Intercourse',
  'maachalot-assurot': 'Forbidden Foods',
  shechitah: 'Ritual Slaughter',
  shevuot: 'Oaths',
  nedarim: 'Vows',
  nezirut: 'Nazariteship',
  'arachin-vacharamin': 'Appraisals and Devoted Property',
  kilayim: 'Diverse Species',
  'matnot-aniyim': 'Gifts to the Poor',
  terumot: 'Heave Offerings',
  maaserot: 'Tithes',
  'maaser-sheni': "Second Tithes and Fourth Year's Fruit",
  bikkurim: 'First Fruits and other Gifts to Priests Outside the Sanctuary',
  'shemitah-veyovel': 'Sabbatical Year and the Jubilee',
  'beit-habechirah': 'The Chosen Temple',
  'klei-hamikdash': 'Vessels of the Sanctuary and Those who Serve Therein',
  'biat-hamikdash': 'Admission into the Sanctuary',
  'issurei-hamizbeach': 'Things Forbidden on the Altar',
  'maaseh-hakorbanot': 'Sacrificial Procedure',
  'temidin-umusafin': 'Daily Offerings and Additional Offerings',
  'pesulei-hamukdashin': 'Sacrifices Rendered Unfit',
  'avodat-yom-hakippurim': 'Service on the Day of Atonement',
  meilah: 'Trespass',
  'korban-pesach': 'Paschal Offering',
  chagigah: 'Festival Offering',
  bechorot: 'Firstlings',
  shegagot: 'Offerings for Unintentional Transgressions',
  'mechusarei-kapparah': 'Offerings for Those with Incomplete Atonement',
  temurah: 'Substitution',
  'tumat-met': 'Defilement by a Corpse',
  'parah-adumah': 'Red Heifer',
  'tumat-tzaraat': 'Defilement by Leprosy',
  'metamei-mishkav-umoshav': 'Those Who Defile Bed or Seat',
  'shear-avot-hatumah': 'Other Sources of Defilement',
  'tumat-ochalin': 'Defilement of Foods',
  kelim: 'Vessels',
  mikvaot: 'Immersion Pools',
  'nizkei-mamon': 'Damages to Property',
  genevah: 'Theft',
  'gezelah-vaavedah': 'Robbery and Lost Property',
  'chovel-umazik': 'One Who Injures a Person or Property',
  rotzeach: 'Murderer and the Preservation of Life',
  mechirah: 'Sales',
  'zechiyah-umatanah': 'Ownerless Property and Gifts',
  shechenim: 'Neighbors',
  'sheluchin-veshutafin': 'Agents and Partners',
  avadim: 'Slaves',
  sechirut: 'Hiring',
  'sheelah-ufikadon': 'Borrowing and Deposit',
  'malveh-veloveh': 'Creditor and Debtor',
  'toen-venitan': 'Plaintiff and Defendant',
  nachalot: 'Inheritances',
  sanhedrin: 'The Sanhedrin and the Penalties within their Jurisdiction',
  edut: 'Testimony',
  mamrim: 'Rebels',
  avel: 'Mourning',
  melachim: 'Kings and Wars',
};

/** Tractates the Bavli has no Gemara for: their dafim open the Mishnah, at its start. */
const MISHNAH_ONLY_IN_BAVLI = new Set(['kinnim', 'middot']);

function address(title: string, section: string, locale: Locale): string {
  const slug = encodeURIComponent(title.replaceAll(' ', '_'));
  // Sefaria shows Hebrew alone for `he`; English readers get both languages side by side.
  return `${SEFARIA}/${slug}.${section}?lang=${locale === 'he' ? 'he' : 'bi'}`;
}

const psalmPoint = (p: TehillimPoint) => (p.verse === undefined ? `${p.chapter}` : `${p.chapter}.${p.verse}`);

function psalms(from: TehillimPoint, to: TehillimPoint, locale: Locale): string {
  const span =
    from.chapter === to.chapter && from.verse === to.verse
      ? psalmPoint(from)
      : `${psalmPoint(from)}-${psalmPoint(to)}`;
  return address('Psalms', span, locale);
}

const mishnahTitle = (id: string, en: string) => (id === 'avot' ? 'Pirkei Avot' : `Mishnah ${en}`);

/** Numbers in a ref, checked: a part that is not a positive whole number makes the ref unknown. */
function count(part: string | undefined): number | null {
  if (part === undefined || !/^[1-9]\d{0,3}$/.test(part)) return null;
  return Number(part);
}

function bavli(id: string | undefined, dafPart: string | undefined, locale: Locale): string | null {
  const tractate = BAVLI_TRACTATES.find((t) => t.id === id);
  if (!tractate) return null;
  const daf = dafPart === undefined ? tractate.firstDaf : count(dafPart);
  if (daf === null || daf < tractate.firstDaf || daf > tractate.lastDaf) return null;
  if (tractate.id === 'shekalim') {
    return address('Jerusalem Talmud Shekalim', SHEKALIM_SPANS[daf - 2] ?? '1', locale);
  }
  if (MISHNAH_ONLY_IN_BAVLI.has(tractate.id)) return address(`Mishnah ${tractate.en}`, '1', locale);
  return address(tractate.en, `${daf}a`, locale);
}

function mishnah(parts: readonly string[], locale: Locale): string | null {
  const [id, chapterPart, mishnahPart] = parts;
  const tractate = MISHNAH_TRACTATES.find((t) => t.id === id);
  if (!tractate) return null;
  const title = mishnahTitle(tractate.id, tractate.en);
  if (chapterPart === undefined) return address(title, '1', locale);
  const chapter = count(chapterPart);
  const mishnayot = chapter === null ? undefined : tractate.mishnayot[chapter - 1];
  if (mishnayot === undefined) return null;
  if (mishnahPart === undefined) return address(title, `${chapter}`, locale);
  const n = count(mishnahPart);
  return n !== null && n <= mishnayot ? address(title, `${chapter}.${n}`, locale) : null;
}

function tanach(id: string | undefined, chapterPart: string | undefined, locale: Locale): string | null {
  const book = TANACH_BOOKS.find((b) => b.id === id);
  if (!book) return null;
  const chapter = chapterPart === undefined ? 1 : count(chapterPart);
  return chapter !== null && chapter <= book.chapters ? address(book.en, `${chapter}`, locale) : null;
}

function tehillim(parts: readonly string[], locale: Locale): string | null {
  const [first, second] = parts;
  if (first === 'month' || first === 'week') {
    const day = (first === 'month' ? TEHILLIM_MONTH : TEHILLIM_WEEK).find((d) => `${d.day}` === second);
    return day ? psalms(day.from, day.to, locale) : null;
  }
  if (second !== undefined) return null;
  const book = TEHILLIM_BOOKS.find((b) => b.id === first);
  if (book) return psalms({ chapter: book.first }, { chapter: book.last }, locale);
  const chapter = count(first);
  return chapter !== null && chapter <= 150 ? psalms({ chapter }, { chapter }, locale) : null;
}

function rambam(id: string | undefined, chapterPart: string | undefined, locale: Locale): string | null {
  // A sefer's ref names the sefer: it opens at its first set of hilchot.
  const hilchot = RAMBAM_HILCHOT.find((h) => h.id === id) ?? RAMBAM_HILCHOT.find((h) => h.sefer === id);
  if (!hilchot || (chapterPart !== undefined && hilchot.id !== id)) return null;
  const chapter = chapterPart === undefined ? 1 : count(chapterPart);
  if (chapter === null || chapter > hilchot.chapters) return null;
  const title = RAMBAM_SEFARIA_TITLES[hilchot.id];
  return title ? address(`Mishneh Torah, ${title}`, `${chapter}`, locale) : null;
}

/**
 * The Sefaria address of a portion's text, from its ref (`mishnah/berakhot/3`, `bavli/shabbat/45`,
 * `tehillim/month/25`, `rambam/shabbat/30`…), or null for a ref this text does not have. `locale`
 * picks the reader's language on Sefaria (Hebrew alone, or Hebrew beside English).
 */
export function sefariaUrl(ref: string, locale: Locale = 'en'): string | null {
  const [corpus, ...parts] = ref.split('/');
  if (parts.length === 0 || parts.length > 3) return null;
  switch (corpus) {
    case 'mishnah':
      return mishnah(parts, locale);
    case 'bavli':
      return parts.length <= 2 ? bavli(parts[0], parts[1], locale) : null;
    case 'tanach':
      return parts.length <= 2 ? tanach(parts[0], parts[1], locale) : null;
    case 'tehillim':
      return tehillim(parts, locale);
    case 'rambam':
      return parts.length <= 2 ? rambam(parts[0], parts[1], locale) : null;
    default:
      return null;
  }
}

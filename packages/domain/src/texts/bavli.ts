/**
 * Talmud Bavli in the Daf Yomi order: 2,711 dafim. Each tractate runs from `firstDaf` to `lastDaf`
 * (pagination starts at daf 2; Kinnim, Tamid and Middot continue Meilah's numbering).
 */
export interface BavliTractate {
  id: string;
  en: string;
  he: string;
  firstDaf: number;
  lastDaf: number;
}

const t = (id: string, en: string, he: string, lastDaf: number, firstDaf = 2): BavliTractate => ({
  id,
  en,
  he,
  firstDaf,
  lastDaf,
});

export const BAVLI_TRACTATES: readonly BavliTractate[] = [
  t('berakhot', 'Berakhot', 'ברכות', 64),
  t('shabbat', 'Shabbat', 'שבת', 157),
  t('eruvin', 'Eruvin', 'עירובין', 105),
  t('pesachim', 'Pesachim', 'פסחים', 121),
  t('shekalim', 'Shekalim', 'שקלים', 22),
  t('yoma', 'Yoma', 'יומא', 88),
  t('sukkah', 'Sukkah', 'סוכה', 56),
  t('beitzah', 'Beitzah', 'ביצה', 40),
  t('rosh-hashanah', 'Rosh Hashanah', 'ראש השנה', 35),
  t('taanit', 'Taanit', 'תענית', 31),
  t('megillah', 'Megillah', 'מגילה', 32),
  t('moed-katan', 'Moed Katan', 'מועד קטן', 29),
  t('chagigah', 'Chagigah', 'חגיגה', 27),
  t('yevamot', 'Yevamot', 'יבמות', 122),
  t('ketubot', 'Ketubot', 'כתובות', 112),
  t('nedarim', 'Nedarim', 'נדרים', 91),
  t('nazir', 'Nazir', 'נזיר', 66),
  t('sotah', 'Sotah', 'סוטה', 49),
  t('gittin', 'Gittin', 'גיטין', 90),
  t('kiddushin', 'Kiddushin', 'קידושין', 82),
  t('bava-kamma', 'Bava Kamma', 'בבא קמא', 119),
  t('bava-metzia', 'Bava Metzia', 'בבא מציעא', 119),
  t('bava-batra', 'Bava Batra', 'בבא בתרא', 176),
  t('sanhedrin', 'Sanhedrin', 'סנהדרין', 113),
  t('makkot', 'Makkot', 'מכות', 24),
  t('shevuot', 'Shevuot', 'שבועות', 49),
  t('avodah-zarah', 'Avodah Zarah', 'עבודה זרה', 76),
  t('horayot', 'Horayot', 'הוריות', 14),
  t('zevachim', 'Zevachim', 'זבחים', 120),
  t('menachot', 'Menachot', 'מנחות', 110),
  t('chullin', 'Chullin', 'חולין', 142),
  t('bekhorot', 'Bekhorot', 'בכורות', 61),
  t('arakhin', 'Arakhin', 'ערכין', 34),
  t('temurah', 'Temurah', 'תמורה', 34),
  t('keritot', 'Keritot', 'כריתות', 28),
  t('meilah', 'Meilah', 'מעילה', 22),
  t('kinnim', 'Kinnim', 'קינים', 25, 23),
  t('tamid', 'Tamid', 'תמיד', 33, 26),
  t('middot', 'Middot', 'מדות', 37, 34),
  t('niddah', 'Niddah', 'נדה', 73),
];

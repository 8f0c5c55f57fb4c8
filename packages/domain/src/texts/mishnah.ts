/**
 * The six orders of the Mishnah: 63 tractates, 525 chapters, 4,192 mishnayot. `mishnayot` holds
 * the number of mishnayot in each chapter (the common printed division, as Sefaria and Hebcal's
 * Mishnah Yomi count them: Bikkurim 4 chapters, Avot 6).
 */
export interface MishnahTractate {
  id: string;
  en: string;
  he: string;
  seder: MishnahSeder;
  mishnayot: readonly number[];
}

export type MishnahSeder = 'zeraim' | 'moed' | 'nashim' | 'nezikin' | 'kodashim' | 'tahorot';

export const MISHNAH_SEDARIM: readonly { id: MishnahSeder; en: string; he: string }[] = [
  { id: 'zeraim', en: 'Zeraim', he: 'זרעים' },
  { id: 'moed', en: 'Moed', he: 'מועד' },
  { id: 'nashim', en: 'Nashim', he: 'נשים' },
  { id: 'nezikin', en: 'Nezikin', he: 'נזיקין' },
  { id: 'kodashim', en: 'Kodashim', he: 'קדשים' },
  { id: 'tahorot', en: 'Tahorot', he: 'טהרות' },
];

const t = (
  id: string,
  en: string,
  he: string,
  seder: MishnahSeder,
  mishnayot: number[],
): MishnahTractate => ({
  id,
  en,
  he,
  seder,
  mishnayot,
});

export const MISHNAH_TRACTATES: readonly MishnahTractate[] = [
  t('berakhot', 'Berakhot', 'ברכות', 'zeraim', [5, 8, 6, 7, 5, 8, 5, 8, 5]),
  t('peah', 'Peah', 'פאה', 'zeraim', [6, 8, 8, 11, 8, 11, 8, 9]),
  t('demai', 'Demai', 'דמאי', 'zeraim', [4, 5, 6, 7, 11, 12, 8]),
  t('kilayim', 'Kilayim', 'כלאים', 'zeraim', [9, 11, 7, 9, 8, 9, 8, 6, 10]),
  t('sheviit', 'Sheviit', 'שביעית', 'zeraim', [8, 10, 10, 10, 9, 6, 7, 11, 9, 9]),
  t('terumot', 'Terumot', 'תרומות', 'zeraim', [10, 6, 9, 13, 9, 6, 7, 12, 7, 12, 10]),
  t('maasrot', 'Maasrot', 'מעשרות', 'zeraim', [8, 8, 10, 6, 8]),
  t('maaser-sheni', 'Maaser Sheni', 'מעשר שני', 'zeraim', [7, 10, 13, 12, 15]),
  t('challah', 'Challah', 'חלה', 'zeraim', [9, 8, 10, 11]),
  t('orlah', 'Orlah', 'ערלה', 'zeraim', [9, 17, 9]),
  t('bikkurim', 'Bikkurim', 'ביכורים', 'zeraim', [11, 11, 12, 5]),
  t(
    'shabbat',
    'Shabbat',
    'שבת',
    'moed',
    [11, 7, 6, 2, 4, 10, 4, 7, 7, 6, 6, 6, 7, 4, 3, 8, 8, 3, 6, 5, 3, 6, 5, 5],
  ),
  t('eruvin', 'Eruvin', 'עירובין', 'moed', [10, 6, 9, 11, 9, 10, 11, 11, 4, 15]),
  t('pesachim', 'Pesachim', 'פסחים', 'moed', [7, 8, 8, 9, 10, 6, 13, 8, 11, 9]),
  t('shekalim', 'Shekalim', 'שקלים', 'moed', [7, 5, 4, 9, 6, 6, 7, 8]),
  t('yoma', 'Yoma', 'יומא', 'moed', [8, 7, 11, 6, 7, 8, 5, 9]),
  t('sukkah', 'Sukkah', 'סוכה', 'moed', [11, 9, 15, 10, 8]),
  t('beitzah', 'Beitzah', 'ביצה', 'moed', [10, 10, 8, 7, 7]),
  t('rosh-hashanah', 'Rosh Hashanah', 'ראש השנה', 'moed', [9, 9, 8, 9]),
  t('taanit', 'Taanit', 'תענית', 'moed', [7, 10, 9, 8]),
  t('megillah', 'Megillah', 'מגילה', 'moed', [11, 6, 6, 10]),
  t('moed-katan', 'Moed Katan', 'מועד קטן', 'moed', [10, 5, 9]),
  t('chagigah', 'Chagigah', 'חגיגה', 'moed', [8, 7, 8]),
  t('yevamot', 'Yevamot', 'יבמות', 'nashim', [4, 10, 10, 13, 6, 6, 6, 6, 6, 9, 7, 6, 13, 9, 10, 7]),
  t('ketubot', 'Ketubot', 'כתובות', 'nashim', [10, 10, 9, 12, 9, 7, 10, 8, 9, 6, 6, 4, 11]),
  t('nedarim', 'Nedarim', 'נדרים', 'nashim', [4, 5, 11, 8, 6, 10, 9, 7, 10, 8, 12]),
  t('nazir', 'Nazir', 'נזיר', 'nashim', [7, 10, 7, 7, 7, 11, 4, 2, 5]),
  t('sotah', 'Sotah', 'סוטה', 'nashim', [9, 6, 8, 5, 5, 4, 8, 7, 15]),
  t('gittin', 'Gittin', 'גיטין', 'nashim', [6, 7, 8, 9, 9, 7, 9, 10, 10]),
  t('kiddushin', 'Kiddushin', 'קידושין', 'nashim', [10, 10, 13, 14]),
  t('bava-kamma', 'Bava Kamma', 'בבא קמא', 'nezikin', [4, 6, 11, 9, 7, 6, 7, 7, 12, 10]),
  t('bava-metzia', 'Bava Metzia', 'בבא מציעא', 'nezikin', [8, 11, 12, 12, 11, 8, 11, 9, 13, 6]),
  t('bava-batra', 'Bava Batra', 'בבא בתרא', 'nezikin', [6, 14, 8, 9, 11, 8, 4, 8, 10, 8]),
  t('sanhedrin', 'Sanhedrin', 'סנהדרין', 'nezikin', [6, 5, 8, 5, 5, 6, 11, 7, 6, 6, 6]),
  t('makkot', 'Makkot', 'מכות', 'nezikin', [10, 8, 16]),
  t('shevuot', 'Shevuot', 'שבועות', 'nezikin', [7, 5, 11, 13, 5, 7, 8, 6]),
  t('eduyot', 'Eduyot', 'עדיות', 'nezikin', [14, 10, 12, 12, 7, 3, 9, 7]),
  t('avodah-zarah', 'Avodah Zarah', 'עבודה זרה', 'nezikin', [9, 7, 10, 12, 12]),
  t('avot', 'Avot', 'אבות', 'nezikin', [18, 16, 18, 22, 23, 11]),
  t('horayot', 'Horayot', 'הוריות', 'nezikin', [5, 7, 8]),
  t('zevachim', 'Zevachim', 'זבחים', 'kodashim', [4, 5, 6, 6, 8, 7, 6, 12, 7, 8, 8, 6, 8, 10]),
  t('menachot', 'Menachot', 'מנחות', 'kodashim', [4, 5, 7, 5, 9, 7, 6, 7, 9, 9, 9, 5, 11]),
  t('chullin', 'Chullin', 'חולין', 'kodashim', [7, 10, 7, 7, 5, 7, 6, 6, 8, 4, 2, 5]),
  t('bekhorot', 'Bekhorot', 'בכורות', 'kodashim', [7, 9, 4, 10, 6, 12, 7, 10, 8]),
  t('arakhin', 'Arakhin', 'ערכין', 'kodashim', [4, 6, 5, 4, 6, 5, 5, 7, 8]),
  t('temurah', 'Temurah', 'תמורה', 'kodashim', [6, 3, 5, 4, 6, 5, 6]),
  t('keritot', 'Keritot', 'כריתות', 'kodashim', [7, 6, 10, 3, 8, 9]),
  t('meilah', 'Meilah', 'מעילה', 'kodashim', [4, 9, 8, 6, 5, 6]),
  t('tamid', 'Tamid', 'תמיד', 'kodashim', [4, 5, 9, 3, 6, 3, 4]),
  t('middot', 'Middot', 'מדות', 'kodashim', [9, 6, 8, 7, 4]),
  t('kinnim', 'Kinnim', 'קינים', 'kodashim', [4, 5, 6]),
  t(
    'kelim',
    'Kelim',
    'כלים',
    'tahorot',
    [9, 8, 8, 4, 11, 4, 6, 11, 8, 8, 9, 8, 8, 8, 6, 8, 17, 9, 10, 7, 3, 10, 5, 17, 9, 9, 12, 10, 8, 4],
  ),
  t('oholot', 'Oholot', 'אהלות', 'tahorot', [8, 7, 7, 3, 7, 7, 6, 6, 16, 7, 9, 8, 6, 7, 10, 5, 5, 10]),
  t('negaim', 'Negaim', 'נגעים', 'tahorot', [6, 5, 8, 11, 5, 8, 5, 10, 3, 10, 12, 7, 12, 13]),
  t('parah', 'Parah', 'פרה', 'tahorot', [4, 5, 11, 4, 9, 5, 12, 11, 9, 6, 9, 11]),
  t('tahorot', 'Tahorot', 'טהרות', 'tahorot', [9, 8, 8, 13, 9, 10, 9, 9, 9, 8]),
  t('mikvaot', 'Mikvaot', 'מקואות', 'tahorot', [8, 10, 4, 5, 6, 11, 7, 5, 7, 8]),
  t('niddah', 'Niddah', 'נדה', 'tahorot', [7, 7, 7, 7, 9, 14, 5, 4, 11, 8]),
  t('makhshirin', 'Makhshirin', 'מכשירין', 'tahorot', [6, 11, 8, 10, 11, 8]),
  t('zavim', 'Zavim', 'זבים', 'tahorot', [6, 4, 3, 7, 12]),
  t('tevul-yom', 'Tevul Yom', 'טבול יום', 'tahorot', [5, 8, 6, 7]),
  t('yadayim', 'Yadayim', 'ידים', 'tahorot', [5, 4, 5, 8]),
  t('oktzin', 'Oktzin', 'עוקצין', 'tahorot', [6, 10, 12]),
];

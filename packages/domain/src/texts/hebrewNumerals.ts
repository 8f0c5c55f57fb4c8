const ONES = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'];
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'];
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת'];

/**
 * Hebrew numeral (gematriya) for 1..999 with geresh / gershayim, as portion labels use it:
 * 15 → ט״ו, 16 → ט״ז (never the divine-name spellings), 2 → ב׳.
 */
export function hebrewNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 999) throw new RangeError(`hebrewNumeral: ${value}`);
  let rest = value;
  let letters = '';
  let hundreds = Math.floor(rest / 100);
  rest %= 100;
  while (hundreds > 0) {
    const step = Math.min(hundreds, 4);
    letters += HUNDREDS[step];
    hundreds -= step;
  }
  if (rest === 15 || rest === 16) {
    letters += rest === 15 ? 'טו' : 'טז';
  } else {
    letters += (TENS[Math.floor(rest / 10)] ?? '') + (ONES[rest % 10] ?? '');
  }
  return letters.length === 1 ? `${letters}׳` : `${letters.slice(0, -1)}״${letters.slice(-1)}`;
}

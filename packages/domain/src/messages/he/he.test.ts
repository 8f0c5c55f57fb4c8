import { describe, expect, it } from 'vitest';
import { en } from '../catalogue';
import { he } from './index';

type Tree = { readonly [key: string]: unknown };

/** Every string of a catalogue by its path ("siyumBoard.filterAll", "about.what.0"). */
function strings(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object')
      for (const entry of strings(value as Tree, path)) found.set(...entry);
  }
  return found;
}

/**
 * Strings that are the same in both languages on purpose: names that are not translated (the
 * sister sites, the app stores and social sites, as their owners write them) and the reply prefix
 * mail programs thread by. Signs and placeholders alone (' · ', '{name} +{callingCode}') are shared
 * without a listing. Anything else equal in both is a string somebody forgot to translate.
 */
const SHARED = new Set<string>([
  'All Torah',
  'All Mishnah',
  'All Halacha',
  'All Parsha',
  'All Daf',
  'App Store',
  'Google Play',
  'Instagram',
  'YouTube',
  'X',
  'WhatsApp',
  'Re: {subject}',
]);
const SHARED_PATHS = new Set<string>(['siyumDates.hebrewLocale']);
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

const english = strings(en);
const hebrew = strings(he);

describe('the Hebrew catalogue', () => {
  it('has every English string, and no string English lacks', () => {
    expect([...english.keys()].filter((path) => !hebrew.has(path))).toEqual([]);
    // A list of paragraphs may have another length; any other extra path is a stray key.
    const extra = [...hebrew.keys()].filter((path) => !english.has(path) && !/\.\d+$/.test(path));
    expect(extra).toEqual([]);
  });

  it('translates every string but those shared on purpose', () => {
    const untranslated = [...english].filter(
      ([path, text]) =>
        hebrew.get(path) === text && !wordless(text) && !SHARED.has(text) && !SHARED_PATHS.has(path),
    );
    expect(untranslated.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('keeps every placeholder of the English string, and adds none', () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    const differing = [...english]
      .filter(([path]) => !/(One|one)$/.test(path))
      .filter(
        ([path, text]) =>
          hebrew.has(path) && placeholders(hebrew.get(path) ?? '').join() !== placeholders(text).join(),
      );
    expect(differing.map(([path]) => path)).toEqual([]);
  });

  it('writes numbers and dates in he-IL', () => {
    for (const [path, text] of hebrew) if (path.endsWith('.locale')) expect(text, path).toBe('he-IL');
  });
});

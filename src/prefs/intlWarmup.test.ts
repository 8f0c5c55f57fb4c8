import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEBREW_CALENDAR_TAG, LOCALE_DATE_TAGS, LOCALE_TAGS } from '@siyum/domain';
import { describe, expect, it } from 'vitest';

const workerScript = readFileSync(join(process.cwd(), 'public/boot/intl.js'), 'utf8');

/** Runs the shipped worker file with an `Intl` that records the tag of every formatter it builds. */
function runWorker() {
  const built = new Map<string, Set<string>>();
  const recording = (kind: keyof typeof Intl) =>
    new Proxy(Intl[kind] as unknown as new (tag: string) => object, {
      construct(target, args: [string, ...unknown[]]) {
        built.set(kind, (built.get(kind) ?? new Set()).add(args[0]));
        return Reflect.construct(target, args);
      },
    });
  const intl = {
    NumberFormat: recording('NumberFormat'),
    PluralRules: recording('PluralRules'),
    ListFormat: recording('ListFormat'),
    DateTimeFormat: recording('DateTimeFormat'),
  };
  let closed = false;
  new Function('self', 'Intl', workerScript)({ close: () => (closed = true) }, intl);
  return { built, closed };
}

describe('the boot worker that loads ICU’s locale data off the main thread (public/boot/intl.js)', () => {
  it('builds the formatters the product builds, in each of its tags, then ends', () => {
    const { built, closed } = runWorker();
    const textTags = Object.values(LOCALE_TAGS);
    for (const kind of ['NumberFormat', 'PluralRules', 'ListFormat']) {
      expect([...(built.get(kind) ?? [])], kind).toEqual(expect.arrayContaining(textTags));
    }
    expect([...(built.get('DateTimeFormat') ?? [])]).toEqual(
      expect.arrayContaining([...Object.values(LOCALE_DATE_TAGS), HEBREW_CALENDAR_TAG]),
    );
    expect(closed).toBe(true);
  });
});

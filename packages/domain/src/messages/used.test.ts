import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence in the catalogue is shown somewhere (issue 18: entries nobody used had piled up).
 * A key counts as used when product code, a story, a test or e2e names it, or when the spec table
 * (spec.test.ts) holds it: a spec sentence stays even before a screen shows it.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MESSAGES = fileURLToPath(new URL('./', import.meta.url));
const SOURCES = [
  'src',
  'packages/ui/src',
  'packages/features/src',
  'packages/api/src',
  'packages/domain/src',
  'stories',
  'e2e',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === '__screenshots__') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('the message catalogue', () => {
  it('holds no entry that nothing uses', () => {
    const catalogues = readdirSync(MESSAGES).filter(
      (name) => name.endsWith('.ts') && !name.includes('.test.'),
    );
    const usage = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((path) => !path.startsWith(MESSAGES) || path.endsWith('spec.test.ts'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused: string[] = [];
    for (const name of catalogues) {
      const text = readFileSync(join(MESSAGES, name), 'utf8');
      // Entries whose value is a string (`  key: '…'`); the aggregate `en` maps names to sections.
      for (const [, key] of text.matchAll(/^ {2}([A-Za-z][A-Za-z0-9_]*): ['"`]/gm)) {
        if (key && !new RegExp(`\\b${key}\\b`).test(usage)) unused.push(`${name}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

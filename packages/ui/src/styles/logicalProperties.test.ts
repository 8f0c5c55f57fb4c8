import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left for real (issue 23): component CSS says start and end, never left and right, so a
 * Hebrew page mirrors without a second stylesheet. Physical properties, and four-value margin,
 * padding and inset shorthands whose right and left differ, fail here with their file and line.
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const FOLDERS = ['packages/ui/src', 'packages/features/src', 'src'];

/** `left: 50%` with a `translate(-50%)` centres a dialog: the same in either direction. */
const CENTRED = /^\s*left:\s*50%;/;
const PHYSICAL =
  /(^|[\s;{])((margin|padding|border)-(left|right)[\w-]*|left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;
const SHORTHAND = /(^|[\s;{])(margin|padding|inset)\s*:\s*([^;]+);/;

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A shorthand's values, keeping `calc(…)` and `var(…)` whole. */
function values(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) found.push(current);
      current = '';
    } else current += char;
  }
  if (current) found.push(current);
  return found;
}

function physicalDeclarations(css: string): number[] {
  const lines: number[] = [];
  css.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\*.*?\*\//g, '');
    if (PHYSICAL.test(code) && !CENTRED.test(code)) lines.push(index + 1);
    const shorthand = SHORTHAND.exec(code)?.[3];
    const parts = shorthand ? values(shorthand) : [];
    if (parts.length === 4 && parts[1] !== parts[3]) lines.push(index + 1);
  });
  return lines;
}

describe('component CSS in logical properties', () => {
  it('finds the physical forms it is meant to refuse', () => {
    const sample = [
      '.a { margin-left: 1rem; }',
      '.b { padding: 0 var(--space-2) 0 calc(var(--space-3) - 1px); }',
      '.c { text-align: right; }',
      '.d { right: 0; }',
      '.e { padding-inline: 1rem 2rem; margin: 0 1rem; }',
      '  left: 50%;',
      '.f { padding: 1px 2px 3px 2px; inset-inline-start: 0; }',
    ].join('\n');
    expect(physicalDeclarations(sample)).toEqual([1, 2, 3, 4]);
  });

  it('holds in every stylesheet of the library, the features and the app', () => {
    const offenders = FOLDERS.flatMap((folder) =>
      cssFiles(join(ROOT, folder)).flatMap((file) =>
        physicalDeclarations(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromaticArgs } from './chromatic.mjs';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));
const ciRun = fileURLToPath(new URL('../.ci/run', import.meta.url));

describe('npm run chromatic', () => {
  it('refuses to start without CHROMATIC_PROJECT_TOKEN (chromatic would retry outside addresses forever)', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    // A hard cap: if the guard were gone, chromatic would hang rather than exit.
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROMATIC_PROJECT_TOKEN is not set, so nothing was published');
  });

  it('fails on unreviewed visual changes (never --exit-zero-on-changes)', () => {
    const args = chromaticArgs(['--only-changed']);
    expect(args).not.toContain('--exit-zero-on-changes');
    expect(args).toEqual(['chromatic', '--build-script-name', 'build:storybook', '--only-changed']);
  });

  it('CI publishes to Chromatic when, and only when, a project token is present', () => {
    const ci = readFileSync(ciRun, 'utf8');
    expect(ci).toMatch(
      /if \[ -n "\$\{CHROMATIC_PROJECT_TOKEN:-\}" \]; then\s+step "chromatic" npm run chromatic/,
    );
  });
});

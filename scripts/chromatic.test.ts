import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

describe('npm run chromatic', () => {
  it('refuses to start without CHROMATIC_PROJECT_TOKEN (chromatic would retry outside addresses forever)', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    // A hard cap: if the guard were gone, chromatic would hang rather than exit.
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROMATIC_PROJECT_TOKEN is not set, so nothing was published');
  });
});

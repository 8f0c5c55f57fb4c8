import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLighthouseFloor, FLOOR_FOLDER, FLOOR_PATH } from './lighthouseFloor.mjs';

const appDir = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('the Lighthouse floor page', () => {
  it('builds React, React DOM and the router alone into the app folder, served under its own path', async () => {
    const floor = await buildLighthouseFloor(appDir);
    expect(floor.path).toBe(FLOOR_PATH);
    const html = readFileSync(join(appDir, FLOOR_FOLDER, 'index.html'), 'utf8');
    const script = html.match(
      /<script type="module" crossorigin src="(\/lighthouse-floor\/assets\/[\w-]+\.js)">/,
    )?.[1];
    expect(script, 'one module script under /lighthouse-floor/assets').toBeDefined();
    expect(floor.scripts).toEqual([script]);
    const code = readFileSync(join(appDir, (script ?? '').slice(1)), 'utf8');
    // React's production build, the router, and none of the app.
    expect(code).toContain('react.transitional.element');
    expect(code).toContain('Minified React error #');
    expect(code).not.toContain('Download the React DevTools');
    expect(code).toContain('Start. Study. Siyum.');
    expect(code).not.toContain('siyum-header');
    // React + React DOM + the router: tens of kilobytes gzip, not the app's hundred.
    expect(floor.jsGz).toBeGreaterThan(50_000);
    expect(floor.jsGz).toBeLessThan(95_000);
  }, 60_000);
});

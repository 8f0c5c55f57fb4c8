import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStack } from './scripts/lib/stack.mjs';
const work = mkdtempSync(join(tmpdir(), 'shots-'));
const stack = createStack({
  identity: { dataDir: join(work, 'identity'), port: 0, proxyPort: 0 },
  api: { port: 0, databaseDir: join(work, 'pg'), seedDemo: true },
  web: { mode: 'production', port: 0, outDir: '/work/main/dist/app', build: false },
  output: () => {},
});
const info = await stack.start();
const url = info.webUrl;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  await p.goto(url + '/');
  await p.waitForTimeout(2500);
  await p.screenshot({ path: '/tmp/shot-home.png', fullPage: true });
  // log in as the demo organizer
  await p.goto(url + '/login');
  await p.getByLabel(/email/i).first().fill('moshe@example.org');
  await p.getByLabel(/password/i).first().fill(info.identity?.demoPassword ?? 'Siyum-demo-2026');
  await p.keyboard.press('Enter');
  await p.waitForTimeout(3000);
  await p.goto(url + '/');
  await p.waitForTimeout(2000);
  const href = await p.locator('.neediest a[href^="/s/"]').nth(1).getAttribute('href');
  console.log('siyum', href);
  await p.goto(url + href);
  await p.waitForTimeout(3000);
  const gaps = p.locator('.siyum-gaps').first();
  console.log('gaps', await gaps.count());
  if (await gaps.count()) { await gaps.scrollIntoViewIfNeeded(); await p.screenshot({ path: '/tmp/shot-gaps.png' }); }
  const id = href.split('/')[2].split('?')[0];
  await p.goto(url + '/participants/' + id);
  await p.waitForTimeout(3000);
  const split = p.locator('.siyum-gaps').first();
  console.log('split', await split.count());
  if (await split.count()) { await split.scrollIntoViewIfNeeded(); await p.screenshot({ path: '/tmp/shot-split.png' }); }
  const m = await b.newContext({ viewport: { width: 320, height: 700 } });
  const q = await m.newPage();
  await q.goto(url + '/');
  await q.waitForTimeout(2500);
  await q.screenshot({ path: '/tmp/shot-home-320.png', fullPage: true });
} finally {
  await b.close();
  await stack.stop();
}

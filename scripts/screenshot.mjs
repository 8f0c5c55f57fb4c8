// Takes a screenshot of a page in Debian Chromium: `node scripts/screenshot.mjs <url> <out.png> [width] [theme]`.
// For looking at what we built; tests use Vitest browser mode instead.
import { chromium } from 'playwright';

const [url, out, width = '1200', theme] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [light|dark]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console: ${message.text()}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (theme) await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}

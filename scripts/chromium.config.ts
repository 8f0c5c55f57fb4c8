// Debian's Chromium: Playwright's own browser download cannot reach its host from these machines.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless, no sandbox (CI runs as root), and no background networking, which the closed network
// here refuses many times a second.
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

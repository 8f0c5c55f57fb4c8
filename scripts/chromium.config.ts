// Debian's Chromium: Playwright's own browser download cannot reach its host from these machines.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser-UI features of Chromium 156 that every new window starts with in headless mode too: the
 * WebUI omnibox popup and its "AI mode" page are preloaded in a renderer of their own (lit, mojo,
 * 0.6–2.2 s of CPU per window here), while the page under test loads beside it on a 2-core machine.
 * No test looks at the address bar. Decision 0041.
 */
export const browserUiFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches.ts, 1.65). Chromium reads
 * only the last `--disable-features` switch, so ours must repeat them; `chromium.config.test.ts`
 * reads Playwright's list off a browser it launched and fails when an upgrade adds to it.
 */
export const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** One `--disable-features` switch: the launcher's own list (read off its defaults) and ours. */
export function disableFeaturesSwitch(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...browserUiFeaturesOff])].join(',')}`;
}

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
  disableFeaturesSwitch(playwrightFeaturesOff),
];

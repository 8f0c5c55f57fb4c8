/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { BrowserConfigOptions } from 'vitest/node';
import { DEFAULT_IMAGE_BASE_URL } from './packages/domain/src/images.ts';
import { appShell } from './scripts/appShell.ts';
import { buildDescriptor } from './scripts/buildDescriptor.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.config.ts';
import { compileHints } from './scripts/compileHints.ts';
import { reactRouterProduction } from './scripts/reactRouterProduction.ts';
import { routePreloads } from './scripts/routePreloads.ts';
import { securityHeadersPlugin } from './scripts/securityHeaders.ts';
import { shareHead } from './scripts/shareHeadPlugin.ts';
import { DATA_LAYER_MODULE, LAYOUT_LATER_MODULES, ROUTE_PAGES } from './src/routePages.ts';

// The workspace packages export their TypeScript sources under this condition, so the app,
// Storybook and the tests use packages/* without building them first.
const SOURCE_CONDITION = '@siyum/source';
const apiPort = Number(process.env.API_PORT ?? 3000);
/** As src/config.ts reads it. */
const productName = process.env.VITE_PRODUCT_NAME ?? 'Siyum';
/** Vite names a chunk after its module. */
const chunkName = (module: string) => module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
/**
 * A chunk whose scripts the server names in the page (scripts/routePreloads.ts): a route page's, the
 * data layer's, or one a page imports once it has painted.
 */
const ROUTE_CHUNK = new RegExp(
  `^assets/(${[
    ...ROUTE_PAGES.map((route) => route.module),
    ...ROUTE_PAGES.flatMap((route) => ('later' in route ? route.later : [])).map(chunkName),
    ...LAYOUT_LATER_MODULES.map(chunkName),
    chunkName(DATA_LAYER_MODULE),
  ].join('|')})-[\\w-]+\\.js$`,
);

/** The modules whose code runs as a page opens (besides the entry's): scripts/compileHints.ts. */
const PAGE_OPEN_MODULES = [
  ...new Set(ROUTE_PAGES.map((route) => `src/pages/${route.module}.tsx`)),
  ...ROUTE_PAGES.flatMap((route) => ('later' in route ? route.later : [])),
  ...LAYOUT_LATER_MODULES,
  DATA_LAYER_MODULE,
];

// Renders are near byte-identical run to run on the same Chromium, so comparisons are strict:
// anti-aliased pixels count. Up to 16 pixels may differ: a focus ring's rounded corner was seen to
// vary by one pixel between runs, and one glyph's stroke by a subpixel (10 pixels, a Hebrew story
// in a loaded full run, 2026-11-27), while the smallest deliberate changes measured change 41
// pixels (a 1 px corner radius, which the visual-guard test pins) and 69 (a half-pixel stroke on the
// 24 px spinner).
const screenshotComparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.05, includeAA: true, allowedMismatchedPixels: 16 },
} as const;
// Pre-bundle every runtime dependency the stories use: one discovered mid-run makes Vite
// re-optimise and reload, which fails the stories loading at that moment.
const STORY_DEPENDENCIES = [
  'react',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
  '@radix-ui/react-popover',
  '@radix-ui/react-dialog',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-radio-group',
  'qrcode.react',
  'libphonenumber-js/core',
  'libphonenumber-js/min/metadata',
  'libphonenumber-js/mobile/examples',
  // The email stories render the API's React templates to HTML, as the server does.
  'react-dom/server',
  '@react-email/body',
  '@react-email/head',
];
const browserProvider = playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

type ScreenshotOptions = NonNullable<NonNullable<BrowserConfigOptions['expect']>['toMatchScreenshot']>;

/** A browser project's settings: headless Debian Chromium, strict screenshot comparisons. */
function inChromium(screenshots: Partial<ScreenshotOptions> = {}): BrowserConfigOptions {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: browserProvider,
    instances: [{ browser: 'chromium' }],
    expect: { toMatchScreenshot: { ...screenshotComparison, ...screenshots } },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    buildDescriptor(),
    compileHints(PAGE_OPEN_MODULES),
    routePreloads({ pages: ROUTE_PAGES, dataModule: DATA_LAYER_MODULE, layoutLater: LAYOUT_LATER_MODULES }),
    securityHeadersPlugin(),
    appShell({ productName }),
    shareHead({
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      productName,
      imageUrl: process.env.VITE_SHARE_IMAGE_URL ?? '/share.png',
      imageBaseUrl: process.env.VITE_IMAGE_BASE_URL ?? DEFAULT_IMAGE_BASE_URL,
    }),
  ],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  preview: { host: '127.0.0.1' },
  // The dev server pre-bundles what lazy routes and the auth dialog load, so opening the dialog
  // for the first time does not make Vite re-optimise and reload the page mid-sign-in.
  optimizeDeps: {
    include: [
      'react-router/dom',
      'aws-amplify',
      'aws-amplify/auth',
      'aws-amplify/utils',
      '@trpc/client',
      '@radix-ui/react-dialog',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'qrcode.react',
      'zod',
    ],
  },
  // The manifest lets the size budgets follow a lazy route's chunks (scripts/check-size.mjs).
  // Source maps are written (for upload to the error tracker, and scripts/lib/lighthouse-size.mjs
  // reads them) but not referenced from the scripts: a deploy does not publish them (docs/deploy.md).
  build: {
    outDir: 'dist/app',
    sourcemap: 'hidden',
    manifest: true,
    // A route's scripts are named by the server in the page it answers (the first route) and
    // preloaded from the build's list (the next ones: src/app/routeFiles.ts), so the entry's preload
    // map keeps only their style sheets, which a route needs before it draws: ~1.3 kB gzip less in the
    // entry every page loads. Other lazy code (the sign-in dialog, a language) keeps its full list.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && ROUTE_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  test: {
    // Vitest's default (one worker fewer than the cores) runs a 2-core CI machine one file at a
    // time, though most files wait on a browser, Postgres or a server: two in parallel took the
    // suite from 538 s to 477 s and the server pass from 226 s to 136 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // pg-boss imports @opentelemetry/api, whose `module` build (picked under the test conditions) Node
    // cannot load; inlined, Vite resolves it. Any test reaching the API's database module loads pg-boss.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Vitest's 5 s is too short beside the browser passes on a slow day's 2 cores: a test that
          // imports the zip table or the tracing SDK took over 5 s there (2026-11-27). A limit, not a
          // speed target: those are benchmarks' (decision 0041).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The API over real HTTP, and the development stack's own tests (packages/devstack).
          include: ['packages/api/test/**/*.test.ts', 'packages/devstack/test/**/*.test.ts'],
          // One embedded Postgres (or DATABASE_URL's) with a migrated template database each file clones.
          globalSetup: ['packages/api/test/support/globalSetup.ts'],
          // The files share one module graph per worker: each file's own import of the API (pg-boss,
          // drizzle, the AWS clients) cost 132 s of the pass's 188 s; shared, the pass takes 115 s.
          // Each file builds its own app, database and identity; the API's few module-level caches
          // are keyed by what they hold (a JWKS URL, a telemetry endpoint, a share edge's settings).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        server: { strictPort: false },
        test: {
          name: 'visual-guard',
          include: ['.storybook/visual-regression.test.ts'],
          browser: inChromium(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
        optimizeDeps: { include: STORY_DEPENDENCIES },
        // The browser-test server must take the next free port when another run holds one; the
        // dev server's strictPort would make concurrent runs fail instead.
        server: { strictPort: false },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Browser mode's 15 s covers the whole play, and three stories wait up to 15 s for the
          // registration form's chunk alone (a clean clone's cold Vite, beside the other passes on
          // 2 cores: four stories failed in CI, 2026-11-27). A limit for a stuck story, not a speed
          // target.
          testTimeout: 60_000,
          browser: inChromium(),
        },
      },
      {
        extends: true,
        optimizeDeps: { include: STORY_DEPENDENCIES },
        server: { strictPort: false },
        test: {
          // Every story again in Hebrew, right to left, without its play function (issue 23).
          name: 'storybook-rtl',
          // Four files of about 120 stories each, so the two workers share them evenly.
          include: ['.storybook/rtl/*.rtl.test.ts'],
          setupFiles: ['.storybook/rtl/setup.ts'],
          // A story that loads code on demand (the phone field's number metadata) is captured until
          // two screenshots agree (up to 15 s each); on a loaded CI machine the default 15 s for the
          // whole test ran out first.
          testTimeout: 60_000,
          // One folder of baselines named by story id, whichever file renders the story.
          browser: inChromium({
            resolveScreenshotPath: ({
              root,
              testFileDirectory,
              screenshotDirectory,
              arg,
              browserName,
              platform,
              ext,
            }) =>
              `${root}/${testFileDirectory}/${screenshotDirectory}/${arg}-${browserName}-${platform}${ext}`,
          }),
        },
      },
    ],
  },
});

/**
 * The UI library as a sister app gets it: `npm pack` the package, install the tarball into a
 * throw-away Vite + React app outside the workspace, then type-check and build that app.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = new URL('..', import.meta.url).pathname;
const rootPkg = JSON.parse(readFileSync(join(uiDir, '../../package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const pin = (name: string) => rootPkg.devDependencies[name] ?? rootPkg.dependencies[name] ?? 'latest';

const consumerMain = `
import '@siyum/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner, SpinnerOverlay } from '@siyum/ui';
import { Spinner as SpinnerOnly } from '@siyum/ui/spinner';

const size: 24 | 48 | 72 = 24;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Spinner size={size} label="Loading" />
    <SpinnerOnly />
    <SpinnerOverlay fullScreen />
  </StrictMode>,
);
`;

// Passing a size the library does not offer must be a type error for consumers too.
const consumerTypeError = `
import { Spinner } from '@siyum/ui';
export const wrong = <Spinner size={30} />;
`;

function sh(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('@siyum/ui as an installed package', () => {
  let appDir: string;
  let tarball: string;

  beforeAll(() => {
    appDir = mkdtempSync(join(tmpdir(), 'siyum-ui-consumer-'));
    const packed = sh('npm', ['pack', '--pack-destination', appDir, '--json', '--loglevel=error'], uiDir);
    const jsonStart = packed.indexOf('[');
    tarball = join(appDir, (JSON.parse(packed.slice(jsonStart)) as [{ filename: string }])[0].filename);
    const manifest = {
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: { '@siyum/ui': `file:${tarball}`, react: pin('react'), 'react-dom': pin('react-dom') },
      devDependencies: {
        vite: pin('vite'),
        '@vitejs/plugin-react': pin('@vitejs/plugin-react'),
        typescript: pin('typescript'),
        '@types/react': pin('@types/react'),
        '@types/react-dom': pin('@types/react-dom'),
      },
    };
    writeFileSync(join(appDir, 'package.json'), JSON.stringify(manifest));
    mkdirSync(join(appDir, 'src'));
    writeFileSync(
      join(appDir, 'index.html'),
      '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
    );
    writeFileSync(join(appDir, 'src/main.tsx'), consumerMain);
    writeFileSync(
      join(appDir, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    const compilerOptions = {
      strict: true,
      noEmit: true,
      jsx: 'react-jsx',
      module: 'ESNext',
      moduleResolution: 'bundler',
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      types: [],
    };
    writeFileSync(join(appDir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
    sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], appDir);
  });

  afterAll(() => {
    rmSync(appDir, { recursive: true, force: true });
  });

  it('ships only the built files, not sources or stories', () => {
    const listing = sh('tar', ['-tzf', tarball], appDir);
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/styles.css');
    expect(listing).not.toContain('package/src/');
    expect(listing).not.toMatch(/stories/);
  });

  it('type-checks a consumer app against the bundled declarations', () => {
    sh('npx', ['tsc', '-p', '.'], appDir);
  });

  it('rejects a spinner size the library does not offer', () => {
    writeFileSync(join(appDir, 'src/wrong.tsx'), consumerTypeError);
    try {
      let diagnostics = '';
      try {
        sh('npx', ['tsc', '-p', '.'], appDir);
      } catch (error) {
        diagnostics = String((error as { stdout?: string }).stdout);
      }
      expect(diagnostics).toMatch(/wrong\.tsx.*Type '30' is not assignable/);
    } finally {
      rmSync(join(appDir, 'src/wrong.tsx'));
    }
  });

  it('builds a consumer app whose CSS carries the design tokens', () => {
    sh('npx', ['vite', 'build', '--logLevel', 'error'], appDir);
    const assets = readdirSync(join(appDir, 'dist/assets'));
    const css = assets
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(appDir, 'dist/assets', file), 'utf8'))
      .join('');
    expect(css).toContain('--primary');
    expect(css).toContain('.siyum-spinner');
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
  });
});

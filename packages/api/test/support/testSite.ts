import type { Db } from '../../src/db';
import { silentLogger } from '../../src/infra/log';
import { type RunningServer, startServer } from '../../src/server';
import { createSite, type Site, type SiteOptions } from '../../src/web/site';
import { createTestDatabase, type TestDatabase } from './database';
import { rawRequest } from './rawHttp';
import { type WebBuild, writeWebBuild } from './webBuild';

/** The web app of a test build as the production server serves it: no proxies, not local, silent. */
export function testSite(db: Db, dir: string, options: Partial<SiteOptions> = {}): Site {
  return createSite({
    dir,
    db,
    share: { productName: 'Siyum', imageUrl: '/share.png' },
    trustProxy: 0,
    local: false,
    log: silentLogger,
    ...options,
  });
}

/** A test database, a fixture build and the production server serving it over real HTTP. */
export interface ServedTestSite {
  testDb: TestDatabase;
  build: WebBuild;
  server: RunningServer;
  get(path: string, headers?: Record<string, string>): ReturnType<typeof rawRequest>;
  stop(): Promise<void>;
}

/** Starts one; `prepare` adds files to the build before the site reads it. */
export async function serveTestSite(prepare: (build: WebBuild) => void = () => {}): Promise<ServedTestSite> {
  const testDb = await createTestDatabase();
  const build = writeWebBuild();
  prepare(build);
  const site = testSite(testDb.database.db, build.dir);
  const server = await startServer({ port: 0, db: testDb.database.db, log: silentLogger, site: site.app });
  return {
    testDb,
    build,
    server,
    get: (path, headers = {}) => rawRequest(`${server.url}${path}`, { headers }),
    async stop() {
      await server.close();
      await testDb.drop();
      build.remove();
    },
  };
}

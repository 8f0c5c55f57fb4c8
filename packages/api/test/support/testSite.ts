import type { Db } from '../../src/db';
import { silentLogger } from '../../src/infra/log';
import { createSite, type Site, type SiteOptions } from '../../src/web/site';

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

import { siyumShareHead, withShareHead } from '@siyum/domain';
import type { Db } from '../db';
import type { Logger } from '../services/log';
import { sharedSiyum } from '../services/siyums';

/** What a link preview names besides the siyum (the same settings as scripts/shareHeadPlugin.ts). */
export interface ShareSettings {
  /** VITE_PRODUCT_NAME: the product in the title and og:site_name. */
  productName: string;
  /** VITE_SHARE_IMAGE_URL: og:image, resolved against the origin. */
  imageUrl: string;
}

const SIYUM_PATH = /^\/s\/(\d{1,10})\/?$/;
/** Siyum ids are Postgres integers: a larger number names no siyum (and must not reach a query). */
const MAX_ID = 2_147_483_647;
/** A preview is worth a short wait, not a page that hangs: past this the plain page goes out. */
const READ_TIMEOUT_MS = 2000;

/** The siyum id of a /s/{id} path, or undefined. */
export function sharedSiyumId(pathname: string): number | undefined {
  const id = Number(SIYUM_PATH.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * Link previews of /s/{id} read from the database (crawlers run no script, so the tags must be in
 * the HTML): the built index.html with the siyum's title, description and og:* tags (decision 0019:
 * an unlisted siyum only with `?key=`). Undefined — the plain page, which shows the app's own 404 or
 * error — for an unknown or hidden siyum, a slow database or a failure.
 */
export function createSharePages(db: Db, settings: ShareSettings, log: Logger) {
  return async (url: URL, origin: string, indexHtml: () => string): Promise<string | undefined> => {
    const id = sharedSiyumId(url.pathname);
    if (id === undefined) return undefined;
    const key = url.searchParams.get('key') ?? undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((done) => {
      timer = setTimeout(() => done(undefined), READ_TIMEOUT_MS);
    });
    try {
      const siyum = await Promise.race([sharedSiyum(db, id, key), late]);
      if (!siyum) return undefined;
      const head = siyumShareHead(siyum, { origin, ...settings });
      return withShareHead(indexHtml(), head);
    } catch (error) {
      log.warn('web.share_head_failed', { id, message: (error as Error).message });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

import { siyumSchema } from '@siyum/domain';
import type { Db } from '../db';
import type { Logger } from '../infra/log';
import { sharedSiyumOf, visitorSiyum } from '../services/siyums';
import { type ShareLink, type ShareSettings, sharePreview, withSharePreview } from './sharePreview';

export type { ShareSettings } from './sharePreview';

/**
 * Link previews of /s/{id} read from the database (crawlers run no script, so the tags must be in
 * the HTML): the built index.html with the siyum's title, description and og:* tags (decision 0019:
 * an unlisted siyum only with `?key=`), and the siyum as `siyum.byId` answers a visitor, which the
 * page draws from. Undefined — the plain page, which shows the app's own 404 or error — for an
 * unknown or hidden siyum, a slow database or a failure. The rules are sharePreview.ts's, the same
 * as the edge function's of the CDN path (shareEdge.ts).
 */
export function createSharePages(db: Db, settings: ShareSettings, log: Logger) {
  const read = async (link: ShareLink) => {
    const siyum = await visitorSiyum(db, link.id, link.key);
    // The answer through the procedure's own output schema, so the page holds what the API sends.
    return siyum && { siyum: sharedSiyumOf(siyum, link.key), answer: siyumSchema.parse(siyum) };
  };
  const onError = (error: unknown, link: ShareLink) =>
    log.warn('web.share_head_failed', { id: link.id, message: (error as Error).message });
  return async (url: URL, origin: string, indexHtml: () => string): Promise<string | undefined> => {
    const preview = await sharePreview(url, read, { origin, settings, onError });
    return preview && withSharePreview(indexHtml(), preview);
  };
}

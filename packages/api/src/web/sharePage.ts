import { withShareHead } from '@siyum/domain';
import type { Db } from '../db';
import type { Logger } from '../infra/log';
import { sharedSiyum } from '../services/siyums';
import { type ShareLink, type ShareSettings, sharePreviewHead } from './sharePreview';

export type { ShareSettings } from './sharePreview';

/**
 * Link previews of /s/{id} read from the database (crawlers run no script, so the tags must be in
 * the HTML): the built index.html with the siyum's title, description and og:* tags (decision 0019:
 * an unlisted siyum only with `?key=`). Undefined — the plain page, which shows the app's own 404 or
 * error — for an unknown or hidden siyum, a slow database or a failure. The rules are
 * sharePreview.ts's, the same as the edge function's of the CDN path (shareEdge.ts).
 */
export function createSharePages(db: Db, settings: ShareSettings, log: Logger) {
  const read = (link: ShareLink) => sharedSiyum(db, link.id, link.key);
  const onError = (error: unknown, link: ShareLink) =>
    log.warn('web.share_head_failed', { id: link.id, message: (error as Error).message });
  return async (url: URL, origin: string, indexHtml: () => string): Promise<string | undefined> => {
    const head = await sharePreviewHead(url, read, { origin, settings, onError });
    return head && withShareHead(indexHtml(), head);
  };
}

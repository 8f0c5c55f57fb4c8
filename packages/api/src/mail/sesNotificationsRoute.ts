import { Hono } from 'hono';
import type { Db } from '../db';
import { httpErrorAnswer } from '../http/errors';
import { edgeOf } from '../http/requestEdge';
import { DomainError } from '../infra/errors';
import type { Logger } from '../infra/log';
import { recordBounce } from '../services/mailBounces';
import { receiveSesNotification } from './sesNotifications';

const FETCH_TIMEOUT_MS = 5_000;
/** SNS signs with a handful of certificates: a few are kept, one per URL. */
const CERTIFICATES_KEPT = 16;

/** GETs an SNS URL (bounded in time); `.pem` certificates are kept by URL once fetched. */
export function snsFetcher(): (url: URL) => Promise<string> {
  const certificates = new Map<string, string>();
  return async (url) => {
    const kept = certificates.get(url.href);
    if (kept) return kept;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`sns: GET ${url.hostname}${url.pathname} answered ${response.status}`);
    const text = await response.text();
    if (url.pathname.endsWith('.pem')) {
      if (certificates.size >= CERTIFICATES_KEPT) certificates.clear();
      certificates.set(url.href, text);
    }
    return text;
  };
}

/**
 * POST /api/mail/ses: the HTTPS subscription of the SNS topic(s) SES reports bounces and complaints
 * to (docs/deploy.md). Mounted only when SES_NOTIFICATION_TOPIC_ARNS names them.
 */
export function sesNotificationsRoute(
  db: Db,
  topicArns: readonly string[],
  log: Logger,
  fetchText = snsFetcher(),
): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    try {
      await edgeOf(c).limit('call');
    } catch (error) {
      if (error instanceof DomainError) return httpErrorAnswer(c, error);
      throw error;
    }
    const { status } = await receiveSesNotification(await c.req.text(), {
      topicArns,
      fetchText,
      log,
      stop: ({ address, reason, detail }) => recordBounce(db, address, reason, detail),
    });
    return c.body(null, status);
  });
  return app;
}

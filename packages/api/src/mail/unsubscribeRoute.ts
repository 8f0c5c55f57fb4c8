import { unsubscribeInputSchema, unsubscribeMessages } from '@siyum/domain';
import { Hono } from 'hono';
import type { Db } from '../db';
import { httpErrorAnswer } from '../http/errors';
import { edgeOf } from '../http/requestEdge';
import { DomainError, failure } from '../infra/errors';
import { subscriptionByToken } from '../services/mailPrefs';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of an
 * email's `List-Unsubscribe` header (`/api/mail/unsubscribe?token=…&topic=…`), without cookies or a
 * page. Only POST changes anything (link scanners GET); the token is the key, as on /unsubscribe.
 */
export function unsubscribeRoute(db: Db): Hono {
  const app = new Hono();
  app.post('/unsubscribe', async (c) => {
    const parsed = unsubscribeInputSchema.safeParse({
      token: c.req.query('token'),
      topic: c.req.query('topic'),
    });
    if (!parsed.success) return httpErrorAnswer(c, failure('NOT_FOUND', 'mailTokenUnknown'));
    try {
      await edgeOf(c).limit('call');
      await subscriptionByToken(db, parsed.data.token, parsed.data.topic, false);
    } catch (error) {
      if (error instanceof DomainError) return httpErrorAnswer(c, error);
      throw error;
    }
    return c.text(unsubscribeMessages.oneClickDone);
  });
  return app;
}

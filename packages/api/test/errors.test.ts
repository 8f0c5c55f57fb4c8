import { serverMessages } from '@siyum/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { asDomainError, formatTRPCError, httpErrorAnswer, toTRPCError } from '../src/http/errors';
import { DomainError, type FailureCode, failure } from '../src/infra/errors';

/** The one mapper: each domain error answers the same status, message and reason on both paths. */
describe('domain errors → tRPC and plain HTTP answers', () => {
  const app = new Hono();
  app.get('/fail/:code', (c) =>
    httpErrorAnswer(c, failure(c.req.param('code') as FailureCode, 'siyumNotFound')),
  );

  it.each([
    ['UNAUTHORIZED', 401, serverMessages.unauthorized],
    ['FORBIDDEN', 403, serverMessages.forbidden],
    ['NOT_FOUND', 404, serverMessages.notFound],
    ['TIMEOUT', 408, serverMessages.timeout],
    ['CONFLICT', 409, serverMessages.conflict],
    ['TOO_MANY_REQUESTS', 429, serverMessages.tooManyRequests],
    ['BAD_REQUEST', 400, serverMessages.badRequest],
  ] as const)('%s → %i "%s"', async (code, status, message) => {
    const expected = {
      message,
      statusCode: status,
      statusMessage: message,
      data: { code, httpStatus: status, reason: 'siyumNotFound' },
    };
    const response = await app.request(`/fail/${code}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expected);

    const trpcError = toTRPCError(failure(code, 'siyumNotFound'));
    expect(trpcError.code).toBe(code);
    expect(formatTRPCError(trpcError, { code, httpStatus: status }, false)).toEqual(expected);
  });

  it('answers a stack only when the server exposes stacks (local mode)', () => {
    const error = toTRPCError(failure('NOT_FOUND', 'siyumNotFound'));
    const data = { code: 'NOT_FOUND' as const, httpStatus: 404, path: 'siyum.byId', stack: 'Error: at …' };
    expect(formatTRPCError(error, data, false).data).toEqual({
      code: 'NOT_FOUND',
      httpStatus: 404,
      path: 'siyum.byId',
      reason: 'siyumNotFound',
    });
    expect(formatTRPCError(error, data, true).data.stack).toBe('Error: at …');
  });

  it.each([
    ['a domain error', failure('CONFLICT', 'portionTaken'), 'CONFLICT:portionTaken'],
    [
      'a cancelled query (57014)',
      Object.assign(new Error('canceling statement'), { code: '57014' }),
      'TIMEOUT:statementTimeout',
    ],
    [
      'a cancelled query under a driver wrapper',
      new Error('query failed', { cause: Object.assign(new Error('x'), { code: '57014' }) }),
      'TIMEOUT:statementTimeout',
    ],
    ['another database error', Object.assign(new Error('duplicate'), { code: '23505' }), undefined],
    ['a plain error', new Error('bug'), undefined],
    ['not an error', 'text', undefined],
  ])('%s → %s', (_name, thrown, expected) => {
    const known = asDomainError(thrown);
    expect(known && `${known.code}:${known.reason}`).toBe(expected);
    if (known) expect(known).toBeInstanceOf(DomainError);
  });
});

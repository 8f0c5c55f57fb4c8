import { he } from '@siyum/domain/messages/he';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './errors';

const refusal = (code: string, reason?: string) =>
  TRPCClientError.from({
    error: { code: -32000, message: 'raw server text', data: { code, httpStatus: 409, reason } },
  });

describe('describeApiError in the reader’s language', () => {
  it('writes in the sections it is given: a reason’s own words, a code’s, the connection’s', () => {
    expect(describeApiError(refusal('CONFLICT', 'portionTaken'), he).message).toBe(
      he.siyumBoard.takenMeanwhile,
    );
    expect(describeApiError(refusal('FORBIDDEN'), he).message).toBe(he.server.forbidden);
    expect(describeApiError(new TypeError('Failed to fetch'), he)).toMatchObject({
      message: he.apiErrors.offline,
      retryLabel: he.apiErrors.retry,
    });
  });
});

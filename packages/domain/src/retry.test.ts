import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, RETRY_MAX_ATTEMPTS, RETRYABLE_STATUSES } from './constants';
import { isRetryable, retryAfterMs, retryDelay } from './retry';

describe('§9 retry constants', () => {
  it('allow 3 attempts on 429, 500, 502, 503 and 504', () => {
    expect(RETRY_MAX_ATTEMPTS).toBe(3);
    expect(RETRYABLE_STATUSES).toEqual([429, 500, 502, 503, 504]);
    expect(RETRY_CAP_MS).toBe(5 * 60 * 1000);
  });
});

describe('retryDelay: 2^n × 100 ms plus up to 100 ms of jitter, capped at 5 minutes', () => {
  it.each<[number, number, number]>([
    [1, 0, 200],
    [1, 0.5, 250],
    [1, 0.999, 299.9],
    [2, 0, 400],
    [2, 0.25, 425],
    [3, 0, 800],
    [4, 0.5, 1650],
    [11, 0, 204_800],
    [11, 0.999, 204_899.9],
    [12, 0, RETRY_CAP_MS],
    [30, 0.5, RETRY_CAP_MS],
  ])('after attempt %i with random %f → %f ms', (attempt, random, expected) => {
    expect(retryDelay(attempt, () => random)).toBeCloseTo(expected, 6);
  });

  it('draws its jitter from Math.random by default, within [2^n × 100, 2^n × 100 + 100)', () => {
    for (let i = 0; i < 50; i++) {
      const delay = retryDelay(2);
      expect(delay).toBeGreaterThanOrEqual(400);
      expect(delay).toBeLessThan(500);
    }
  });
});

describe('isRetryable: statuses', () => {
  it.each([
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [200, false],
    [207, false],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [405, false],
    [408, false],
    [409, false],
    [501, false],
    [505, false],
  ])('%i → %s', (status, expected) => {
    expect(isRetryable(status)).toBe(expected);
  });
});

const named = (name: string, message = name): Error => Object.assign(new Error(message), { name });

describe('isRetryable: errors', () => {
  it.each<[string, unknown, boolean]>([
    ['fetch network failure (TypeError)', new TypeError('Failed to fetch'), true],
    ['NetworkError', named('NetworkError'), true],
    ['ERR_NETWORK code', Object.assign(new Error('x'), { code: 'ERR_NETWORK' }), true],
    ['AbortSignal.timeout', named('TimeoutError', 'The operation timed out.'), true],
    ['RequestTimeoutException', named('RequestTimeoutException'), true],
    ['ThrottlingException', named('ThrottlingException'), true],
    ['TooManyRequestsException', named('TooManyRequestsException'), true],
    ['LimitExceededException', named('LimitExceededException'), true],
    ['tRPC TOO_MANY_REQUESTS code', { code: 'TOO_MANY_REQUESTS' }, true],
    ['an error carrying status 503', { status: 503 }, true],
    ['an error carrying statusCode 502', { statusCode: 502 }, true],
    ['an error carrying status 400', { status: 400 }, false],
    ['the caller aborted (AbortError)', named('AbortError'), false],
    ['a plain Error', new Error('boom'), false],
    ['a SyntaxError (unreadable body)', new SyntaxError('Unexpected token <'), false],
    ['NotAuthorizedException', named('NotAuthorizedException'), false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['a string', 'TimeoutError', false],
  ])('%s → %s', (_case, cause, expected) => {
    expect(isRetryable(cause)).toBe(expected);
  });
});

describe('retryAfterMs: the Retry-After header, bounded by the cap', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each<[string, string | null | undefined, number | undefined]>([
    ['absent', null, undefined],
    ['undefined', undefined, undefined],
    ['empty', '', undefined],
    ['zero seconds', '0', 0],
    ['2 seconds', '2', 2000],
    ['padded seconds', ' 7 ', 7000],
    ['an hour (capped)', '3600', RETRY_CAP_MS],
    ['an HTTP date 30 s ahead', 'Mon, 23 Nov 2026 12:00:30 GMT', 30_000],
    ['an HTTP date in the past', 'Mon, 23 Nov 2026 11:00:00 GMT', 0],
    ['an HTTP date a day ahead (capped)', 'Tue, 24 Nov 2026 12:00:00 GMT', RETRY_CAP_MS],
    ['negative seconds', '-5', undefined],
    ['fractional seconds', '1.5', undefined],
    ['garbage', 'soon', undefined],
  ])('%s → %s', (_case, header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

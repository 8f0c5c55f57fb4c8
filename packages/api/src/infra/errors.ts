import type { FailureReason } from '@siyum/domain';

/**
 * The failures the services report on purpose (spec §8 RPC codes). They name what went wrong and
 * nothing of the transport: `http/errors.ts` turns them into tRPC errors and plain HTTP answers,
 * with the catalogue's message. `reason` is one of the domain's FAILURE_REASONS, the machine code
 * the app's describeApiError reads.
 */
export type FailureCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE';

export class DomainError extends Error {
  override name = 'DomainError';
  /** TOO_MANY_REQUESTS: when the caller may try again (the answer's Retry-After). */
  readonly retryAfterMs: number | undefined;
  constructor(
    readonly code: FailureCode,
    readonly reason: FailureReason,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`${code}: ${reason}`, options);
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** A domain error to throw: `throw failure('NOT_FOUND', 'siyumNotFound')`. */
export function failure(code: FailureCode, reason: FailureReason): DomainError {
  return new DomainError(code, reason);
}

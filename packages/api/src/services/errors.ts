import { serverMessages } from '@siyum/domain';
import { TRPCError } from '@trpc/server';

/**
 * The failures a procedure reports on purpose. The message is the catalogue's (spec §8 codes →
 * serverMessages); `reason` is a stable machine code in `data.reason` the app can branch on.
 */
export type FailureCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_REQUEST';

export class Reason extends Error {
  override name = 'Reason';
  constructor(readonly reason: string) {
    super(reason);
  }
}

const MESSAGES: Record<FailureCode, string> = {
  UNAUTHORIZED: serverMessages.unauthorized,
  FORBIDDEN: serverMessages.forbidden,
  NOT_FOUND: serverMessages.notFound,
  TIMEOUT: serverMessages.timeout,
  CONFLICT: serverMessages.conflict,
  TOO_MANY_REQUESTS: serverMessages.tooManyRequests,
  BAD_REQUEST: 'Some fields are invalid. Please review your input.',
};

export function failure(code: FailureCode, reason: string): TRPCError {
  return new TRPCError({ code, message: MESSAGES[code], cause: new Reason(reason) });
}

export function messageFor(code: string): string | undefined {
  return code in MESSAGES ? MESSAGES[code as FailureCode] : undefined;
}

/** Postgres error code of a driver error (node-postgres and PGlite both set `code`), if any. */
export function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

import { serverMessages } from '@siyum/domain';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { PG_CODES, pgCode } from '../db/pgCode';
import { IdentityError } from '../identity/errors';
import { DomainError } from '../infra/errors';

/**
 * The one mapper from failures to answers (spec §8 server error shape): domain errors become tRPC
 * errors for `/api/trpc` and plain JSON answers for the other routes, both with the catalogue's
 * message, the same HTTP status and the same `data`. The cause stays in the server log: on the
 * wire it would leak internals, and `data.reason` already names what went wrong.
 */
export interface ServerErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  /** The procedure, for tRPC answers. */
  path?: string;
  /** Stable machine code of a domain error (`siyumNotFound`, `token:expired`, …). */
  reason?: string;
  /** Which inputs failed validation. */
  zodError?: { path: PropertyKey[]; message: string; code: string }[];
  /** Only from a local-mode server (decision 0013). */
  stack?: string;
}

export interface ServerError {
  message: string;
  statusCode: number;
  statusMessage: string;
  data: ServerErrorData;
}

/** What the user reads for each code we answer on purpose; other codes keep tRPC's own text. */
const MESSAGES: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  UNAUTHORIZED: serverMessages.unauthorized,
  FORBIDDEN: serverMessages.forbidden,
  NOT_FOUND: serverMessages.notFound,
  TIMEOUT: serverMessages.timeout,
  CONFLICT: serverMessages.conflict,
  TOO_MANY_REQUESTS: serverMessages.tooManyRequests,
  BAD_REQUEST: serverMessages.badRequest,
  PAYLOAD_TOO_LARGE: serverMessages.payloadTooLarge,
  INTERNAL_SERVER_ERROR: serverMessages.internal,
  SERVICE_UNAVAILABLE: serverMessages.unavailable,
};

/** What tRPC v11 says when a batch exceeds `maxBatchSize` (its own error, with no cause to name it). */
const TRPC_BATCH_TOO_LARGE_MESSAGE = 'Batch call exceeds maximum size';

/** tRPC's status table, so both kinds of answer agree. */
export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }));
}

/** A thrown value as the domain error it stands for: ours, or a query the database cancelled. */
export function asDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  const code = pgCode(error);
  if (code === PG_CODES.queryCanceled) {
    return new DomainError('TIMEOUT', 'statementTimeout', { cause: error });
  }
  // Text Postgres cannot store (a NUL character) is the caller's input, not a server fault.
  if (code === PG_CODES.characterNotInRepertoire || code === PG_CODES.untranslatableCharacter) {
    return new DomainError('BAD_REQUEST', 'invalidCharacter', { cause: error });
  }
  // The identity provider refused the token on a later call (user deleted, token revoked): not a crash.
  if (error instanceof IdentityError && error.reason !== 'jwks' && error.reason !== 'config') {
    return new DomainError('UNAUTHORIZED', `token:${error.reason}`, { cause: error });
  }
  return undefined;
}

export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: error.code, message: MESSAGES[error.code], cause: error });
}

function serverError(data: ServerErrorData, fallbackMessage: string): ServerError {
  const message = MESSAGES[data.code] ?? fallbackMessage;
  return { message, statusCode: data.httpStatus, statusMessage: message, data };
}

/**
 * tRPC's error formatter: its default `data` plus reason and validation issues; the stack only when
 * `exposeStacks` (a local-mode server: decision 0013).
 */
export function formatTRPCError(
  error: TRPCError,
  data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number; path?: string; stack?: string },
  exposeStacks: boolean,
): ServerError {
  const { stack, ...rest } = data;
  const issues = error.cause instanceof ZodError ? error.cause.issues : undefined;
  const reason =
    error.cause instanceof DomainError
      ? error.cause.reason
      : error.message === TRPC_BATCH_TOO_LARGE_MESSAGE
        ? 'batchTooLarge'
        : undefined;
  return serverError(
    {
      ...rest,
      ...(reason ? { reason } : {}),
      ...(issues ? { zodError: issues.map(({ path, message, code }) => ({ path, message, code })) } : {}),
      ...(exposeStacks && stack ? { stack } : {}),
    },
    error.message,
  );
}

/** A domain error as a plain HTTP answer (the routes outside tRPC). */
export function httpErrorAnswer(c: HonoContext, error: DomainError): Response {
  const httpStatus = httpStatusOf(error.code);
  const body = serverError({ code: error.code, httpStatus, reason: error.reason }, error.message);
  return c.json(body, httpStatus as ContentfulStatusCode);
}

/**
 * An answer the HTTP edge gives before tRPC runs (body too large, too many calls in a batch): under
 * `/api/trpc` in tRPC's envelope (`{ error: { code, …shape } }`, what tRPC answers for a request it
 * refuses as a whole), so the app's client reads it like every other RPC error; elsewhere the plain shape.
 */
export function edgeErrorAnswer(c: HonoContext, error: DomainError, trpcEndpoint: string): Response {
  const path = new URL(c.req.url).pathname;
  if (path !== trpcEndpoint && !path.startsWith(`${trpcEndpoint}/`)) return httpErrorAnswer(c, error);
  const httpStatus = httpStatusOf(error.code);
  const shape = serverError({ code: error.code, httpStatus, reason: error.reason }, error.message);
  return c.json(
    { error: { code: TRPC_ERROR_CODES_BY_KEY[error.code], ...shape } },
    httpStatus as ContentfulStatusCode,
  );
}

/** Seconds for a 429's Retry-After: the limiter's reset time when the error carries it, else `fallbackMs`. */
export function retryAfterSeconds(error: unknown, fallbackMs: number): number {
  const known = error instanceof TRPCError ? error.cause : error;
  const ms =
    known instanceof DomainError && known.retryAfterMs !== undefined ? known.retryAfterMs : fallbackMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * A request Node's HTTP parser refused before any app code ran (a request line and headers over
 * its 16 KiB limit, a malformed request), answered in the §8 shape on the raw socket — Node's own
 * answer has an empty body (issue 17/20). The status is the one Node would send.
 */
export function parserRefusalAnswer(errorCode: string | undefined): string {
  const [status, title, code, reason] =
    errorCode === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'PAYLOAD_TOO_LARGE', 'headersTooLarge'] as const)
      : errorCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'Request Timeout', 'TIMEOUT', 'requestTimeout'] as const)
        : ([400, 'Bad Request', 'BAD_REQUEST', 'malformedRequest'] as const);
  const body = JSON.stringify(serverError({ code, httpStatus: status, reason }, title));
  return [
    `HTTP/1.1 ${status} ${title}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

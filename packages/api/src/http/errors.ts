import { serverMessages } from '@siyum/domain';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { PG_CODES, pgCode } from '../db/pgCode';
import { DomainError } from '../services/errors';

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
  /** Outside production only. */
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
  INTERNAL_SERVER_ERROR: serverMessages.internal,
};

/** tRPC's status table, so both kinds of answer agree. */
export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }));
}

/** A thrown value as the domain error it stands for: ours, or a query the database cancelled. */
export function asDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (pgCode(error) === PG_CODES.queryCanceled) {
    return new DomainError('TIMEOUT', 'statementTimeout', { cause: error });
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

/** tRPC's error formatter: its default `data` plus reason and validation issues; stacks outside production. */
export function formatTRPCError(
  error: TRPCError,
  data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number; path?: string; stack?: string },
  production: boolean,
): ServerError {
  const { stack, ...rest } = data;
  const issues = error.cause instanceof ZodError ? error.cause.issues : undefined;
  return serverError(
    {
      ...rest,
      ...(error.cause instanceof DomainError ? { reason: error.cause.reason } : {}),
      ...(issues ? { zodError: issues.map(({ path, message, code }) => ({ path, message, code })) } : {}),
      ...(!production && stack ? { stack } : {}),
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

import {
  apiErrorMessages,
  FAILURE_SENTENCES,
  isFailureReason,
  LIMIT_REASONS,
  serverMessages,
} from '@siyum/domain';
import { TRPCClientError } from '@trpc/client';

export type ApiErrorKind =
  | 'offline'
  | 'timeout'
  | 'busy'
  | 'server'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'invalid';

export interface ApiErrorDescription {
  kind: ApiErrorKind;
  /** The sentence to show (toast or inline), from the catalogue. */
  message: string;
  /** Whether a "Try again" button makes sense: trying the same call again may work. */
  retryable: boolean;
  /** The retry button's label. */
  retryLabel: string;
}

/** The RPC codes the API answers on purpose (§8), with the catalogue sentence for each. */
const BY_CODE: Readonly<Record<string, { kind: ApiErrorKind; message: string; retryable: boolean }>> = {
  UNAUTHORIZED: { kind: 'unauthorized', message: serverMessages.unauthorized, retryable: false },
  FORBIDDEN: { kind: 'forbidden', message: serverMessages.forbidden, retryable: false },
  NOT_FOUND: { kind: 'notFound', message: serverMessages.notFound, retryable: false },
  CONFLICT: { kind: 'conflict', message: serverMessages.conflict, retryable: true },
  BAD_REQUEST: { kind: 'invalid', message: serverMessages.badRequest, retryable: false },
  TIMEOUT: { kind: 'timeout', message: serverMessages.timeout, retryable: true },
  TOO_MANY_REQUESTS: { kind: 'busy', message: apiErrorMessages.busy, retryable: true },
  INTERNAL_SERVER_ERROR: { kind: 'server', message: apiErrorMessages.server, retryable: true },
};

/** A day's quota is not worth retrying at once: a retry button would only be refused again. */
const NOT_NOW: ReadonlySet<string> = new Set([LIMIT_REASONS.siyumCreateQuota]);

function describe(kind: ApiErrorKind, message: string, retryable: boolean): ApiErrorDescription {
  return { kind, message, retryable, retryLabel: apiErrorMessages.retry };
}

function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * What to tell the user about a failed API call, with whether a retry button belongs beside it.
 * An answer the server gave on purpose keeps its meaning (sign in, not allowed, not found…); no
 * answer at all is the connection; anything else is on our side. Never the raw error text, which
 * may be a stack trace or a proxy's HTML.
 */
export function describeApiError(error: unknown): ApiErrorDescription {
  const cause = error instanceof TRPCClientError ? (error.cause ?? undefined) : error;
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: unknown; reason?: unknown } | undefined;
    const known = typeof data?.code === 'string' ? BY_CODE[data.code] : undefined;
    const reason = isFailureReason(data?.reason) ? data.reason : undefined;
    // The reason's own words when it has them (domain FAILURE_SENTENCES), else its code's.
    const message = (reason && FAILURE_SENTENCES[reason]) ?? known?.message;
    if (known && message) return describe(known.kind, message, known.retryable && !NOT_NOW.has(reason ?? ''));
  }
  const name = nameOf(cause);
  if (name === 'TimeoutError') return describe('timeout', apiErrorMessages.timeout, true);
  // fetch rejects with a TypeError when the request never reached the server.
  if (cause instanceof TypeError || name === 'NetworkError') {
    return describe('offline', apiErrorMessages.offline, true);
  }
  return describe('server', apiErrorMessages.server, true);
}

/** The RPC code and reason (§8) of a failed call, for a page that answers one in its own words. */
export function rpcFailure(error: unknown): { code?: string; reason?: string } {
  const data = (error as { data?: { code?: unknown; reason?: unknown } } | null)?.data;
  return {
    ...(typeof data?.code === 'string' ? { code: data.code } : {}),
    ...(typeof data?.reason === 'string' ? { reason: data.reason } : {}),
  };
}

import {
  apiErrorMessages,
  ENGLISH_FAILURE_SECTIONS,
  FAILURE_WORDS,
  isFailureReason,
  LIMIT_REASONS,
  serverMessages,
  siyumPageMessages,
} from '@siyum/domain';
import { type UiMessages, useUiMessageSections } from '@siyum/ui/messages';
import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import type { UserFacingSections } from '../app/userFacingError';

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

/**
 * The catalogue sections a failed call is worded from: the API's own sentences, the §8 codes' and
 * those of the reasons that have words of their own. A page passes its provider's
 * (`useDescribeApiError`); the English ones otherwise.
 */
export type ApiErrorSections = Pick<
  UiMessages,
  'apiErrors' | 'server' | 'siyumBoard' | 'siyumCreate' | 'siyumManage' | 'limits' | 'learnerMessages'
>;

export const ENGLISH_API_ERROR_SECTIONS: ApiErrorSections = {
  apiErrors: apiErrorMessages,
  server: serverMessages,
  ...ENGLISH_FAILURE_SECTIONS,
};

/** What a `UserFacingError` is worded from, in English: the API's sections and the siyum page's. */
export const ENGLISH_USER_FACING_SECTIONS: UserFacingSections = {
  ...ENGLISH_API_ERROR_SECTIONS,
  siyumPage: siyumPageMessages,
};

type Words = (sections: ApiErrorSections) => string;

/** The RPC codes the API answers on purpose (§8), with the catalogue sentence for each. */
const BY_CODE: Readonly<Record<string, { kind: ApiErrorKind; words: Words; retryable: boolean }>> = {
  UNAUTHORIZED: { kind: 'unauthorized', words: (s) => s.server.unauthorized, retryable: false },
  FORBIDDEN: { kind: 'forbidden', words: (s) => s.server.forbidden, retryable: false },
  NOT_FOUND: { kind: 'notFound', words: (s) => s.server.notFound, retryable: false },
  CONFLICT: { kind: 'conflict', words: (s) => s.server.conflict, retryable: true },
  BAD_REQUEST: { kind: 'invalid', words: (s) => s.server.badRequest, retryable: false },
  TIMEOUT: { kind: 'timeout', words: (s) => s.server.timeout, retryable: true },
  TOO_MANY_REQUESTS: { kind: 'busy', words: (s) => s.apiErrors.busy, retryable: true },
  INTERNAL_SERVER_ERROR: { kind: 'server', words: (s) => s.apiErrors.server, retryable: true },
};

/** A day's quota is not worth retrying at once: a retry button would only be refused again. */
const NOT_NOW: ReadonlySet<string> = new Set([LIMIT_REASONS.siyumCreateQuota]);

function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * What to tell the user about a failed API call, with whether a retry button belongs beside it, in
 * the wording of `sections` (English unless given). An answer the server gave on purpose keeps its
 * meaning (sign in, not allowed, not found…); no answer at all is the connection; anything else is
 * on our side. Never the raw error text, which may be a stack trace or a proxy's HTML.
 */
export function describeApiError(
  error: unknown,
  sections: ApiErrorSections = ENGLISH_API_ERROR_SECTIONS,
): ApiErrorDescription {
  const describe = (kind: ApiErrorKind, message: string, retryable: boolean): ApiErrorDescription => ({
    kind,
    message,
    retryable,
    retryLabel: sections.apiErrors.retry,
  });
  const cause = error instanceof TRPCClientError ? (error.cause ?? undefined) : error;
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: unknown; reason?: unknown } | undefined;
    const known = typeof data?.code === 'string' ? BY_CODE[data.code] : undefined;
    const reason = isFailureReason(data?.reason) ? data.reason : undefined;
    // The reason's own words when it has them (FAILURE_WORDS), else its code's.
    const message = (reason && FAILURE_WORDS[reason]?.(sections)) ?? known?.words(sections);
    if (known && message) return describe(known.kind, message, known.retryable && !NOT_NOW.has(reason ?? ''));
  }
  const name = nameOf(cause);
  if (name === 'TimeoutError') return describe('timeout', sections.apiErrors.timeout, true);
  // fetch rejects with a TypeError when the request never reached the server.
  if (cause instanceof TypeError || name === 'NetworkError') {
    return describe('offline', sections.apiErrors.offline, true);
  }
  return describe('server', sections.apiErrors.server, true);
}

/** `describeApiError` in the reader's language: the nearest `UiMessagesProvider`'s sections. */
export function useDescribeApiError(): (error: unknown) => ApiErrorDescription {
  const sections = useUiMessageSections(ENGLISH_API_ERROR_SECTIONS);
  return useCallback((error: unknown) => describeApiError(error, sections), [sections]);
}

/** The RPC code and reason (§8) of a failed call, for a page that answers one in its own words. */
export function rpcFailure(error: unknown): { code?: string; reason?: string } {
  const data = (error as { data?: { code?: unknown; reason?: unknown } } | null)?.data;
  return {
    ...(typeof data?.code === 'string' ? { code: data.code } : {}),
    ...(typeof data?.reason === 'string' ? { reason: data.reason } : {}),
  };
}

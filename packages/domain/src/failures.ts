import { DB_CONFLICT_REASON, LIMIT_REASONS } from './limits';
import { learnerMessageMessages } from './messages/learnerMessages';
import { limitMessages } from './messages/limits';
import { siyumBoardMessages } from './messages/siyumBoard';
import { siyumCreateMessages } from './messages/siyumCreate';
import { siyumManageMessages } from './messages/siyumManage';
import type { Catalogue } from './messages/translation';

/**
 * Every `data.reason` the API answers on purpose (§8 errors): stable machine codes, one list, so
 * the server cannot invent one the app does not know and the app never compares a bare string.
 */
export const FAILURE_REASONS = [
  // Not found (or not for you: the same answer, so nothing is revealed)
  'siyumNotFound',
  'portionNotFound',
  'invitationNotFound',
  'userRecordMissing',
  'mailTokenUnknown',
  'supportRequestNotFound',
  'noSuchPermission',
  'noSuchLearning',
  'notAParticipant',
  // Who is asking
  'signInRequired',
  'notSupportStaff',
  'identityHasNoEmail',
  // Conflicts with what is there
  'portionTaken',
  'alreadyYours',
  'notYourClaim',
  'portionRemoved',
  'wouldOrphanClaims',
  'portionHasSeveralLearners',
  'emailBelongsToAnotherAccount',
  'photoNotYours',
  'photoMissing',
  'photoNotImage',
  'identityMismatch',
  // Refused input
  'ownerHasEveryPermission',
  'invalidCursor',
  'targetDateInPast',
  'photosUnavailable',
  'mailUnavailable',
  'invalidCharacter',
  'malformedRequest',
  'headersTooLarge',
  'bodyTooLarge',
  // Limits and load
  'rateLimited',
  'rateLimiterUnavailable',
  'tooManyBadTokens',
  LIMIT_REASONS.userWrites,
  LIMIT_REASONS.siyumCreateQuota,
  'learnerMessageQuota',
  DB_CONFLICT_REASON,
  'requestTimeout',
  'statementTimeout',
  'databaseUnavailable',
] as const;

/**
 * A reason the API gives. A refused token (`token:…`), a §6 refusal (`access:area`) and a look-up's
 * refused query (`query:kind`) name their kind after the colon.
 */
export type FailureReason =
  | (typeof FAILURE_REASONS)[number]
  | `token:${string}`
  | `access:${string}`
  | `query:${string}`;

/** Whether `value` is a reason this app knows (what came over the wire may be anything). */
export function isFailureReason(value: unknown): value is FailureReason {
  return (
    typeof value === 'string' &&
    ((FAILURE_REASONS as readonly string[]).includes(value) || /^(token|access|query):/.test(value))
  );
}

/** The catalogue sections a failure's own sentence comes from, in any language. */
export type FailureSections = Pick<
  Catalogue,
  'siyumBoard' | 'siyumCreate' | 'siyumManage' | 'limits' | 'learnerMessages'
>;

/**
 * The reasons that have words of their own, beyond their code's (§8) sentence: what the user can
 * do about them, read from the sections given (the reader's language). A page shows
 * `describeApiError(error).message` and never checks a reason itself.
 */
export const FAILURE_WORDS: Readonly<Partial<Record<FailureReason, (sections: FailureSections) => string>>> =
  {
    portionTaken: (s) => s.siyumBoard.takenMeanwhile,
    wouldOrphanClaims: (s) => s.siyumCreate.wouldOrphanClaims,
    portionHasSeveralLearners: (s) => s.siyumCreate.portionHasSeveralLearners,
    photoNotYours: (s) => s.siyumCreate.photoNotYours,
    photoMissing: (s) => s.siyumCreate.photoMissing,
    photoNotImage: (s) => s.siyumCreate.photoNotImage,
    photosUnavailable: (s) => s.siyumCreate.photosUnavailable,
    ownerHasEveryPermission: (s) => s.siyumManage.helperIsOwner,
    [LIMIT_REASONS.userWrites]: (s) => s.limits.userWrites,
    [LIMIT_REASONS.siyumCreateQuota]: (s) => s.limits.siyumCreateQuota,
    learnerMessageQuota: (s) => s.learnerMessages.quotaReached,
    mailUnavailable: (s) => s.learnerMessages.mailUnavailable,
    [DB_CONFLICT_REASON]: (s) => s.limits.databaseContention,
  };

/** The English failure sections (the default a caller without a provider words from). */
export const ENGLISH_FAILURE_SECTIONS: FailureSections = {
  siyumBoard: siyumBoardMessages,
  siyumCreate: siyumCreateMessages,
  siyumManage: siyumManageMessages,
  limits: limitMessages,
  learnerMessages: learnerMessageMessages,
};

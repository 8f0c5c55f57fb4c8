import { SIYUM_CREATE_QUOTA } from '../limits';

/**
 * What a page shows for a call refused by a per-user limit (by `data.reason`, see LIMIT_REASONS);
 * the generic TOO_MANY_REQUESTS / CONFLICT sentences stay in `serverMessages`.
 */
export const limitMessages = {
  userWrites: 'You are making changes very quickly. Please wait a minute and try again.',
  siyumCreateQuota: `You can create up to ${SIYUM_CREATE_QUOTA.perDay} siyumim a day. Please try again tomorrow.`,
  databaseContention: 'Many people are changing this siyum right now. Please try again.',
} as const;

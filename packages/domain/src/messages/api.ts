import { serverMessages } from './forms';

/**
 * What a page shows when an API call failed for a reason the server could not put into words:
 * the network, a time-out, an answer that was not the API's. Answers the server gave on purpose
 * carry their own catalogue message (`serverMessages`); the ones that mean "try later" are reused
 * here so each sentence exists once.
 */
export const apiErrorMessages = {
  offline: 'We couldn’t reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  busy: serverMessages.tooManyRequests,
  server: serverMessages.internal,
  retry: 'Try again',
} as const;

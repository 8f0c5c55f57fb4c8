import { emitAuthEvent } from './authEvents';
import { completeHostedSignIn, isHostedCallback } from './hostedSignIn';
import { apiRecordCalls, ensureRecord, type RecordCalls } from './productRecord';
import { loadRuntimeConfig } from './runtimeConfig';
import type { Loaded } from './sessionState';

export interface Completion {
  /** The session as the product record leaves it; absent when the record could not be read. */
  loaded?: Loaded;
  /** The hosted sign-in's failure, for the login dialog to say once the page has left (§8). */
  failure?: unknown;
}

export interface CompletionSteps {
  /** The hosted sign-in's answer in the query: its code exchanged, its tokens given to Amplify. */
  hosted(search: string): Promise<void>;
  records(): Promise<RecordCalls>;
}

const APP_STEPS: CompletionSteps = {
  hosted: async (search) => completeHostedSignIn(await loadRuntimeConfig(), search),
  records: apiRecordCalls,
};

/**
 * /auth-callback's work, done by the session (the page only waits): the hosted sign-in's answer if
 * it brought one, then the product record, made when missing. Failures are logged only (§8); the
 * hosted sign-in's is handed back as well.
 */
export async function completeSignIn(
  search: string,
  steps: CompletionSteps = APP_STEPS,
): Promise<Completion> {
  if (isHostedCallback(search)) {
    try {
      await steps.hosted(search);
    } catch (error) {
      console.error('sign-in could not be completed', error);
      return { failure: error };
    }
    // §4's redirect event, under Amplify's name: the session's flag follows it.
    emitAuthEvent({ event: 'signInWithRedirect' });
  }
  try {
    return { loaded: await ensureRecord(await steps.records()) };
  } catch (error) {
    console.error('sign-in could not be completed', error);
    return {};
  }
}

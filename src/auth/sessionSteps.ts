import type { AuthSignal } from '@siyum/ui/auth';
import { config } from '../config';
import type { Completion } from './completeSignIn';
import { isHostedSession, type Loaded } from './sessionState';
import { PENDING_SIGN_IN, PENDING_USERNAME } from './storageKeys';

/**
 * The session's steps that need auth code, each loading it on first use: a visitor's first paint
 * loads none of it (the API client and the record calls come with the first signed-in call).
 */

const loadRecords = () => import('./productRecord');

/** auth.me with the access token: the product record, or why there is none. */
export async function loadMe(): Promise<Loaded> {
  const { apiRecordCalls, loadRecord } = await loadRecords();
  return loadRecord(await apiRecordCalls());
}

/** /auth-callback: the hosted answer if any, then the record (made when missing); never throws. */
export async function completeCallback(search: string): Promise<Completion> {
  try {
    const { completeSignIn } = await import('./completeSignIn');
    return await completeSignIn(search);
  } catch (error) {
    console.error('sign-in could not be completed', error);
    return {};
  }
}

/** §4 after a confirmed registration: the record with the profile, then the session's tokens refreshed. */
export async function afterRegistration(
  signal: Extract<AuthSignal, { type: 'registered' }>,
): Promise<Loaded> {
  const { apiRecordCalls, recordRegistration } = await loadRecords();
  const loaded = await recordRegistration(await apiRecordCalls(), signal.profile, signal.addressVerified);
  const { currentAccessToken } = await import('./amplifyAuthService');
  await currentAccessToken(true);
  return loaded;
}

/** §7: the API refuses this sign-in's tokens from now on, on every replica (decision 0018). */
export async function apiLogout(): Promise<void> {
  const { api } = await import('../api/client');
  await api.auth.logout.mutate({ platform: config.platform });
}

/** Amplify forgets the session (its tokens); a failure is logged, and the session ends here anyway. */
export async function providerSignOut(): Promise<void> {
  const { createAmplifyAuthService } = await import('./amplifyAuthService');
  await createAmplifyAuthService()
    .signOut()
    .catch((error: unknown) => console.error('sign-out failed', error));
}

/** Something of a flow in progress is kept (§3, §4): worth loading `pendingFlow.ts` to read it. */
export function hasKeptFlow(): boolean {
  return localStorage.getItem(PENDING_USERNAME) !== null || sessionStorage.getItem(PENDING_SIGN_IN) !== null;
}

/** Closing the dialog abandons its flow: the next reload does not reopen it. */
export function dropKeptFlow(): void {
  localStorage.removeItem(PENDING_USERNAME);
  sessionStorage.removeItem(PENDING_SIGN_IN);
}

/** The provider's logout page when this session came from the hosted sign-in (§7), else null. */
export async function hostedLogoutTarget(): Promise<string | null> {
  if (!isHostedSession()) return null;
  try {
    const [{ hostedSignOutUrl }, { loadRuntimeConfig }] = await Promise.all([
      import('./hostedSignIn'),
      import('./runtimeConfig'),
    ]);
    return hostedSignOutUrl(await loadRuntimeConfig(), window.location.origin);
  } catch (error) {
    // An unlisted return URL (§5) or no config: signed out here all the same.
    console.error('hosted logout unavailable', error);
    return null;
  }
}

import { PENDING_SIGN_IN_LIFETIME_MS } from '@siyum/domain';
import type { PendingFlow, PendingFlowStore, SignInOutput } from '@siyum/ui/auth';
import { PENDING_SIGN_IN, PENDING_USERNAME } from './storageKeys';

/**
 * The browser's keeping of a flow in progress (§3, §4): the pending username of a sign-up waiting
 * for its code in local storage (it outlives the tab: the code may take a while to arrive); the
 * challenge being answered in session storage, for 3 minutes after its last update, as Amplify
 * keeps the sign-in session beside it. (Closing the dialog forgets both keys: `session.tsx`.)
 */
export interface PendingFlowStorage {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
}

interface KeptChallenge {
  username: string;
  challenge: SignInOutput['nextStep'];
  expiresAt: number;
}

function browserStorage(): PendingFlowStorage {
  return { local: localStorage, session: sessionStorage, now: Date.now };
}

function readChallenge(storage: PendingFlowStorage): KeptChallenge | null {
  const text = storage.session.getItem(PENDING_SIGN_IN);
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptChallenge>;
    if (
      typeof kept.username === 'string' &&
      typeof kept.expiresAt === 'number' &&
      typeof kept.challenge?.signInStep === 'string' &&
      kept.expiresAt > storage.now()
    )
      return kept as KeptChallenge;
  } catch {
    // Not ours or damaged: forgotten below.
  }
  storage.session.removeItem(PENDING_SIGN_IN);
  return null;
}

export function createPendingFlowStore(storage: PendingFlowStorage = browserStorage()): PendingFlowStore {
  return {
    load(): PendingFlow | null {
      const kept = readChallenge(storage);
      if (kept) return { kind: 'challenge', username: kept.username, challenge: kept.challenge };
      const username = storage.local.getItem(PENDING_USERNAME);
      return username ? { kind: 'confirmSignUp', username } : null;
    },
    save(flow) {
      if (flow?.kind !== 'confirmSignUp') storage.local.removeItem(PENDING_USERNAME);
      if (flow?.kind !== 'challenge') storage.session.removeItem(PENDING_SIGN_IN);
      if (flow?.kind === 'confirmSignUp') storage.local.setItem(PENDING_USERNAME, flow.username);
      if (flow?.kind === 'challenge') {
        const kept = readChallenge(storage);
        // The same challenge again (a wrong code, the busy state) is no update: its time runs on.
        const same =
          kept?.username === flow.username &&
          JSON.stringify(kept.challenge) === JSON.stringify(flow.challenge);
        const next: KeptChallenge = {
          username: flow.username,
          challenge: flow.challenge,
          expiresAt: same && kept ? kept.expiresAt : storage.now() + PENDING_SIGN_IN_LIFETIME_MS,
        };
        storage.session.setItem(PENDING_SIGN_IN, JSON.stringify(next));
      }
    },
  };
}

/** True when a reload interrupted a flow the dialog should reopen on (one still within its lifetime). */
export function hasPendingFlow(storage: PendingFlowStorage = browserStorage()): boolean {
  return createPendingFlowStore(storage).load() !== null;
}

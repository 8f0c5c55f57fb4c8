import { PENDING_SIGN_IN_LIFETIME_MS } from '@siyum/domain';
import type { PendingFlow } from '@siyum/ui/auth';
import { describe, expect, it } from 'vitest';
import { createPendingFlowStore, hasPendingFlow, type PendingFlowStorage } from './pendingFlow';
import { PENDING_SIGN_IN, PENDING_USERNAME } from './storageKeys';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A tab: local and session storage and a clock that the test moves. */
function tab() {
  let time = 1_000_000;
  const storage: PendingFlowStorage & {
    local: ReturnType<typeof memoryStorage>;
    session: ReturnType<typeof memoryStorage>;
  } = { local: memoryStorage(), session: memoryStorage(), now: () => time };
  return { storage, advance: (ms: number) => (time += ms) };
}

const confirming: PendingFlow = { kind: 'confirmSignUp', username: 'chana@example.org' };
const smsChallenge: PendingFlow = {
  kind: 'challenge',
  username: 'rivka@example.org',
  challenge: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { deliveryMedium: 'SMS' } },
};
const totpChallenge: PendingFlow = {
  kind: 'challenge',
  username: 'rivka@example.org',
  challenge: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
};

describe('the pending flow across a reload (§3, §4)', () => {
  it('keeps the pending username (lowercased email) in local storage during confirmation', () => {
    const { storage } = tab();
    createPendingFlowStore(storage).save(confirming);
    expect(storage.local.items.get(PENDING_USERNAME)).toBe('chana@example.org');
    // A reload is a new store over the same storage.
    expect(createPendingFlowStore(storage).load()).toEqual(confirming);
    expect(hasPendingFlow(storage)).toBe(true);
  });

  it('keeps a challenge in session storage for 3 minutes after its last update', () => {
    const { storage, advance } = tab();
    createPendingFlowStore(storage).save(smsChallenge);
    expect(storage.session.items.has(PENDING_SIGN_IN)).toBe(true);
    advance(PENDING_SIGN_IN_LIFETIME_MS - 1);
    expect(createPendingFlowStore(storage).load()).toEqual(smsChallenge);
    advance(1);
    expect(createPendingFlowStore(storage).load()).toBeNull();
    expect(storage.session.items.has(PENDING_SIGN_IN)).toBe(false);
    expect(hasPendingFlow(storage)).toBe(false);
  });

  it('the same challenge again (a wrong code) is no update; the next challenge is', () => {
    const { storage, advance } = tab();
    const store = createPendingFlowStore(storage);
    store.save(smsChallenge);
    advance(120_000);
    store.save(smsChallenge);
    advance(60_000);
    expect(store.load()).toBeNull();

    store.save(smsChallenge);
    advance(120_000);
    store.save(totpChallenge);
    advance(120_000);
    expect(store.load()).toEqual(totpChallenge);
  });

  it('one flow at a time; null forgets both', () => {
    const { storage } = tab();
    const store = createPendingFlowStore(storage);
    store.save(confirming);
    store.save(smsChallenge);
    expect(storage.local.items.has(PENDING_USERNAME)).toBe(false);
    expect(store.load()).toEqual(smsChallenge);
    store.save(confirming);
    expect(storage.session.items.has(PENDING_SIGN_IN)).toBe(false);
    store.save(null);
    expect(store.load()).toBeNull();
    expect(storage.local.items.size + storage.session.items.size).toBe(0);
  });

  it('a damaged record is forgotten, not resumed', () => {
    const { storage } = tab();
    storage.session.setItem(PENDING_SIGN_IN, '{"username":');
    expect(createPendingFlowStore(storage).load()).toBeNull();
    storage.session.setItem(PENDING_SIGN_IN, JSON.stringify({ username: 'x', expiresAt: 'soon' }));
    expect(createPendingFlowStore(storage).load()).toBeNull();
    expect(storage.session.items.size).toBe(0);
  });
});

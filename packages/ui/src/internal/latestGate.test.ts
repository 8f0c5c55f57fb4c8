import { describe, expect, it } from 'vitest';
import { createLatestGate } from './latestGate';

describe('createLatestGate: stale answers are ignored', () => {
  it('only the newest ticket is current', () => {
    const gate = createLatestGate();
    const first = gate.next();
    expect(first()).toBe(true);
    const second = gate.next();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('a ticket taken only to expire the others leaves none current', () => {
    const gate = createLatestGate();
    const asked = gate.next();
    gate.next();
    expect(asked()).toBe(false);
  });

  it('gates are independent', () => {
    const phone = createLatestGate();
    const address = createLatestGate();
    const phoneTicket = phone.next();
    address.next();
    expect(phoneTicket()).toBe(true);
  });
});

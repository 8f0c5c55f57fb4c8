import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS, FAILURE_SENTENCES, isFailureReason } from './failures';
import { LIMIT_REASONS } from './limits';
import { limitMessages } from './messages/limits';

describe('failure reasons', () => {
  it('knows every listed reason and the kinds named after a colon, nothing else', () => {
    for (const reason of FAILURE_REASONS) expect(isFailureReason(reason)).toBe(true);
    expect(['token:expired', 'access:participants', 'query:zip'].every(isFailureReason)).toBe(true);
    expect([undefined, 42, '', 'Portiontaken', 'tokens:x'].some(isFailureReason)).toBe(false);
  });

  it('gives the quota its own sentence, and only listed reasons have sentences', () => {
    expect(FAILURE_SENTENCES[LIMIT_REASONS.siyumCreateQuota]).toBe(limitMessages.siyumCreateQuota);
    for (const reason of Object.keys(FAILURE_SENTENCES)) expect(isFailureReason(reason)).toBe(true);
  });
});

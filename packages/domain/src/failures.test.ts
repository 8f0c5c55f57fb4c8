import { describe, expect, it } from 'vitest';
import { ENGLISH_FAILURE_SECTIONS, FAILURE_REASONS, FAILURE_WORDS, isFailureReason } from './failures';
import { LIMIT_REASONS } from './limits';
import { limitMessages } from './messages/limits';

describe('failure reasons', () => {
  it('knows every listed reason and the kinds named after a colon, nothing else', () => {
    for (const reason of FAILURE_REASONS) expect(isFailureReason(reason)).toBe(true);
    expect(['token:expired', 'access:participants', 'query:zip'].every(isFailureReason)).toBe(true);
    expect([undefined, 42, '', 'Portiontaken', 'tokens:x'].some(isFailureReason)).toBe(false);
  });

  it('gives the quota its own sentence, and only listed reasons have sentences', () => {
    expect(FAILURE_WORDS[LIMIT_REASONS.siyumCreateQuota]?.(ENGLISH_FAILURE_SECTIONS)).toBe(
      limitMessages.siyumCreateQuota,
    );
    for (const reason of Object.keys(FAILURE_WORDS)) expect(isFailureReason(reason)).toBe(true);
  });
});

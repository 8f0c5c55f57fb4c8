import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger } from './log';

describe('the log never holds a call’s input values', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failed query is logged with its statement but not its parameters (issue 17)', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const failed = new Error(
      'Failed query: insert into "users" ("email", "cell_phone") values ($1, $2)\nparams: rivka@example.com,+972521234567',
      { cause: new Error('duplicate key value violates unique constraint "users_email_key"') },
    );
    consoleLogger.error('rpc.failed', { path: 'siyum.addParticipant', error: failed });
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('users_email_key');
    expect(line).toContain('siyum.addParticipant');
    expect(line).not.toContain('rivka@example.com');
    expect(line).not.toContain('+972521234567');
  });
});

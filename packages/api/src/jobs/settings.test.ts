import { describe, expect, it } from 'vitest';
import { jobDefaultsFromEnv } from './settings';

describe('jobDefaultsFromEnv', () => {
  it('keeps JOB_DEFAULTS when nothing is set', () => {
    expect(jobDefaultsFromEnv({})).toEqual({});
  });

  it('reads the retry limit and the first pause', () => {
    expect(jobDefaultsFromEnv({ JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: ' 1 ' })).toEqual({
      retryLimit: 2,
      retryDelaySeconds: 1,
    });
    expect(jobDefaultsFromEnv({ JOB_RETRY_LIMIT: '0' })).toEqual({ retryLimit: 0 });
    expect(jobDefaultsFromEnv({ JOB_POLL_INTERVAL_SECONDS: '0.5' })).toEqual({ pollingIntervalSeconds: 0.5 });
  });

  it.each([
    ['JOB_RETRY_LIMIT', '-1'],
    ['JOB_RETRY_LIMIT', '21'],
    ['JOB_RETRY_LIMIT', 'two'],
    ['JOB_RETRY_DELAY_SECONDS', '0'],
    ['JOB_RETRY_DELAY_SECONDS', '1.5'],
    ['JOB_POLL_INTERVAL_SECONDS', '0.1'],
    ['JOB_POLL_INTERVAL_SECONDS', 'often'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => jobDefaultsFromEnv({ [name]: value })).toThrow(name);
  });
});

import type { JobDefaults } from './queue';

/** A whole number in [min, max] from `name`, else an error naming it; unset → undefined. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

/**
 * The queue's retry policy from the environment, over JOB_DEFAULTS: JOB_RETRY_LIMIT (0–20 retries
 * after the first attempt) and JOB_RETRY_DELAY_SECONDS (1–3600, the first pause; each later one about
 * twice the last). Production keeps the defaults (5 retries from 30 s, riding out a relay's
 * outage of an hour or so); the end-to-end stack shortens them to watch a send fail for good.
 */
export function jobDefaultsFromEnv(env: NodeJS.ProcessEnv): Partial<JobDefaults> {
  const retryLimit = wholeNumber(env, 'JOB_RETRY_LIMIT', 0, 20);
  const retryDelaySeconds = wholeNumber(env, 'JOB_RETRY_DELAY_SECONDS', 1, 3600);
  return {
    ...(retryLimit === undefined ? {} : { retryLimit }),
    ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
  };
}

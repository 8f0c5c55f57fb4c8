import type { JobDefaults } from './queue';

/** A number in [min, max] (whole unless `fraction`) from `name`, else an error naming it; unset → undefined. */
function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  min: number,
  max: number,
  fraction = false,
): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!(fraction ? Number.isFinite(value) : Number.isInteger(value)) || value < min || value > max)
    throw new Error(
      `${name} must be a ${fraction ? 'number' : 'whole number'} from ${min} to ${max}, not "${raw}"`,
    );
  return value;
}

/**
 * The queue's retry policy from the environment, over JOB_DEFAULTS: JOB_RETRY_LIMIT (0–20 retries
 * after the first attempt) and JOB_RETRY_DELAY_SECONDS (1–3600, the first pause; each later one about
 * twice the last). Production keeps the defaults (5 retries from 30 s, riding out a relay's
 * outage of an hour or so); the end-to-end stack shortens them to watch a send fail for good.
 * JOB_POLL_INTERVAL_SECONDS (0.5–60, default 2): how often an idle worker asks for jobs.
 */
export function jobDefaultsFromEnv(env: NodeJS.ProcessEnv): Partial<JobDefaults> {
  const retryLimit = numberFrom(env, 'JOB_RETRY_LIMIT', 0, 20);
  const retryDelaySeconds = numberFrom(env, 'JOB_RETRY_DELAY_SECONDS', 1, 3600);
  const pollingIntervalSeconds = numberFrom(env, 'JOB_POLL_INTERVAL_SECONDS', 0.5, 60, true);
  return {
    ...(retryLimit === undefined ? {} : { retryLimit }),
    ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
    ...(pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds }),
  };
}

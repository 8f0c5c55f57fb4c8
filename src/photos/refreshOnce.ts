/**
 * The photo upload's answer to expired storage credentials (issue 21): the bucket refused the
 * identity pool's credentials as expired → they are refreshed once and the upload tried again; a
 * second refusal is the user's to hear (`expired()`), any other failure passes through untouched.
 */
export async function withRefreshOnce<T>(
  attempt: () => Promise<T>,
  steps: {
    isExpired: (error: unknown) => boolean;
    refresh: () => Promise<unknown>;
    expired: () => Error;
  },
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!steps.isExpired(error)) throw error;
  }
  await steps.refresh();
  try {
    return await attempt();
  } catch (again) {
    throw steps.isExpired(again) ? steps.expired() : again;
  }
}

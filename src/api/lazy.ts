/** The API client's type, without loading it (it stays out of a visitor's first paint). */
export type Api = typeof import('./client').api;

/** Runs `call` with the API client, loading it on first use. */
export async function callApi<T>(call: (api: Api) => Promise<T>): Promise<T> {
  const { api } = await import('./client');
  return call(api);
}

/** The RPC code and reason (§8) of a failed call, loading nothing extra. */
export function rpcFailure(error: unknown): { code?: string; reason?: string } {
  const data = (error as { data?: { code?: unknown; reason?: unknown } } | null)?.data;
  return {
    ...(typeof data?.code === 'string' ? { code: data.code } : {}),
    ...(typeof data?.reason === 'string' ? { reason: data.reason } : {}),
  };
}

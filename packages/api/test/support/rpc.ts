/** The tRPC wire format over plain fetch: queries GET with batch=1, mutations POST with a JSON body. */
export interface RpcError {
  message: string;
  code: number;
  statusCode: number;
  statusMessage: string;
  data: {
    code: string;
    httpStatus: number;
    path?: string;
    reason?: string;
    stack?: string;
    zodError?: unknown[];
  };
}

export type RpcResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: RpcError };

export class Rpc {
  constructor(readonly baseUrl: string) {}

  async query<T = unknown>(path: string, input: unknown, token?: string | null): Promise<RpcResult<T>> {
    const params = new URLSearchParams({ batch: '1', input: JSON.stringify({ 0: input }) });
    const response = await fetch(`${this.baseUrl}/api/trpc/${path}?${params}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return this.read<T>(response);
  }

  async mutation<T = unknown>(path: string, input: unknown, token?: string | null): Promise<RpcResult<T>> {
    const response = await fetch(`${this.baseUrl}/api/trpc/${path}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ 0: input }),
    });
    return this.read<T>(response);
  }

  private async read<T>(response: Response): Promise<RpcResult<T>> {
    type Entry = { result?: { data: T }; error?: RpcError };
    // A request refused as a whole (at the HTTP edge, or by tRPC) answers one envelope, not a batch.
    const body = (await response.json()) as Entry[] | Entry;
    const entry = Array.isArray(body) ? body[0] : body;
    if (entry?.error) return { ok: false, status: response.status, error: entry.error };
    if (!entry?.result) throw new Error(`unexpected tRPC answer: ${JSON.stringify(body)}`);
    return { ok: true, status: response.status, data: entry.result.data };
  }
}

/** The data of a successful call, or a thrown error describing the failure. */
export function ok<T>(result: RpcResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.error.data)}`);
  return result.data;
}

/** The tRPC code of a failed call (UNAUTHORIZED, FORBIDDEN, …). */
export function code(result: RpcResult<unknown>): string {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data).slice(0, 200)}`);
  return result.error.data.code;
}

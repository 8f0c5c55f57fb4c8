import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEV_API_ENTRY, freePort } from '@siyum/devstack';
import type { RpcError, RpcResult } from './rpc';

/**
 * Several API replicas on one Postgres behind a round-robin proxy (issue 20 item 6,
 * docs/decisions/0026-replicas.md): each replica is a child process of its own (so it can be
 * SIGKILLed), the proxy is a small node:http load balancer, and the client speaks tRPC's wire
 * format over node:http so it can pick its source address (the rate limits key visitors by it)
 * and see which replica answered.
 */

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
// Node with tsx's loader as ONE process (as durability.test.ts): the tsx CLI forks a second one,
// and a SIGKILL to the CLI would leave the server itself running.
const TSX_PREFLIGHT = fileURLToPath(
  new URL('../../../../node_modules/tsx/dist/preflight.cjs', import.meta.url),
);
const TSX_LOADER = new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

export interface Replica {
  name: string;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed. */
  output(): string;
  /** kill -9, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (drain, close the pool), SIGKILL after `graceMs`; a no-op once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * The development API entry (@siyum/devstack's main.ts: the same server options as production,
 * from the environment) on a free 127.0.0.1 port, ready once `/api/ready` answers 200 (its
 * database answers a query).
 */
export async function startReplica(
  name: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--require', TSX_PREFLIGHT, '--import', TSX_LOADER, DEV_API_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const replica: Replica = {
    name,
    url,
    process: child,
    exited,
    output: () => output,
    async kill() {
      if (isRunning(child)) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (!isRunning(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isRunning(child)) throw new Error(`replica ${name} exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await replica.kill();
      throw new Error(`replica ${name} not ready in ${timeoutMs} ms:\n${output}`);
    }
    try {
      const answer = await httpRequest(`${url}/api/ready`, { agent: false });
      if (answer.status === 200) return replica;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The source address of the connection (any 127.x.y.z on Linux): the visitor's address. */
  localAddress?: string;
  agent?: http.Agent | false;
}

/** One HTTP exchange over node:http; rejects when the connection fails or the answer is cut. */
export async function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  try {
    return await requestOnce(url, options);
  } catch (error) {
    // A kept-alive socket the server closed while it sat idle resets as the request goes out: the
    // server never read it, so sending it once more on a new socket is safe (Node's documented way).
    if (!(error instanceof StaleSocketError)) throw error;
    return requestOnce(url, options);
  }
}

class StaleSocketError extends Error {}

function requestOnce(url: string, options: HttpOptions): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent === undefined ? {} : { agent: options.agent }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer cut')));
        response.on('end', () => {
          if (!response.complete) {
            reject(new Error('answer cut'));
            return;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale = request.reusedSocket && error.code === 'ECONNRESET';
      reject(stale ? new StaleSocketError(error.message) : error);
    });
    request.end(options.body);
  });
}

export type ReplicaRpcResult<T> = RpcResult<T> & {
  servedBy: string | undefined;
  headers: http.IncomingHttpHeaders;
};

/** Per call: extra headers, and the source address (such a call gets a connection of its own). */
export interface CallOptions {
  headers?: Record<string, string>;
  localAddress?: string;
}

/**
 * tRPC's wire format (as support/rpc.ts: queries GET with batch=1, mutations POST a JSON body) over
 * node:http with a kept-alive agent of its own. `servedBy` is the replica the round-robin proxy
 * says answered (its `x-served-by` header).
 */
export class ReplicaRpc {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(readonly baseUrl: string) {}

  query<T = unknown>(
    path: string,
    input: unknown,
    token?: string | null,
    options: CallOptions = {},
  ): Promise<ReplicaRpcResult<T>> {
    const params = new URLSearchParams({ batch: '1', input: JSON.stringify({ 0: input }) });
    return this.send<T>(`${this.baseUrl}/api/trpc/${path}?${params}`, 'GET', undefined, token, options);
  }

  mutation<T = unknown>(
    path: string,
    input: unknown,
    token?: string | null,
    options: CallOptions = {},
  ): Promise<ReplicaRpcResult<T>> {
    const body = JSON.stringify({ 0: input });
    return this.send<T>(`${this.baseUrl}/api/trpc/${path}?batch=1`, 'POST', body, token, options);
  }

  close(): void {
    this.agent.destroy();
  }

  private async send<T>(
    url: string,
    method: string,
    body: string | undefined,
    token: string | null | undefined,
    options: CallOptions,
  ): Promise<ReplicaRpcResult<T>> {
    const answer = await httpRequest(url, {
      method,
      agent: options.localAddress ? false : this.agent,
      headers: {
        ...options.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body }),
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    type Entry = { result?: { data: T }; error?: RpcError };
    let parsed: Entry[] | Entry;
    try {
      parsed = JSON.parse(answer.text) as Entry[] | Entry;
    } catch {
      throw new Error(`not a tRPC answer (${answer.status}): ${answer.text.slice(0, 200)}`);
    }
    const entry = Array.isArray(parsed) ? parsed[0] : parsed;
    const servedBy = answer.headers['x-served-by'] as string | undefined;
    const common = { status: answer.status, servedBy, headers: answer.headers };
    if (entry?.error) return { ok: false, error: entry.error, ...common };
    if (!entry?.result)
      throw new Error(`unexpected tRPC answer (${answer.status}): ${answer.text.slice(0, 200)}`);
    return { ok: true, data: entry.result.data, ...common };
  }
}

export interface Upstream {
  name: string;
  url: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Answers each upstream began to give, by name (every status counts). */
  served: Record<string, number>;
  /** Requests sent on to the next upstream because the first one's connection failed first. */
  retried: number;
  /** Requests the proxy answered 502 itself: the connection failed after the request may have arrived. */
  refused: number;
  /** Answers that had begun and were cut (the upstream died mid-answer). */
  cut: number;
  close(): Promise<void>;
}

/** Headers that describe one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Methods a server must be able to receive twice (RFC 9110 §9.2.2) that tRPC uses. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long an upstream that refused a connection is left out of the rotation. */
const DOWN_FOR_MS = 2_000;

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

type Attempt = 'answered' | 'cut' | 'unsent' | 'ambiguous';

/**
 * A round-robin load balancer on 127.0.0.1 (a free port) in front of `upstreams`, as one proxy hop
 * for the replicas' TRUST_PROXY=1:
 * - each request goes to the next upstream in turn (skipping one that refused a connection in the
 *   last 2 s); method, path, headers and body are forwarded, minus hop-by-hop headers;
 * - X-Forwarded-For gets the client's socket address appended (whatever the client sent stays to
 *   its left, where a server trusting one hop never looks); X-Forwarded-Proto gets `http`;
 * - the answer streams back with `x-served-by: <upstream name>`;
 * - a request is retried on another upstream only when it failed before any answer AND it cannot
 *   have been processed: the connection was never established (refused, reset while connecting),
 *   or the method is idempotent. A POST whose connection broke after it was sent may have been
 *   committed by the dying upstream: it is answered 502 (not acknowledged), never sent twice.
 * - an answer that had begun when its upstream died is cut (the client's connection is destroyed):
 *   a status line alone acknowledges nothing.
 */
export async function startRoundRobinProxy(upstreams: readonly Upstream[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('no upstreams');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const downUntil = new Map<string, number>();
  let turn = 0;

  /** The next upstream in turn not yet tried for this request; one marked down only if no other is left. */
  const pick = (tried: ReadonlySet<string>): Upstream | undefined => {
    const start = turn++;
    const order = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length] as Upstream);
    const untried = order.filter((u) => !tried.has(u.name));
    const now = Date.now();
    return untried.find((u) => (downUntil.get(u.name) ?? 0) <= now) ?? untried[0];
  };

  const attempt = (
    upstream: Upstream,
    incoming: http.IncomingMessage,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
    res: http.ServerResponse,
  ): Promise<Attempt> =>
    new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: Attempt) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const target = new URL(incoming.url ?? '/', upstream.url);
      const outgoing = http.request({
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: `${target.pathname}${target.search}`,
        headers,
        agent,
      });
      /** Whether any byte of the request may have reached the upstream. */
      let mayHaveArrived = false;
      let answering = false;
      outgoing.on('socket', (socket) => {
        if (outgoing.reusedSocket || !socket.connecting) mayHaveArrived = true;
        else
          socket.once('connect', () => {
            mayHaveArrived = true;
          });
      });
      outgoing.on('response', (answer) => {
        answering = true;
        proxy.served[upstream.name] = (proxy.served[upstream.name] ?? 0) + 1;
        const forwarded: http.OutgoingHttpHeaders = { 'x-served-by': upstream.name };
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
        res.writeHead(answer.statusCode ?? 502, forwarded);
        answer.pipe(res);
        answer.on('end', () => settle(answer.complete ? 'answered' : 'cut'));
        answer.on('aborted', () => settle('cut'));
        answer.on('error', () => settle('cut'));
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (answering) settle('cut');
        else if (!mayHaveArrived || error.code === 'ECONNREFUSED') settle('unsent');
        else settle(IDEMPOTENT.has(incoming.method ?? '') ? 'unsent' : 'ambiguous');
      });
      outgoing.end(body);
    });

  const server = http.createServer((incoming, res) => {
    void (async () => {
      const body = await readBody(incoming);
      const peer = incoming.socket.remoteAddress ?? 'unknown';
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(incoming.headers))
        if (!HOP_BY_HOP.has(name) && name !== 'content-length' && value !== undefined) headers[name] = value;
      const appended = (name: string, entry: string) => {
        const before = incoming.headers[name];
        const list = Array.isArray(before) ? before.join(', ') : before;
        return list ? `${list}, ${entry}` : entry;
      };
      headers['x-forwarded-for'] = appended('x-forwarded-for', peer);
      headers['x-forwarded-proto'] = appended('x-forwarded-proto', 'http');
      if (body.length > 0 || !IDEMPOTENT.has(incoming.method ?? '')) headers['content-length'] = body.length;
      const tried = new Set<string>();
      for (;;) {
        const upstream = pick(tried);
        if (!upstream) {
          proxy.refused += 1;
          res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
          return;
        }
        tried.add(upstream.name);
        const outcome = await attempt(upstream, incoming, headers, body, res);
        if (outcome === 'answered') return;
        if (outcome === 'cut') {
          proxy.cut += 1;
          res.destroy();
          return;
        }
        if (outcome === 'ambiguous') {
          proxy.refused += 1;
          res
            .writeHead(502, { 'content-type': 'text/plain' })
            .end('upstream lost after the request was sent');
          return;
        }
        downUntil.set(upstream.name, Date.now() + DOWN_FOR_MS);
        proxy.retried += 1;
      }
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    served: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
    retried: 0,
    refused: 0,
    cut: 0,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

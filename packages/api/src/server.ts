import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { Db } from './db';
import { parserRefusalAnswer } from './http/errors';
import { createLimiters, DEFAULT_USER_LIMITS, flushLimiters, type UserLimitsConfig } from './http/limits';
import {
  createAccessTokenVerifier,
  getUserAttributes,
  type IdentityConfig,
  providerVerdict,
  type VerifierOptions,
  withRevocationChecks,
} from './identity';
import { createTokenRevocations } from './identity/revocations';
import { imageRoutes } from './images';
import { consoleLogger, type Logger } from './infra/log';
import { createCommunityCache, createViewerCache, uncached } from './infra/notifiedCache';
import type { RateLimiter } from './infra/rateLimit';
import type { JobQueue } from './jobs';
import { CLAIM_CONFIRMATION_DELAY_S } from './services/claimConfirmations';
import { openPhotoStorage, type PhotoStorage, sweepPhotos } from './services/photos';
import type { PhotoStorageConfig } from './storage/config';
import type { AppDeps } from './trpc/context';
import { compress, preferredEncoding } from './web/compression';
import { isCompressible, isCompressibleType } from './web/contentTypes';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** Default 127.0.0.1; production behind a load balancer sets API_HOST=0.0.0.0. */
  hostname?: string;
  version?: string;
  /** The database; without it only /api/health (and mounts) answer. */
  db?: Db;
  /** Identity provider to verify tokens against; null/absent → every token is refused. */
  identity?: IdentityConfig | null;
  verifierOptions?: VerifierOptions;
  /** How long a token stands before the identity provider is asked about it again (default 60 s). */
  tokenRecheckMs?: number;
  /** Calls per minute per visitor address / signed-in user on procedures a visitor can call. */
  rateLimitPerMinute?: number;
  /** Per-user limits on signed-in callers (default: USER_WRITE_RATE_LIMIT, SIYUM_CREATE_QUOTA). */
  userLimits?: Partial<UserLimitsConfig>;
  log?: Logger;
  production?: boolean;
  requestTimeoutMs?: number;
  /** The community and viewers caches (decision 0016); false keeps nothing (the bench's scale case). */
  caches?: boolean;
  /** Proxy hops in front of the server (TRUST_PROXY; http/clientAddress.ts); default 0. */
  trustProxy?: number;
  /** Error answers carry stacks; default: outside production with a local-mode identity provider. */
  exposeStacks?: boolean;
  /** Verified emails of the people who answer contact and support messages (the support inbox). */
  supportStaffEmails?: readonly string[];
  /** How long close() lets requests in flight finish before cutting them (default 10 s). */
  drainMs?: number;
  /** Extra routes under /api; `limiter` is the server's Postgres-backed limiter (for look-ups). */
  mounts?: (limiter: RateLimiter | null) => readonly { path: string; app: Hono }[];
  /** Everything outside /api: the web app of the one-process production server (web/site.ts). */
  site?: Hono;
  /**
   * A PEM certificate (chain) and its key: HTTPS on the same port — HTTP/2 for clients that offer
   * it, HTTP/1.1 for the rest (production.ts: TLS_CERT_FILE, TLS_KEY_FILE). Absent: plain HTTP/1.1.
   */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Photos' bucket, identity pool and image service (storage/config.ts); absent → photos off. */
  photos?: PhotoStorageConfig | null;
  /** The job queue (jobs/), started by the caller; absent → nothing is queued. */
  jobs?: JobQueue | null;
  /** How long a sign-up confirmation waits before it is sent (mail/settings.ts); default 60 s. */
  confirmationDelaySeconds?: number;
  /** Whether this install sends email (SMTP_URL set): without it an organizer's message is refused. */
  mailEnabled?: boolean;
}

/** How often each replica sweeps orphaned photo objects (services/photos.ts). */
const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function buildDeps(options: ServerOptions & { db: Db }): AppDeps {
  const identity = options.identity ?? null;
  const log = options.log ?? consoleLogger;
  const revocations = createTokenRevocations(options.db);
  return {
    db: options.db,
    verifyToken: identity
      ? withRevocationChecks(createAccessTokenVerifier(identity, options.verifierOptions), {
          isRevoked: (ids) => revocations.isRevoked(ids),
          askProvider: (token) => providerVerdict(identity, token),
          recheckMs: options.tokenRecheckMs ?? DEFAULT_TOKEN_RECHECK_MS,
          onUnreachable: (who) => log.warn('auth.recheck_unreachable', { sub: who.sub }),
        })
      : null,
    revocations,
    userAttributes: identity ? (token) => getUserAttributes(identity, token) : null,
    limiters: createLimiters(options.db, {
      ...(options.rateLimitPerMinute === undefined ? {} : { callsPerMinute: options.rateLimitPerMinute }),
      ...options.userLimits,
    }),
    community: options.caches === false ? uncached() : createCommunityCache(options.db),
    viewers: options.caches === false ? uncached() : createViewerCache(options.db),
    siyumsPerDay: options.userLimits?.siyumsPerDay ?? DEFAULT_USER_LIMITS.siyumsPerDay,
    log,
    production: options.production ?? process.env.NODE_ENV === 'production',
    exposeStacks:
      options.exposeStacks ??
      (!(options.production ?? process.env.NODE_ENV === 'production') && identity?.mode === 'local'),
    requestTimeoutMs: options.requestTimeoutMs ?? 15_000,
    supportStaffEmails: options.supportStaffEmails ?? [],
    photos: options.photos ? openPhotoStorage(options.photos) : null,
    jobs: options.jobs ?? null,
    confirmationDelaySeconds: options.confirmationDelaySeconds ?? CLAIM_CONFIRMATION_DELAY_S,
    mailEnabled: options.mailEnabled ?? false,
  };
}

/** /api/img: the local image service, when photos are on and no CDN serves them. */
function imageMount(photos: PhotoStorage | null | undefined, log: Logger) {
  return photos && !photos.config.imageBaseUrl
    ? [{ path: '/img', app: imageRoutes(photos.store, { log }) }]
    : [];
}

/** The hourly sweep of orphaned photo objects; returns its stop. */
function startPhotoSweep(deps: AppDeps | undefined): () => void {
  const { photos } = deps ?? {};
  if (!deps || !photos) return () => {};
  const timer = setInterval(() => {
    void sweepPhotos(deps.db, photos).catch((error: unknown) =>
      deps.log.warn('photos.sweep_failed', {
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }, PHOTO_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Decision 0018: a provider-side sign-out or deletion takes effect within this. */
export const DEFAULT_TOKEN_RECHECK_MS = 60_000;

/** Requests in flight get this long to finish when the server stops (a deploy, a scale-in). */
export const DEFAULT_DRAIN_MS = 10_000;

/** How a server lets its connections go: those not serving a request, then every one. */
interface Connections {
  closeIdle(): void;
  closeAll(): void;
}

/** Plain HTTP/1.1: node:http knows which kept-alive connections are between requests. */
function httpConnections(server: ServerType): Connections {
  const http = server as ServerType & { closeIdleConnections(): void; closeAllConnections(): void };
  return { closeIdle: () => http.closeIdleConnections(), closeAll: () => http.closeAllConnections() };
}

/**
 * HTTPS with HTTP/2: node:http2's server closes idle HTTP/1.1 connections itself
 * (closeIdleConnections) but neither keeps track of HTTP/2 sessions nor closes them; a session is
 * told to go away (GOAWAY: its requests in flight finish, no new ones start).
 */
function tlsConnections(server: Http2SecureServer): Connections {
  const sessions = new Set<ServerHttp2Session>();
  const sockets = new Set<Duplex>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  // Every TCP connection, a TLS handshake in progress included.
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    closeIdle() {
      (server as Http2SecureServer & { closeIdleConnections(): void }).closeIdleConnections();
      for (const session of sessions) session.close();
    },
    closeAll() {
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A connection with nothing to send for this long is closed (HTTP/2 sessions and HTTP/1.1 over TLS alike). */
const TLS_IDLE_TIMEOUT_MS = 120_000;

/**
 * Stops accepting, lets every request in flight finish (issue 17: shutdown used to cut them), and
 * closes kept-alive connections as they fall idle; whatever is still running after `drainMs` is cut.
 */
function drain(server: ServerType, connections: Connections, drainMs: number): Promise<void> {
  return new Promise<void>((done, fail) => {
    const idleSweep = setInterval(() => connections.closeIdle(), 100);
    const cut = setTimeout(() => connections.closeAll(), drainMs);
    server.close((error) => {
      clearInterval(idleSweep);
      clearTimeout(cut);
      if (error) fail(error);
      else done();
    });
    connections.closeIdle();
  });
}

/** Requests Node refuses before Hono sees them still get the §8 shape (http/errors.ts). */
function answerParserRefusals(server: ServerType): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(parserRefusalAnswer(error.code));
  });
}

/** True for /api and /api/… (the URL parser resolves dot segments, as the site's own reading does). */
function isApiPath(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * An API answer in brotli or gzip when the client takes them (quickly: answers are made per
 * request), as the site's files are — the one-process server has no proxy or CDN in front to do it
 * (an answer already encoded, a HEAD, one without a body or not text goes as it is).
 */
async function compressedApiAnswer(request: Request, answer: Response): Promise<Response> {
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.body || request.method === 'HEAD' || answer.headers.has('content-encoding')) return answer;
  if (!isCompressibleType(type)) return answer;
  const encoding = preferredEncoding(request.headers.get('accept-encoding') ?? undefined);
  const raw = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  headers.append('vary', 'Accept-Encoding');
  // A copy of the compressed bytes (a few kB) in a plain ArrayBuffer, which is what Response takes.
  const body =
    encoding && isCompressible(type, raw.byteLength)
      ? Uint8Array.from(await compress(raw, encoding, 'fast'))
      : raw;
  if (body !== raw && encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

/** Starts the API on 127.0.0.1; port 0 picks a free one (tests). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const deps = options.db ? buildDeps({ ...options, db: options.db }) : undefined;
  const app = createApp(
    { version: options.version ?? 'dev' },
    {
      ...(deps ? { deps } : {}),
      mounts: [
        ...(options.mounts?.(deps?.limiters.calls ?? null) ?? []),
        ...imageMount(deps?.photos, options.log ?? consoleLogger),
      ],
      trustProxy: options.trustProxy ?? 0,
    },
  );
  const stopSweep = startPhotoSweep(deps);
  const { site } = options;
  // /api and /api/* reach the API exactly as without a site (their answers compressed, as the
  // site's are); every other path is the site's.
  const fetch: typeof app.fetch = site
    ? (request, ...rest) =>
        isApiPath(request.url)
          ? Promise.resolve(app.fetch(request, ...rest)).then((answer) =>
              compressedApiAnswer(request, answer),
            )
          : site.fetch(request, ...rest)
    : app.fetch;
  const { tls } = options;
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch,
        port: options.port,
        hostname: options.hostname ?? '127.0.0.1',
        ...(tls
          ? {
              createServer: createSecureServer,
              serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true },
            }
          : {}),
      },
      (info: AddressInfo) => {
        answerParserRefusals(server);
        const connections = tls ? tlsConnections(server as Http2SecureServer) : httpConnections(server);
        if (tls) server.setTimeout(TLS_IDLE_TIMEOUT_MS);
        resolve({
          url: `${tls ? 'https' : 'http'}://${options.hostname && options.hostname !== '0.0.0.0' ? options.hostname : '127.0.0.1'}:${info.port}`,
          close: async () => {
            stopSweep();
            await drain(server, connections, options.drainMs ?? DEFAULT_DRAIN_MS);
            // Calls the limiters allowed in memory reach the table; the caches stop listening.
            await Promise.all([
              deps && flushLimiters(deps.limiters),
              deps?.community.close(),
              deps?.viewers.close(),
              deps?.revocations.close(),
            ]);
          },
        });
      },
    );
  });
}

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
import { consoleLogger, type Logger } from './infra/log';
import { createCommunityCache, createViewerCache, uncached } from './infra/notifiedCache';
import type { RateLimiter } from './infra/rateLimit';
import type { AppDeps } from './trpc/context';

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
}

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
  };
}

/** Decision 0018: a provider-side sign-out or deletion takes effect within this. */
export const DEFAULT_TOKEN_RECHECK_MS = 60_000;

/** Requests in flight get this long to finish when the server stops (a deploy, a scale-in). */
export const DEFAULT_DRAIN_MS = 10_000;

/**
 * Stops accepting, lets every request in flight finish (issue 17: shutdown used to cut them), and
 * closes kept-alive connections as they fall idle; whatever is still running after `drainMs` is cut.
 */
function drain(server: ServerType, drainMs: number): Promise<void> {
  return new Promise<void>((done, fail) => {
    const http = server as ServerType & { closeIdleConnections?(): void; closeAllConnections?(): void };
    const idleSweep = setInterval(() => http.closeIdleConnections?.(), 100);
    const cut = setTimeout(() => http.closeAllConnections?.(), drainMs);
    server.close((error) => {
      clearInterval(idleSweep);
      clearTimeout(cut);
      if (error) fail(error);
      else done();
    });
    http.closeIdleConnections?.();
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

/** Starts the API on 127.0.0.1; port 0 picks a free one (tests). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const deps = options.db ? buildDeps({ ...options, db: options.db }) : undefined;
  const app = createApp(
    { version: options.version ?? 'dev' },
    {
      ...(deps ? { deps } : {}),
      mounts: options.mounts?.(deps?.limiters.calls ?? null) ?? [],
      trustProxy: options.trustProxy ?? 0,
    },
  );
  const { site } = options;
  // /api and /api/* reach the API exactly as without a site; every other path is the site's.
  const fetch: typeof app.fetch = site
    ? (request, ...rest) => (isApiPath(request.url) ? app : site).fetch(request, ...rest)
    : app.fetch;
  return new Promise((resolve) => {
    const server = serve(
      { fetch, port: options.port, hostname: options.hostname ?? '127.0.0.1' },
      (info: AddressInfo) => {
        answerParserRefusals(server);
        resolve({
          url: `http://${options.hostname && options.hostname !== '0.0.0.0' ? options.hostname : '127.0.0.1'}:${info.port}`,
          close: async () => {
            await drain(server, options.drainMs ?? DEFAULT_DRAIN_MS);
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

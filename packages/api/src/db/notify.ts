import pg from 'pg';
import type { Db } from './index';

/**
 * Listens on one Postgres notification channel over a connection of its own (a pooled one would
 * be handed to queries). `onListening(true)` once LISTEN is in place; `onListening(false)` as soon
 * as the connection is lost, when notifications may be missed, after which it reconnects with a
 * growing pause (0.5 s up to 10 s) until closed. A connection that dies silently (a network
 * partition sends no reset) is found by a heartbeat query every 5 s that must answer within 2 s.
 */
export interface ChannelWatch {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onNotify(): void;
  onListening(listening: boolean): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/** The pg Pool under a drizzle database, or null (a driver without a pool cannot listen here). */
export function poolOf(db: Db): pg.Pool | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : null;
}

export function watchChannel(pool: pg.Pool, channel: string, handlers: ChannelHandlers): ChannelWatch {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`notify: bad channel name ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const lost = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    handlers.onListening(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on('error', () => undefined);
    void dead?.end().catch(() => undefined);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    client = next;
    next.on('error', () => client === next && lost());
    next.on('end', () => client === next && lost());
    next.on('notification', (message) => message.channel === channel && handlers.onNotify());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      if (client === next) lost();
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    retryMs = FIRST_RETRY_MS;
    handlers.onListening(true);
    heartbeat = setInterval(() => void beat(next), HEARTBEAT_MS);
    heartbeat.unref();
  };
  const beat = async (listener: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('notify: heartbeat timed out')), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([listener.query('select 1'), late]);
    } catch {
      if (client === listener) lost();
    } finally {
      clearTimeout(timer);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}

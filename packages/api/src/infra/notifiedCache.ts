import type { Db } from '../db';
import { poolOf, watchChannel } from '../db/notify';

/**
 * Answers kept in memory that the database invalidates, without giving up correctness
 * (decision 0016). Two are kept, each on its channel (migrations 0004, 0005):
 * - the community (`community_changed`): list pages and totals, what every visitor reads;
 * - the viewers (`viewer_changed`): each signed-in user's record, permissions and prefs, for
 *   auth.me (authorization always reads the database).
 *
 * - the database says when something changed: triggers notify the channel at the commit of any
 *   statement that changes what the cache holds, and every replica listening drops its cache; a
 *   mutation answered by this replica drops the caches its policy names (`invalidates`,
 *   trpc/init.ts) at once, so a caller always reads their own writes;
 * - while the listening connection is down (starting, lost, reconnecting) nothing is cached;
 * - a load that was under way when a change arrived is answered but not kept, and a caller never
 *   joins a load that began before the latest change;
 * - entries are bounded in number and age (a safety net, not the mechanism).
 */
export interface NotifiedCache {
  /** The cached answer for `key`, or `load()`'s (kept when nothing changed meanwhile; null never is). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** What is kept for `key`, if anything (for callers that load in their own way). */
  get(key: string): unknown;
  /** Taken before such a load: null while nothing may be cached. */
  ticket(): number | null;
  /** Keeps what the load under `ticket` produced, unless something changed since it began. */
  keep(ticket: number, key: string, value: unknown): void;
  /** Drops everything (a change was committed). */
  invalidate(): void;
  close(): Promise<void>;
}

export const COMMUNITY_CHANNEL = 'community_changed';
export const VIEWER_CHANNEL = 'viewer_changed';

const MAX_AGE_MS = 60_000;

type Entry = { value: unknown; storedAt: number };

/** A cache that keeps nothing: every read loads (the bench's scale case measures the queries). */
export function uncached(): NotifiedCache {
  return {
    read: (_key, load) => load(),
    get: () => undefined,
    ticket: () => null,
    keep: () => undefined,
    invalidate: () => undefined,
    close: async () => undefined,
  };
}

export const createCommunityCache = (db: Db, maxEntries = 1_000) =>
  createNotifiedCache(db, COMMUNITY_CHANNEL, maxEntries);
export const createViewerCache = (db: Db, maxEntries = 10_000) =>
  createNotifiedCache(db, VIEWER_CHANNEL, maxEntries);

function createNotifiedCache(db: Db, channel: string, maxEntries: number): NotifiedCache {
  const entries = new Map<string, Entry>();
  /** Loads under way, by key, each with the generation it started in. */
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  let generation = 0;
  let listening = false;

  const invalidate = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };
  const pool = poolOf(db);
  const watch = pool
    ? watchChannel(pool, channel, {
        onNotify: invalidate,
        onListening(now) {
          listening = now;
          invalidate(); // changes may have gone unheard while not listening
        },
      })
    : null;

  const get = (key: string): unknown => {
    if (!listening) return undefined;
    const hit = entries.get(key);
    if (!hit || Date.now() - hit.storedAt >= MAX_AGE_MS) return undefined;
    // Most recently used last: a full cache lets go of the entry least recently asked for.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value;
  };
  const ticket = () => (listening ? generation : null);
  const keep = (started: number, key: string, value: unknown) => {
    if (generation !== started || !listening || value === null) return;
    // Evict, never flush: one caller's many distinct keys cannot empty the cache for everyone.
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, storedAt: Date.now() });
  };

  async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = get(key);
    if (hit !== undefined) return hit as T;
    const started = ticket();
    if (started === null) return load();
    const underway = loading.get(key);
    if (underway && underway.generation === started) return underway.promise as Promise<T>;
    const promise = load();
    loading.set(key, { generation: started, promise });
    try {
      const value = await promise;
      keep(started, key, value);
      return value;
    } finally {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    }
  }

  return {
    read,
    get,
    ticket,
    keep,
    invalidate,
    close: async () => {
      listening = false;
      invalidate();
      await watch?.close();
    },
  };
}

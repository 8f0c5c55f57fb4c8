import { learnings } from '../db';

/** Rows of a raw `db.execute` result: node-postgres answers `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** Postgres timestamps arrive as Date (drizzle columns) or strings (raw rows, e.g. to_json output). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOr(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The columns `learningState` reads. */
export const learningStateColumns = {
  status: learnings.status,
  claimedAt: learnings.claimedAt,
  completedAt: learnings.completedAt,
};

/** A learning's status and times as the API answers them (status is checked by the database). */
export function learningState(row: {
  status: string;
  claimedAt: Date | string;
  completedAt: Date | string | null;
}): { status: 'claimed' | 'completed'; claimedAt: string; completedAt: string | null } {
  return {
    status: row.status === 'completed' ? 'completed' : 'claimed',
    claimedAt: isoOr(row.claimedAt),
    completedAt: iso(row.completedAt),
  };
}

/** The fields that were given: an absent (undefined) field leaves its column as it is. */
export function given<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

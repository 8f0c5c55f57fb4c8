/** Rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** Postgres timestamps arrive as Date (drizzle columns) or strings (raw rows, PGlite/pg differ). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOr(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
